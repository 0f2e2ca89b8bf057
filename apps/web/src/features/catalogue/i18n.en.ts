/** Texts of features/catalogue in English. */
export const catalogueEn = {
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
};
