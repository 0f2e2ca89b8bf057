export const catalogue = {
  sr: {
    hero: {
      title: 'Zakažite termin', titleAccent: 'bez čekanja i poziva',
      text: 'Frizeri, zubari, perionice, veterinari, teretane i čarteri jahti u vašem gradu — uporedite ocene i cene i rezervišite kod omiljenog zaposlenog u par klikova.',
      searchLabel: 'Šta tražite?', searchPlaceholder: 'npr. šišanje, zubar, Novi Sad', searchButton: 'Pretraži', nearMe: 'Pronađi u blizini',
    },
    metaDescription: 'Zakaži — online zakazivanje kod frizera, zubara, perionica, veterinara i drugih lokala u Srbiji i regionu.',
    mainTitle: 'Izaberite oblast', mainText: 'Sedam oblasti, više od pedeset vrsta usluga.',
    categoriesOf: 'Kategorije — {{name}}', allCategories: 'Sve oblasti', categoryCount_one: '{{count}} kategorija', categoryCount_few: '{{count}} kategorije', categoryCount_other: '{{count}} kategorija',
    unknownMain: 'Ova oblast ne postoji.',
    partner: {
      title: 'Imate salon, ordinaciju ili servis?',
      text: 'Primajte rezervacije 24/7, smanjite broj propuštenih termina i pustite nove klijente da vas pronađu. Bez ugovorne obaveze.',
      button: 'Postanite partner',
    },
    perks: {
      a: 'Slobodni termini u realnom vremenu', b: 'Izbor omiljenog zaposlenog', c: 'Ocene samo od stvarnih klijenata',
    },
    rows: {
      near: 'U vašoj blizini', freeToday: 'Slobodno danas u gradu {{city}}', bestRated: 'Najbolje ocenjeni u gradu {{city}}', recent: 'Nedavno pregledani',
      seeAll: 'Prikaži sve', failed: 'Lista se nije učitala.',
    },
    category: {
      count_one: '{{count}} lokal', count_few: '{{count}} lokala', count_other: '{{count}} lokala',
      emptyTitle: 'Još nema lokala u ovoj kategoriji', emptyText: 'Pogledajte srodne kategorije ili pretražite po gradu.',
      notFound: 'Kategorija nije pronađena', notFoundText: 'Ova kategorija ne postoji ili je uklonjena.',
      back: 'Sve kategorije', description: '{{name}}: uporedite lokale, ocene i cene i zakažite termin online.',
      searchIn: 'Filtriraj po ceni i oceni',
      city: 'Grad', allCities: 'Svi gradovi',
      emptyCityTitle: 'U gradu {{city}} nema lokala ove kategorije', emptyCityText: 'Pogledajte sve gradove ili srodne kategorije.',
    },
  },
  en: {
    hero: {
      title: 'Book your appointment', titleAccent: 'without waiting or calling',
      text: 'Hairdressers, dentists, car washes, vets, gyms and yacht charters in your city — compare ratings and prices and book your favourite professional in a few clicks.',
      searchLabel: 'What are you looking for?', searchPlaceholder: 'e.g. haircut, dentist, Novi Sad', searchButton: 'Search', nearMe: 'Find near me',
    },
    metaDescription: 'Zakaži — online booking with hairdressers, dentists, car washes, vets and other local businesses in Serbia and the region.',
    mainTitle: 'Choose an area', mainText: 'Seven areas, more than fifty kinds of services.',
    categoriesOf: 'Categories — {{name}}', allCategories: 'All areas', categoryCount_one: '{{count}} category', categoryCount_other: '{{count}} categories',
    unknownMain: 'This area does not exist.',
    partner: {
      title: 'Own a salon, practice or service?',
      text: 'Take bookings 24/7, cut no-shows and let new clients find you. No lock-in contract.',
      button: 'Become a partner',
    },
    perks: {
      a: 'Real-time free slots', b: 'Pick your favourite professional', c: 'Reviews from real clients only',
    },
    rows: {
      near: 'Near you', freeToday: 'Free today in {{city}}', bestRated: 'Best rated in {{city}}', recent: 'Recently viewed',
      seeAll: 'See all', failed: 'The list did not load.',
    },
    category: {
      count_one: '{{count}} business', count_other: '{{count}} businesses',
      emptyTitle: 'No businesses in this category yet', emptyText: 'Try a related category or search by city.',
      notFound: 'Category not found', notFoundText: 'This category does not exist or was removed.',
      back: 'All categories', description: '{{name}}: compare businesses, ratings and prices and book online.',
      searchIn: 'Filter by price and rating',
      city: 'City', allCities: 'All cities',
      emptyCityTitle: 'No businesses of this category in {{city}}', emptyCityText: 'See all cities or a related category.',
    },
  },
};
