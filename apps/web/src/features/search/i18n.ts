export const search = {
  sr: {
    title: 'Pretraga', titleFor: 'Pretraga: {{q}}', description: 'Pretražite lokale po nazivu, usluzi, gradu, kategoriji, ceni i oceni.',
    filters: 'Filteri', q: 'Šta tražite', qPlaceholder: 'Naziv, usluga ili kategorija', city: 'Grad', cityPlaceholder: 'Svi gradovi',
    category: 'Kategorija', allCategories: 'Sve kategorije', price: 'Cena', currency: 'Valuta', currencyDefault: 'Valuta lokala', rating: 'Ocena',
    prices: { 1: 'Sve cene', 2: 'Do 2.000 RSD', 3: '2.000 – 5.000 RSD', 4: '5.000 – 10.000 RSD', 5: 'Preko 10.000 RSD' },
    ratings: { 1: 'Samo 5 zvezdica', 2: '4,5 i više', 3: '3,5 i više', 4: 'Sve ocene' },
    results_one: '{{count}} lokal', results_few: '{{count}} lokala', results_other: '{{count}} lokala',
    resultsMore: 'Više od {{count}} lokala',
    clear: 'Očisti filtere', emptyTitle: 'Nema lokala za ove filtere', emptyText: 'Probajte širi pojam, drugi grad ili uklonite neki filter.',
    pages: 'Stranice rezultata', pageN: 'Strana {{page}}', control: { first: 'Prva strana', previous: 'Prethodna strana', next: 'Sledeća strana', last: 'Poslednja strana' }, updating: 'Osvežavanje rezultata…', priceNote: 'Cenovni razredi su u dinarima; valuta menja prikaz cena.',
  },
  en: {
    title: 'Search', titleFor: 'Search: {{q}}', description: 'Search businesses by name, service, city, category, price and rating.',
    filters: 'Filters', q: 'What are you looking for', qPlaceholder: 'Name, service or category', city: 'City', cityPlaceholder: 'All cities',
    category: 'Category', allCategories: 'All categories', price: 'Price', currency: 'Currency', currencyDefault: "Business's currency", rating: 'Rating',
    prices: { 1: 'Any price', 2: 'Under 2,000 RSD', 3: '2,000 – 5,000 RSD', 4: '5,000 – 10,000 RSD', 5: 'Over 10,000 RSD' },
    ratings: { 1: '5 stars only', 2: '4.5 and up', 3: '3.5 and up', 4: 'Any rating' },
    results_one: '{{count}} business', results_other: '{{count}} businesses',
    resultsMore: 'More than {{count}} businesses',
    clear: 'Clear filters', emptyTitle: 'No businesses match these filters', emptyText: 'Try a broader term, another city or remove a filter.',
    pages: 'Result pages', pageN: 'Page {{page}}', control: { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }, updating: 'Updating results…', priceNote: 'Price bands are in dinars; the currency changes how prices are shown.',
  },
};
