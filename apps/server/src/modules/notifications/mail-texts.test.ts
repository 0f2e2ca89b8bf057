import assert from 'node:assert/strict';
import { test } from 'node:test';
import { businessBookingMail, customerBookingMail, type BusinessEvent, type CustomerEvent } from './booking-templates.ts';
import { confirmationCodeMail, emailChangeCodeMail, emailChangedNoticeMail, employeeWelcomeMail, minutes, passwordResetMail, type Jezik, type MailContent } from './templates.ts';

/**
 * Every mail the product sends, rendered in both languages for a woman customer, a man employee
 * and a business whose name declines. Serbian templates cannot know a person's gender or decline
 * a name, so no sentence may need either: no past-tense verb with a person as its subject
 * ("Ana Petrović je zakazao"), no name after a preposition that declines it ("kod Marko Ilić",
 * "u Frizerski salon Lepota"). A verb in the masculine past is allowed only after "Lokal" (a
 * masculine noun), "Neko" (grammatically masculine whoever it is) or with the booking as its subject.
 */

// Exhaustive by type: a new event fails to compile here until it is rendered too.
const CUSTOMER_EVENTS: Record<CustomerEvent, true> = {
  pending: true, confirmed: true, rejected: true, cancelledByCustomer: true, cancelledByBusiness: true, completed: true,
  noShow: true, reminder: true, rescheduled: true, rescheduledPending: true, expired: true,
};
const BUSINESS_EVENTS: Record<BusinessEvent, true> = { newPending: true, newConfirmed: true, cancelledByCustomer: true, rescheduled: true };

const customer = 'Ana Petrović';
const employee = 'Marko Ilić';
const business = 'Frizerski salon Lepota';
const view = {
  ime: customer, usluga: 'Šišanje', entitet: business, zaposleni: employee, datum: '2026-12-07', vreme: '10:30',
  adresa: 'Bulevar 5, 21000 Novi Sad', razlog: 'Nestanak struje', link: 'https://zakazi.example/profile', ranije: { datum: '2026-12-06', vreme: '09:00' },
};

function allMails(jezik: Jezik): [string, MailContent][] {
  return [
    ...Object.keys(CUSTOMER_EVENTS).map((e) => [`customer ${e}`, customerBookingMail(jezik, e as CustomerEvent, view)] as [string, MailContent]),
    ...Object.keys(BUSINESS_EVENTS).map(
      (e) => [`business ${e}`, businessBookingMail(jezik, e as BusinessEvent, { ...view, kupac: customer, telefon: '+381 64 123 4567', napomena: 'Kratko' })] as [string, MailContent],
    ),
    ['confirmation code', confirmationCodeMail(jezik, { ime: customer, code: '123456', minutes: 15 })],
    ['password reset', passwordResetMail(jezik, { ime: customer, link: 'https://zakazi.example/reset', minutes: 60 })],
    ['employee welcome', employeeWelcomeMail(jezik, { ime: employee, nazivEntiteta: business, email: 'marko@example.test', loginUrl: 'https://zakazi.example/login' })],
    ['email change code', emailChangeCodeMail(jezik, { ime: customer, code: '123456', minutes: 15 })],
    ['email changed notice', emailChangedNoticeMail(jezik, { ime: customer, newEmail: 'ana@example.test' })],
  ];
}

const sentences = (text: string) => text.split(/(?<=[.!?:])\s+|\n+/).map((s) => s.trim()).filter(Boolean);

test('every mail renders in Serbian and in English, with nothing missing', () => {
  for (const jezik of ['sr', 'en'] as const) {
    for (const [name, mail] of allMails(jezik)) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        assert.ok(part.length > 0, `${jezik} ${name}`);
        assert.doesNotMatch(part, /undefined|\bnull\b|\[object|NaN|\$\{/, `${jezik} ${name}`);
      }
    }
  }
  const sr = allMails('sr');
  const en = allMails('en');
  sr.forEach(([name, mail], i) => assert.notEqual(mail.subject, en[i]![1].subject, `${name}: the English subject is English`));
});

test('Serbian mails need no gender and no declension of names', () => {
  for (const [name, mail] of allMails('sr')) {
    const text = `${mail.subject}\n${mail.text}`;
    for (const who of [customer, employee, business]) {
      for (const preposition of ['kod', 'u', 'od', 'sa', 'za', 'iz']) {
        assert.ok(!text.includes(`${preposition} ${who}`), `${name}: "${preposition} ${who}" would need a declined name`);
      }
      // "Lokal X je …": the verb agrees with "lokal", whatever X is.
      assert.ok(!text.replaceAll(`Lokal ${who} je `, '').includes(`${who} je `), `${name}: "${who} je …" needs the person's gender`);
    }
    for (const sentence of sentences(text)) {
      // A masculine or feminine past participle (zakazao, otkazala, označio, morao …) after "je".
      const verb = /\bje (\p{L}+(?:ao|la|io|ila|eo|ela))\b/u.exec(sentence);
      if (!verb) continue;
      assert.ok(/^(Lokal|Termin|Zakazan|Vaš|Stigao|Neko)(?=\s)/.test(sentence) || /\b(termin|zahtev) je\b/i.test(sentence), `${name}: "${sentence}" needs a gender`);
    }
  }
});

test('counts in mails agree in number by Intl.PluralRules, in both languages', () => {
  assert.deepEqual([1, 2, 5, 21, 22, 25, 15, 60].map((n) => minutes('sr', n)), ['1 minut', '2 minuta', '5 minuta', '21 minut', '22 minuta', '25 minuta', '15 minuta', '60 minuta']);
  assert.deepEqual([1, 2, 15].map((n) => minutes('en', n)), ['1 minute', '2 minutes', '15 minutes']);
  assert.match(confirmationCodeMail('sr', { ime: 'Ana', code: '123456', minutes: 21 }).text, /Kod važi 21 minut\./);
  assert.match(passwordResetMail('en', { ime: 'Ana', link: 'https://x.example', minutes: 1 }).text, /for 1 minute\./);
});
