import assert from 'node:assert/strict';
import { test } from 'node:test';
import { businessBookingMail, customerBookingMail, type BusinessEvent, type CustomerEvent } from './booking-templates.ts';
import { confirmationCodeMail, emailChangeCodeMail, emailChangedNoticeMail, employeeWelcomeMail, loginAttackMail, MAIL_NOUNS, minutes, passwordResetMail, type Jezik, type MailContent } from './templates.ts';

/**
 * Every mail the product sends, rendered in both languages for a woman customer, a man employee
 * and a business whose name declines. Serbian templates cannot know a person's gender or decline
 * a name, so no sentence may need either: no past-tense verb with a person as its subject
 * ("Ana Petrović je zakazao"), no name after a preposition that declines it ("kod Marko Ilić",
 * "u Frizerski salon Lepota"). A verb in the masculine past is allowed only after "Lokal" (a
 * masculine noun), "Neko" (grammatically masculine whoever it is) or with the booking or the request ("Zahtev") as its subject.
 */

// Exhaustive by type: a new event fails to compile here until it is rendered too.
const CUSTOMER_EVENTS: Record<CustomerEvent, true> = {
  pending: true, confirmed: true, rejected: true, cancelledByCustomer: true, cancelledByBusiness: true, completed: true,
  noShow: true, reminder: true, rescheduled: true, rescheduledPending: true, expired: true,
};
const BUSINESS_EVENTS: Record<BusinessEvent, true> = { newPending: true, newConfirmed: true, cancelledByCustomer: true, cancelled: true, rescheduled: true, movedAway: true, expired: true };

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
    ['login attack', loginAttackMail(jezik, { ime: customer, failures: 10, minutes: 15, loginUrl: 'https://zakazi.example/login' })],
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
      assert.ok(/^(Lokal|Termin|Zahtev|Zakazan|Vaš|Stigao|Neko)(?=\s)/.test(sentence) || /\b(termin|zahtev) je\b/i.test(sentence), `${name}: "${sentence}" needs a gender`);
    }
  }
});

/** The counts every counted noun is checked over, on the web too (apps/web/src/lib/plural-texts.test.ts). */
const COUNTS = [1, 2, 5, 11, 21, 22, 101];

test('every noun the mails count takes its form by the plural rule, in both languages', () => {
  // Exhaustive: a noun added to MAIL_NOUNS fails here until its forms are written out below.
  const expected: Record<keyof typeof MAIL_NOUNS, Record<Jezik, string[]>> = {
    minute: {
      sr: ['1 minut', '2 minuta', '5 minuta', '11 minuta', '21 minut', '22 minuta', '101 minut'],
      en: ['1 minute', '2 minutes', '5 minutes', '11 minutes', '21 minutes', '22 minutes', '101 minutes'],
    },
  };
  assert.deepEqual(Object.keys(expected).sort(), Object.keys(MAIL_NOUNS).sort());
  for (const jezik of ['sr', 'en'] as const) assert.deepEqual(COUNTS.map((n) => minutes(jezik, n)), expected.minute[jezik], jezik);
  assert.match(confirmationCodeMail('sr', { ime: 'Ana', code: '123456', minutes: 21 }).text, /Kod važi 21 minut\./);
  assert.match(passwordResetMail('en', { ime: 'Ana', link: 'https://x.example', minutes: 1 }).text, /for 1 minute\./);
  assert.match(loginAttackMail('sr', { ime: 'Ana', failures: 10, minutes: 21, loginUrl: 'https://x.example' }).text, /dostigao je 10 za 21 minut\./);
  assert.match(loginAttackMail('en', { ime: 'Ana', failures: 10, minutes: 1, loginUrl: 'https://x.example' }).text, /In the last 1 minute there/);
});

test('Serbian mails greet without a vocative the template cannot make ("Zdravo Ana," is wrong Serbian)', () => {
  for (const [name, mail] of allMails('sr')) {
    assert.ok(mail.text.startsWith('Zdravo,\n'), `${name}: ${mail.text.split('\n')[0]}`);
    assert.ok(!mail.text.includes(`Zdravo ${customer}`) && !mail.text.includes('Zdravo Ana'), name);
  }
  for (const [name, mail] of allMails('en')) assert.match(mail.text.split('\n')[0]!, /^Hello( Ana Petrović| Marko Ilić)?,$/, name);
});

test('dates in booking mails: the weekday and the month in the genitive, by the shared date formatter', () => {
  const mail = customerBookingMail('sr', 'rescheduled', view);
  assert.match(mail.text, /ponedeljak, 7\. decembra 2026\. u 10:30/);
  assert.match(mail.text, /Ranije vreme: nedelja, 6\. decembra 2026\. u 09:00\./);
  assert.match(customerBookingMail('en', 'confirmed', view).text, /Monday,? 7 December 2026 at 10:30/);
  assert.equal(businessBookingMail('sr', 'newPending', { ...view, kupac: customer, telefon: null, napomena: null }).subject, 'Novi termin za potvrdu: 10:30 7. 12. 2026.');
});

test('no mail calls every business a salon: the business is named, or called by the neutral "lokal"', () => {
  const dentist = { ...view, entitet: 'Stomatološka ordinacija Osmeh' };
  for (const jezik of ['sr', 'en'] as const) {
    for (const event of Object.keys(CUSTOMER_EVENTS) as CustomerEvent[]) {
      const mail = customerBookingMail(jezik, event, dentist);
      assert.doesNotMatch(`${mail.subject}\n${mail.text}`, /\bsalon/i, `${jezik} ${event}`);
    }
  }
  assert.match(customerBookingMail('sr', 'rescheduledPending', dentist).text, /Lokal Stomatološka ordinacija Osmeh još treba da ga potvrdi/);
});

test('what people typed in Cyrillic is written in Latin letters in every mail, as the Latin and English pages show it', () => {
  const typedInCyrillic = {
    ...view, ime: 'Љиљана Ђорђевић', usluga: 'Шишање', entitet: 'Салон Ђурђевак', zaposleni: 'Његош Џунић', adresa: 'Његошева 5, Ниш', razlog: 'Нестанак струје',
  };
  for (const jezik of ['sr', 'en'] as const) {
    const mails: [string, MailContent][] = [
      ...Object.keys(CUSTOMER_EVENTS).map((e) => [`customer ${e}`, customerBookingMail(jezik, e as CustomerEvent, typedInCyrillic)] as [string, MailContent]),
      ...Object.keys(BUSINESS_EVENTS).map(
        (e) => [`business ${e}`, businessBookingMail(jezik, e as BusinessEvent, { ...typedInCyrillic, kupac: 'Љиљана Ђорђевић', telefon: null, napomena: 'Касним пет минута' })] as [string, MailContent],
      ),
      ['employee welcome', employeeWelcomeMail(jezik, { ime: 'Његош Џунић', nazivEntiteta: 'Салон Ђурђевак', email: 'njegos@example.test', loginUrl: 'https://zakazi.example/login' })],
    ];
    for (const [name, mail] of mails) {
      assert.doesNotMatch(`${mail.subject}\n${mail.text}\n${mail.html}`, /[\u0400-\u04ff]/, `${jezik} ${name}`);
    }
  }
  assert.match(customerBookingMail('sr', 'confirmed', typedInCyrillic).subject, /Salon Đurđevak/);
  assert.match(customerBookingMail('en', 'rejected', typedInCyrillic).text, /Nestanak struje/);
  assert.match(employeeWelcomeMail('en', { ime: 'Његош Џунић', nazivEntiteta: 'Салон Ђурђевак', email: 'n@example.test', loginUrl: 'https://zakazi.example/login' }).text, /Hello Njegoš Džunić,/);
});
