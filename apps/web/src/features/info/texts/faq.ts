import type { Faq } from './article';

export const faq: { sr: Faq; en: Faq } = {
  sr: {
    title: 'Česta pitanja',
    description: 'Odgovori o zakazivanju, otkazivanju, plaćanju i partnerstvu sa platformom Zakaži.',
    items: [
      { q: 'Kako da zakažem termin?', a: 'Pronađite lokal preko kategorija, pretrage ili liste „U blizini“, otvorite njegovu stranicu, izaberite uslugu i zaposlenog, pa slobodan termin. Rezervacija je potvrđena kada je lokal prihvati — o tome dobijate obaveštenje e-poštom.' },
      { q: 'Da li mi je potreban nalog?', a: 'Lokale, cene, ocene i radno vreme možete pregledati bez naloga. Za rezervaciju je potreban besplatan nalog kako bi lokal znao ko dolazi i kako bi vam stigli potvrda i podsetnik.' },
      { q: 'Da li korišćenje platforme Zakaži nešto košta?', a: 'Ne. Za klijente je Zakaži besplatan. Plaćate samo uslugu u lokalu, po ceni koja je objavljena na njegovoj stranici.' },
      { q: 'Kako da otkažem ili pomerim termin?', a: 'U svom profilu otvorite listu termina i izaberite „Otkaži“. Termin možete otkazati sve dok ne počne; molimo vas da to uradite što ranije kako bi neko drugi mogao da ga iskoristi. Za pomeranje otkažite postojeći i zakažite novi termin.' },
      { q: 'Šta ako lokal odbije ili otkaže moj termin?', a: 'Dobićete obaveštenje e-poštom čim lokal promeni status rezervacije. Termin se oslobađa i možete odmah izabrati drugi, kod istog ili drugog lokala.' },
      { q: 'Kako plaćam uslugu?', a: 'Plaćanje se obavlja direktno u lokalu. Na stranici svakog lokala piše koje načine plaćanja prihvata: karticu, gotovinu ili plaćanje telefonom. Zakaži ne naplaćuje ništa unapred.' },
      { q: 'U kojoj valuti su prikazane cene?', a: 'Svaki lokal objavljuje cene u svojoj valuti (RSD, EUR, BAM ili MKD). U pretrazi možete izabrati valutu prikaza; preračunavanje je informativno, a u lokalu važi cena u valuti lokala.' },
      { q: 'Ko može da ostavi ocenu?', a: 'Samo korisnik čiji je termin u tom lokalu završen, i to jednom po terminu. Tako ocene ostaju poštene i korisne.' },
      { q: 'Kako moj lokal može da postane partner?', a: 'Na stranici „Za partnere“ otvorite nalog za lokal, dodajte adresu, usluge sa cenama, zaposlene, fotografije i radno vreme. Kada je profil popunjen, lokal postaje vidljiv u pretrazi i može da prima rezervacije.' },
      { q: 'Da li lokal može sam da potvrđuje rezervacije?', a: 'Da. Vlasnik bira da li rezervacije prihvata ručno ili automatski, koliko unapred klijenti mogu da zakažu i koliko je minimalno vreme najave.' },
      { q: 'Kako brišem nalog i svoje podatke?', a: 'U profilu izaberite „Obriši nalog“. Budući termini se otkazuju, a lični podaci brišu, osim onih koje smo zakonski dužni da čuvamo. Detalje pročitajte u Politici privatnosti.' },
    ],
  },
  en: {
    title: 'Frequently asked questions',
    description: 'Answers about booking, cancelling, payments and partnering with Zakaži.',
    items: [
      { q: 'How do I book an appointment?', a: 'Find a business through categories, search or the “Near me” list, open its page, pick a service and a professional, then a free time slot. The booking is confirmed once the business accepts it — you are notified by email.' },
      { q: 'Do I need an account?', a: 'You can browse businesses, prices, ratings and opening hours without one. Booking needs a free account so the business knows who is coming and you receive the confirmation and a reminder.' },
      { q: 'Does Zakaži cost anything?', a: 'No. Zakaži is free for clients. You only pay for the service at the business, at the price published on its page.' },
      { q: 'How do I cancel or move an appointment?', a: 'Open your bookings in your profile and choose “Cancel”. You can cancel until the appointment starts; please do it as early as you can so someone else can use the slot. To move it, cancel and book a new time.' },
      { q: 'What if the business rejects or cancels my booking?', a: 'You get an email as soon as the business changes the booking status. The slot is released and you can pick another one right away, with the same or another business.' },
      { q: 'How do I pay?', a: 'You pay at the business. Each business page lists the payment methods it accepts: card, cash or payment by phone. Zakaži never charges anything in advance.' },
      { q: 'Which currency are prices in?', a: 'Each business publishes prices in its own currency (RSD, EUR, BAM or MKD). In search you can choose a display currency; the conversion is indicative, and the business’s own price applies.' },
      { q: 'Who can leave a rating?', a: 'Only a client whose appointment at that business is completed, once per appointment. That keeps ratings honest and useful.' },
      { q: 'How can my business become a partner?', a: 'On the “For partners” page, open an account for your business and add your address, services with prices, staff, photos and hours. Once the profile is complete, your business appears in search and can take bookings.' },
      { q: 'Can a business confirm bookings automatically?', a: 'Yes. The owner chooses manual or automatic acceptance, how far ahead clients may book and the minimum notice.' },
      { q: 'How do I delete my account and data?', a: 'Choose “Delete account” in your profile. Future bookings are cancelled and personal data erased, except what the law requires us to keep. See the Privacy policy for details.' },
    ],
  },
};
