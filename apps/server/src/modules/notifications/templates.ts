import { toLatin } from '@zakazi/contract/cyrillic';
import { countOf, type CountForms } from '@zakazi/contract/wording';

/**
 * The mails the product sends, in Serbian (Latin) and English by the recipient's users.jezik.
 * Each has a plain-text part (the one that always works) and a simple HTML part built from the
 * same sentences, with every interpolated value escaped. Counts go through the plural rule the
 * web interface uses too (@zakazi/contract/wording). Both languages write Latin letters: what
 * people typed in Cyrillic (a business's, a service's or a person's name, a reason) is written in
 * Latin, as the Latin and English pages show it (the contract's toLatin, decision 065); links and
 * codes stay as they are.
 */
export type Jezik = 'sr' | 'en';
export type MailContent = { subject: string; text: string; html: string };

export type Block = { p: string } | { code: string } | { link: string; label: string };

export function render(typedSubject: string, typedGreeting: string, typedBlocks: Block[], signature: string): MailContent {
  const subject = toLatin(typedSubject);
  const greeting = toLatin(typedGreeting);
  const blocks = typedBlocks.map((b): Block => ('p' in b ? { p: toLatin(b.p) } : 'label' in b ? { ...b, label: toLatin(b.label) } : b));
  const text = [greeting, '', ...blocks.flatMap((b) => ('p' in b ? [b.p, ''] : 'code' in b ? [b.code, ''] : [b.link, ''])), signature].join('\n');
  const body = blocks
    .map((b) =>
      'p' in b
        ? `<p>${esc(b.p)}</p>`
        : 'code' in b
          ? `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${esc(b.code)}</p>`
          : `<p><a href="${esc(b.link)}">${esc(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n<p>${esc(greeting)}</p>\n${body}\n<p>${esc(signature)}</p>\n</body></html>`;
  return { subject, text, html };
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const SIGNATURE = { sr: 'Tim Zakaži', en: 'The Zakaži team' };

/**
 * The mail's first line. Serbian addresses a person in the vocative ("Zdravo, Stefane,"), which a
 * template cannot make of any name, and "Zdravo Stefan," reads wrong: the Serbian greeting names
 * nobody. English greets by name.
 */
export function greeting(jezik: Jezik, ime?: string | null): string {
  if (jezik === 'sr') return 'Zdravo,';
  return ime ? `Hello ${ime},` : 'Hello,';
}

/** The nouns the mails count, by language. */
export const MAIL_NOUNS = {
  minute: { sr: { one: 'minut', few: 'minuta', other: 'minuta' }, en: { one: 'minute', other: 'minutes' } },
} satisfies Record<string, Record<Jezik, CountForms>>;

/** "1 minut", "2 minuta", "21 minut"; "1 minute", "15 minutes". */
export function minutes(jezik: Jezik, n: number): string {
  return countOf(jezik, n, MAIL_NOUNS.minute[jezik]);
}

export function confirmationCodeMail(jezik: Jezik, v: { ime: string; code: string; minutes: number }): MailContent {
  return jezik === 'en'
    ? render('Your Zakaži confirmation code', greeting('en', v.ime), [
        { p: 'Enter this code to confirm your email address:' },
        { code: v.code },
        { p: `The code is valid for ${minutes('en', v.minutes)}. If you did not create an account, ignore this mail.` },
      ], SIGNATURE.en)
    : render('Vaš kod za potvrdu naloga na Zakaži', greeting('sr', v.ime), [
        { p: 'Unesite ovaj kod da potvrdite svoju adresu e-pošte:' },
        { code: v.code },
        { p: `Kod važi ${minutes('sr', v.minutes)}. Ako niste otvorili nalog, zanemarite ovu poruku.` },
      ], SIGNATURE.sr);
}

export function passwordResetMail(jezik: Jezik, v: { ime: string; link: string; minutes: number }): MailContent {
  return jezik === 'en'
    ? render('Reset your Zakaži password', greeting('en', v.ime), [
        { p: 'Someone (hopefully you) asked to reset the password of your account. Open this link to choose a new one:' },
        { link: v.link, label: 'Choose a new password' },
        { p: `The link works once and for ${minutes('en', v.minutes)}. If you did not ask for it, ignore this mail: your password stays as it is.` },
      ], SIGNATURE.en)
    : render('Promena lozinke na Zakaži', greeting('sr', v.ime), [
        { p: 'Neko (nadamo se vi) je zatražio promenu lozinke vašeg naloga. Otvorite ovaj link da izaberete novu:' },
        { link: v.link, label: 'Izaberite novu lozinku' },
        { p: `Link radi jednom i važi ${minutes('sr', v.minutes)}. Ako ga niste tražili, zanemarite ovu poruku: lozinka ostaje ista.` },
      ], SIGNATURE.sr);
}

export function employeeWelcomeMail(jezik: Jezik, v: { ime: string; nazivEntiteta: string; email: string; loginUrl: string }): MailContent {
  return jezik === 'en'
    ? render(`You have been added to ${v.nazivEntiteta} on Zakaži`, greeting('en', v.ime), [
        { p: `${v.nazivEntiteta} created an employee account for you. Log in with ${v.email} and the password you received from them, then change it:` },
        { link: v.loginUrl, label: 'Log in' },
        { p: 'If you do not know this business, tell us by replying to this mail.' },
      ], SIGNATURE.en)
    : render(`Nalog zaposlenog na Zakaži: lokal ${v.nazivEntiteta}`, greeting('sr', v.ime), [
        { p: `Lokal ${v.nazivEntiteta} vam je otvorio nalog zaposlenog. Prijavite se adresom ${v.email} i lozinkom koju ste dobili od lokala, pa je promenite:` },
        { link: v.loginUrl, label: 'Prijava' },
        { p: 'Ako ne poznajete ovaj posao, javite nam odgovorom na ovu poruku.' },
      ], SIGNATURE.sr);
}

/** The code that confirms a new login email, sent to the new address. */
export function emailChangeCodeMail(jezik: Jezik, v: { ime: string; code: string; minutes: number }): MailContent {
  return jezik === 'en'
    ? render('Confirm your new Zakaži email address', greeting('en', v.ime), [
        { p: 'Enter this code to make this address your Zakaži login:' },
        { code: v.code },
        { p: `The code is valid for ${minutes('en', v.minutes)}. If you did not ask for this, ignore this mail; nothing changes.` },
      ], SIGNATURE.en)
    : render('Potvrdite novu adresu e-pošte na Zakaži', greeting('sr', v.ime), [
        { p: 'Unesite ovaj kod da ova adresa postane vaša adresa za prijavu na Zakaži:' },
        { code: v.code },
        { p: `Kod važi ${minutes('sr', v.minutes)}. Ako to niste tražili, zanemarite ovu poruku; ništa se ne menja.` },
      ], SIGNATURE.sr);
}

/** The notice to the old address once the login email has changed. */
export function emailChangedNoticeMail(jezik: Jezik, v: { ime: string; newEmail: string }): MailContent {
  return jezik === 'en'
    ? render('Your Zakaži login email has changed', greeting('en', v.ime), [
        { p: `From now on you log in to Zakaži with ${v.newEmail}; mail goes there too.` },
        { p: 'If you did not make this change, reset your password at once and write to us.' },
      ], SIGNATURE.en)
    : render('Promenjena je adresa za prijavu na Zakaži', greeting('sr', v.ime), [
        { p: `Od sada se na Zakaži prijavljujete adresom ${v.newEmail}; poruke stižu na nju.` },
        { p: 'Ako ovu promenu niste napravili vi, odmah promenite lozinku i pišite nam.' },
      ], SIGNATURE.sr);
}

/** An account under attack (identity/login-guard.ts): sent once per lock window, never per attempt. */
export function loginAttackMail(jezik: Jezik, v: { ime: string; failures: number; minutes: number; loginUrl: string }): MailContent {
  return jezik === 'en'
    ? render('Someone is trying to log in to your Zakaži account', greeting('en', v.ime), [
        { p: `In the last ${minutes('en', v.minutes)} there were ${v.failures} or more failed logins to your account from addresses you have not logged in from. Someone may be guessing your password.` },
        { p: 'Your account is not locked: you can log in as usual. Each of those addresses is now refused after a single wrong password.' },
        { p: 'If the password you use here is also used elsewhere, or is easy to guess, change it (on the login page: "Forgot password"):' },
        { link: v.loginUrl, label: 'Log in' },
        { p: 'If it was you, you can ignore this mail.' },
      ], SIGNATURE.en)
    : render('Neko pokušava da se prijavi na vaš Zakaži nalog', greeting('sr', v.ime), [
        // The count in the accusative after "za" takes the nominative's forms ("za 21 minut", "za 15 minuta").
        { p: `Broj neuspelih prijava na vaš nalog sa adresa sa kojih se niste prijavljivali dostigao je ${v.failures} za ${minutes('sr', v.minutes)}. Moguće je da neko pogađa vašu lozinku.` },
        { p: 'Vaš nalog nije zaključan: možete se prijaviti kao i obično. Svaka od tih adresa se sada odbija već posle jedne pogrešne lozinke.' },
        { p: 'Ako lozinku koju ovde koristite koristite i negde drugde, ili se lako pogađa, promenite je (na stranici za prijavu: „Zaboravljena lozinka“):' },
        { link: v.loginUrl, label: 'Prijava' },
        { p: 'Ako ste to bili vi, zanemarite ovu poruku.' },
      ], SIGNATURE.sr);
}
