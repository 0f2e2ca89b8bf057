/** Texts of features/catalogue (Serbian; English in i18n.en.ts, loaded by English pages only: lib/i18n.ts). */
export const catalogue = {
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
};
