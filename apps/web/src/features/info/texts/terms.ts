import type { Article } from './article';

export const terms: { sr: Article; en: Article } = {
  sr: {
    title: 'Uslovi korišćenja',
    description: 'Pravila korišćenja platforme Zakaži za klijente i lokale: nalozi, rezervacije, otkazivanje, ocene i odgovornost.',
    updated: '2026-11-01',
    intro: 'Ovi uslovi uređuju korišćenje veb-sajta i mobilne aplikacije Zakaži. Korišćenjem platforme prihvatate ove uslove.',
    sections: [
      { heading: '1. Šta je Zakaži', paragraphs: ['Zakaži je posrednička platforma koja klijentima omogućava da pronađu lokale i rezervišu termine, a lokalima da objave usluge i upravljaju rezervacijama. Ugovor o usluzi (šišanje, pregled, pranje vozila…) zaključuje se direktno između klijenta i lokala; Zakaži nije pružalac tih usluga.'] },
      { heading: '2. Nalog', list: [
        'Za rezervaciju je potreban nalog sa tačnim imenom, e-poštom i brojem telefona.',
        'Odgovorni ste za čuvanje lozinke i za radnje preduzete sa vašeg naloga.',
        'Nalog možete obrisati u bilo kom trenutku iz profila.',
      ] },
      { heading: '3. Rezervacije', list: [
        'Rezervacija je zahtev lokalu; obavezujuća je kada je lokal potvrdi ili kada lokal koristi automatsku potvrdu.',
        'Cena i trajanje usluge su onakvi kakve lokal objavi u trenutku rezervacije.',
        'Jedan zaposleni ne može imati dva preklapajuća termina — ako je termin u međuvremenu zauzet, biće vam ponuđen drugi.',
      ] },
      { heading: '4. Otkazivanje i nedolazak', list: [
        'Klijent može otkazati termin iz profila sve dok termin ne počne; molimo da to uradite što ranije.',
        'Lokal može odbiti ili otkazati termin; o tome dobijate obaveštenje.',
        'Ponovljeni nedolasci bez otkazivanja mogu dovesti do ograničenja naloga.',
      ] },
      { heading: '5. Plaćanje', paragraphs: ['Uslugu plaćate direktno lokalu, na način koji lokal prihvata (kartica, gotovina, telefon). Korišćenje platforme je za klijente besplatno. Iznosi u drugoj valuti su informativni.'] },
      { heading: '6. Ocene i sadržaj', list: [
        'Ocenu može ostaviti samo klijent čiji je termin završen, jednom po terminu.',
        'Zabranjeni su uvredljiv, neistinit ili reklamni sadržaj i lični podaci trećih lica; takav sadržaj uklanjamo.',
        'Lokali ne smeju kupovati, podmetati ni uslovljavati ocene.',
      ] },
      { heading: '7. Obaveze lokala', list: [
        'Tačni podaci o lokalu, uslugama, cenama, zaposlenima i radnom vremenu.',
        'Poštovanje potvrđenih termina i blagovremeno obaveštavanje klijenata o promenama.',
        'Zakonita obrada podataka klijenata, samo radi pružanja usluge.',
      ] },
      { heading: '8. Odgovornost', paragraphs: ['Trudimo se da platforma radi bez prekida, ali ne garantujemo neprekidnu dostupnost. Zakaži ne odgovara za kvalitet usluge lokala niti za štetu nastalu iz odnosa klijenta i lokala, osim kada zakon to izričito propisuje. Prava potrošača prema Zakonu o zaštiti potrošača ostaju netaknuta.'] },
      { heading: '9. Izmene i merodavno pravo', paragraphs: ['O bitnim izmenama uslova obaveštavamo najmanje 15 dana unapred. Na ove uslove primenjuje se pravo Republike Srbije; za sporove je nadležan sud u Beogradu, osim kada zakon potrošaču daje pravo na drugi sud.'] },
      { heading: '10. Kontakt', paragraphs: ['podrska@zakazi.rs'] },
    ],
  },
  en: {
    title: 'Terms of service',
    description: 'Rules for using Zakaži, for clients and businesses: accounts, bookings, cancellations, ratings and liability.',
    updated: '2026-11-01',
    intro: 'These terms govern the use of the Zakaži website and mobile app. By using the platform you accept them.',
    sections: [
      { heading: '1. What Zakaži is', paragraphs: ['Zakaži is an intermediary platform: it lets clients find businesses and book appointments, and lets businesses publish services and manage bookings. The service itself (a haircut, a check-up, a car wash…) is contracted directly between the client and the business; Zakaži does not provide it.'] },
      { heading: '2. Account', list: [
        'Booking requires an account with your real name, email and phone number.',
        'You are responsible for keeping your password safe and for actions taken from your account.',
        'You can delete your account at any time from your profile.',
      ] },
      { heading: '3. Bookings', list: [
        'A booking is a request to the business; it becomes binding when the business confirms it or uses automatic confirmation.',
        'Price and duration are those the business publishes at the time of booking.',
        'A professional can never hold two overlapping appointments — if a slot was taken meanwhile, you will be offered another.',
      ] },
      { heading: '4. Cancellation and no-shows', list: [
        'Clients can cancel from their profile until the appointment starts; please do so as early as possible.',
        'A business may reject or cancel an appointment; you will be notified.',
        'Repeated no-shows without cancelling may lead to account restrictions.',
      ] },
      { heading: '5. Payment', paragraphs: ['You pay the business directly, by the methods it accepts (card, cash, phone). Using the platform is free for clients. Amounts shown in another currency are indicative.'] },
      { heading: '6. Ratings and content', list: [
        'Only a client whose appointment is completed can rate it, once per appointment.',
        'Abusive, false or promotional content and other people’s personal data are not allowed and will be removed.',
        'Businesses must not buy, fake or condition ratings.',
      ] },
      { heading: '7. Businesses’ obligations', list: [
        'Accurate information about the business, services, prices, staff and hours.',
        'Honouring confirmed appointments and telling clients about changes in time.',
        'Lawful processing of client data, only to provide the service.',
      ] },
      { heading: '8. Liability', paragraphs: ['We work to keep the platform available but do not guarantee uninterrupted service. Zakaži is not liable for the quality of a business’s service or for damage arising between client and business, except where the law expressly says so. Your rights under consumer protection law are unaffected.'] },
      { heading: '9. Changes and governing law', paragraphs: ['We announce material changes at least 15 days in advance. These terms are governed by the law of the Republic of Serbia; the courts of Belgrade have jurisdiction, unless consumer law gives you the right to another court.'] },
      { heading: '10. Contact', paragraphs: ['podrska@zakazi.rs'] },
    ],
  },
};
