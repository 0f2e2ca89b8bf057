import { InfoArticle, type Article } from './InfoArticle';

const content: { sr: Article; en: Article } = {
  sr: {
    title: 'Politika privatnosti',
    description: 'Koje podatke Zakaži prikuplja, zašto, koliko dugo ih čuva i koja su vaša prava prema ZZPL i GDPR.',
    updated: '1. novembar 2026.',
    intro: 'Ova politika objašnjava kako Zakaži obrađuje podatke o ličnosti u skladu sa Zakonom o zaštiti podataka o ličnosti Republike Srbije („Sl. glasnik RS“, br. 87/2018, ZZPL) i, za korisnike iz Evropske unije, Opštom uredbom o zaštiti podataka (GDPR).',
    sections: [
      { heading: '1. Rukovalac', paragraphs: ['Rukovalac podacima je Zakaži, Beograd, Srbija. Za sva pitanja o privatnosti pišite na privatnost@zakazi.rs. Lokal kod koga zakazujete obrađuje podatke o vašoj rezervaciji kao samostalni rukovalac za potrebe pružanja usluge.'] },
      { heading: '2. Koje podatke obrađujemo', list: [
        'Podaci naloga: ime, prezime, adresa e-pošte, broj telefona i lozinka (čuvamo samo njen kriptografski otisak).',
        'Rezervacije: lokal, usluga, zaposleni, datum, vreme, napomena i status termina.',
        'Ocene i komentari koje ostavite posle termina.',
        'Omiljeni lokali.',
        'Tehnički podaci: IP adresa, vrsta uređaja i pregledača, zapisi o pristupu; token za obaveštenja u mobilnoj aplikaciji.',
        'Lokacija: samo kada je dozvolite, i to samo u trenutku pretrage „U blizini“; ne čuvamo je na serveru.',
      ] },
      { heading: '3. Zašto i na kom osnovu', list: [
        'Izvršenje ugovora (čl. 12. st. 1. tač. 2 ZZPL / čl. 6(1)(b) GDPR): vođenje naloga, rezervacije, potvrde i podsetnici.',
        'Legitimni interes: bezbednost, sprečavanje zloupotreba (npr. ograničenje pokušaja prijave) i unapređenje usluge.',
        'Zakonska obaveza: čuvanje podataka koje zahtevaju računovodstveni i poreski propisi.',
        'Pristanak: određivanje lokacije i push obaveštenja — pristanak možete povući u bilo kom trenutku u podešavanjima uređaja.',
      ] },
      { heading: '4. Kome dostavljamo podatke', paragraphs: [
        'Lokalu kod koga zakazujete dostavljamo ime, kontakt i podatke o terminu. Koristimo pouzdane obrađivače (hosting, slanje e-pošte) sa kojima imamo ugovore o obradi. Podatke ne prodajemo i ne koristimo ih za reklame trećih lica.',
        'Ako se podaci prenose van Srbije, to radimo samo u zemlje sa odgovarajućim nivoom zaštite ili uz standardne ugovorne klauzule.',
      ] },
      { heading: '5. Koliko dugo čuvamo podatke', list: [
        'Nalog: dok ga ne obrišete. Brisanjem naloga otkazuju se budući termini i brišu lični podaci.',
        'Istorija rezervacija: do 3 godine od termina, radi rešavanja eventualnih reklamacija, osim ako zakon ne zahteva duže.',
        'Ocene: objavljuju se uz ime; posle brisanja naloga ostaju anonimne.',
        'Tehnički zapisi: do 90 dana.',
        'Kodovi za potvrdu e-pošte i reset lozinke: ističu za 15 minuta, odnosno posle jedne upotrebe.',
      ] },
      { heading: '6. Vaša prava', list: [
        'Pravo na pristup i kopiju podataka.',
        'Pravo na ispravku netačnih podataka.',
        'Pravo na brisanje („pravo na zaborav“) — direktno iz profila, opcijom „Obriši nalog“.',
        'Pravo na ograničenje obrade i na prigovor obradi zasnovanoj na legitimnom interesu.',
        'Pravo na prenosivost podataka.',
        'Pravo da povučete pristanak, bez uticaja na zakonitost ranije obrade.',
        'Pravo na pritužbu Povereniku za informacije od javnog značaja i zaštitu podataka o ličnosti (www.poverenik.rs).',
      ] },
      { heading: '7. Kolačići i lokalno skladište', paragraphs: ['Koristimo samo neophodne kolačiće: bezbedni kolačić sesije (Secure, SameSite=Strict) za prijavu i lokalno skladište za izbor jezika. Ne koristimo kolačiće za praćenje ni oglašavanje.'] },
      { heading: '8. Bezbednost', paragraphs: ['Lozinke čuvamo kao argon2 otiske, veza je šifrovana (HTTPS), pristupni tokeni su kratkotrajni, a pristup podacima unutar tima je ograničen na neophodno.'] },
      { heading: '9. Deca', paragraphs: ['Nalog mogu otvoriti osobe starije od 15 godina. Za mlađe, termin zakazuje roditelj ili staratelj sa svog naloga.'] },
      { heading: '10. Izmene i kontakt', paragraphs: ['O bitnim izmenama ove politike obaveštavamo e-poštom najmanje 15 dana unapred. Zahteve za ostvarivanje prava šaljite na privatnost@zakazi.rs; odgovaramo u roku od 30 dana.'] },
    ],
  },
  en: {
    title: 'Privacy policy',
    description: 'What data Zakaži collects, why, how long it is kept, and your rights under the Serbian data protection law and the GDPR.',
    updated: '1 November 2026',
    intro: 'This policy explains how Zakaži processes personal data under the Law on Personal Data Protection of the Republic of Serbia (Official Gazette 87/2018, ZZPL) and, for users in the European Union, the General Data Protection Regulation (GDPR).',
    sections: [
      { heading: '1. Controller', paragraphs: ['The controller is Zakaži, Belgrade, Serbia. For any privacy question write to privatnost@zakazi.rs. The business you book with processes your booking data as an independent controller to provide its service.'] },
      { heading: '2. Data we process', list: [
        'Account data: first and last name, email address, phone number and password (we store only its cryptographic hash).',
        'Bookings: business, service, professional, date, time, note and status.',
        'Ratings and comments you leave after an appointment.',
        'Favourite businesses.',
        'Technical data: IP address, device and browser type, access logs; the push notification token in the mobile app.',
        'Location: only when you allow it, and only at the moment of a “Near me” search; we do not store it on our servers.',
      ] },
      { heading: '3. Why, and on what basis', list: [
        'Performance of a contract (Art. 12(1)(2) ZZPL / Art. 6(1)(b) GDPR): running your account, bookings, confirmations and reminders.',
        'Legitimate interest: security, abuse prevention (e.g. limiting login attempts) and improving the service.',
        'Legal obligation: keeping records required by accounting and tax law.',
        'Consent: location and push notifications — you can withdraw it at any time in your device settings.',
      ] },
      { heading: '4. Who receives data', paragraphs: [
        'The business you book with receives your name, contact details and the booking. We use trusted processors (hosting, email delivery) under data processing agreements. We do not sell data or use it for third-party advertising.',
        'If data leaves Serbia, it goes only to countries with adequate protection or under standard contractual clauses.',
      ] },
      { heading: '5. How long we keep data', list: [
        'Account: until you delete it. Deleting it cancels future bookings and erases personal data.',
        'Booking history: up to 3 years after the appointment, to handle complaints, unless the law requires longer.',
        'Ratings: published with your first name; anonymised after account deletion.',
        'Technical logs: up to 90 days.',
        'Email confirmation and password reset codes: expire after 15 minutes or after a single use.',
      ] },
      { heading: '6. Your rights', list: [
        'Access and a copy of your data.',
        'Rectification of inaccurate data.',
        'Erasure (“right to be forgotten”) — directly from your profile with “Delete account”.',
        'Restriction of processing and objection to processing based on legitimate interest.',
        'Data portability.',
        'Withdrawing consent, without affecting earlier lawful processing.',
        'Complaining to the Commissioner for Information of Public Importance and Personal Data Protection (www.poverenik.rs) or your EU supervisory authority.',
      ] },
      { heading: '7. Cookies and local storage', paragraphs: ['We only use necessary cookies: a secure session cookie (Secure, SameSite=Strict) for sign-in, and local storage for your language choice. No tracking or advertising cookies.'] },
      { heading: '8. Security', paragraphs: ['Passwords are stored as argon2 hashes, connections are encrypted (HTTPS), access tokens are short-lived, and staff access to data is limited to what is necessary.'] },
      { heading: '9. Children', paragraphs: ['Accounts are for people aged 15 and over. For younger children, a parent or guardian books from their own account.'] },
      { heading: '10. Changes and contact', paragraphs: ['We announce material changes by email at least 15 days in advance. Send requests to exercise your rights to privatnost@zakazi.rs; we answer within 30 days.'] },
    ],
  },
};

export function Component() {
  return <InfoArticle content={content} />;
}
