import type { Article } from './article';

export const about: { sr: Article; en: Article } = {
  sr: {
    title: 'O nama',
    description: 'Zakaži povezuje ljude sa frizerima, zubarima, perionicama, veterinarima i drugim lokalima u Srbiji i regionu.',
    intro: 'Zakaži je mesto gde za par minuta pronađete proverenog majstora svog zanata u svom gradu i rezervišete termin — bez poziva, bez čekanja na odgovor i bez dopisivanja.',
    sections: [
      { heading: 'Šta radimo', paragraphs: [
        'Na jednom mestu okupljamo lokale iz sedam oblasti: zdravlje, lepota, sport, nautika, automobili, ljubimci i pića i ugostiteljstvo. Za svaki lokal vidite usluge sa cenama i trajanjem, zaposlene, radno vreme, lokaciju i ocene klijenata koji su zaista bili tamo.',
        'Termin birate kod zaposlenog koga želite, u vreme koje vam odgovara, a podsetnik stiže pre dolaska.',
      ] },
      { heading: 'Za klijente', list: [
        'Pretraga po usluzi, gradu, ceni i oceni, i lista lokala u vašoj blizini.',
        'Transparentne cene pre rezervacije — bez iznenađenja na kasi.',
        'Ocene može da ostavi samo neko ko je termin zaista iskoristio.',
        'Besplatno za korisnike, zauvek.',
      ] },
      { heading: 'Za lokale', list: [
        'Online kalendar zaposlenih, usluga i radnog vremena, dostupan 24/7.',
        'Potvrđivanje ili automatsko prihvatanje rezervacija, podsetnici klijentima i manje propuštenih termina.',
        'Pregled prihoda i posećenosti po danu, nedelji i mesecu.',
      ] },
      { heading: 'Odakle smo', paragraphs: [
        'Zakaži je nastao u Srbiji, za navike i jezik ovog regiona: cene u dinarima, evrima, markama i denarima, srpski i engleski jezik i podrška koja odgovara istog dana.',
      ] },
      { heading: 'Kontakt', paragraphs: ['Opšta pitanja: info@zakazi.rs · Podrška: podrska@zakazi.rs · Partnerstva: partneri@zakazi.rs'] },
    ],
  },
  en: {
    title: 'About us',
    description: 'Zakaži connects people with hairdressers, dentists, car washes, vets and other local businesses in Serbia and the region.',
    intro: 'Zakaži is where you find a trusted local professional in a couple of minutes and book an appointment — no phone calls, no waiting for a reply, no back-and-forth messages.',
    sections: [
      { heading: 'What we do', paragraphs: [
        'We bring together businesses from seven areas: health, beauty, sports, nautics, cars, pets and drinks & hospitality. For every business you see services with prices and durations, staff, opening hours, location and ratings from clients who were really there.',
        'You book with the professional you prefer, at a time that suits you, and a reminder arrives before your visit.',
      ] },
      { heading: 'For clients', list: [
        'Search by service, city, price and rating, and a list of businesses near you.',
        'Clear prices before you book — no surprises at the till.',
        'Only people who actually used an appointment can leave a rating.',
        'Free for clients, forever.',
      ] },
      { heading: 'For businesses', list: [
        'An online calendar of staff, services and hours, open 24/7.',
        'Confirm bookings or accept them automatically, remind clients and cut no-shows.',
        'Revenue and attendance by day, week and month.',
      ] },
      { heading: 'Where we come from', paragraphs: [
        'Zakaži was built in Serbia for the habits and languages of the region: prices in dinars, euros, marks and denars, Serbian and English, and support that answers the same day.',
      ] },
      { heading: 'Contact', paragraphs: ['General: info@zakazi.rs · Support: podrska@zakazi.rs · Partnerships: partneri@zakazi.rs'] },
    ],
  },
};
