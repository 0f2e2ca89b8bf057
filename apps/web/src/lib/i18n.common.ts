/** Texts of the shell: header, footer, shared states. */
export const common = {
  sr: {
    appName: 'Zakaži',
    tagline: 'Zakažite termin kod najboljih u svom gradu',
    nav: { categories: 'Kategorije', search: 'Pretraga', nearMe: 'U blizini', partners: 'Za partnere', login: 'Prijava', menu: 'Meni', closeMenu: 'Zatvori meni', main: 'Glavna navigacija' },
    searchBox: { label: 'Pretraži salone, usluge i gradove', placeholder: 'Pretraži…', submit: 'Traži' },
    lang: { label: 'Jezik' },
    footer: {
      about: 'O nama', faq: 'Česta pitanja', privacy: 'Politika privatnosti', terms: 'Uslovi korišćenja',
      rights: '© {{year}} Zakaži. Sva prava zadržana.', explore: 'Istraži', company: 'Zakaži',
      blurb: 'Online zakazivanje kod frizera, zubara, perionica, veterinara i stotina drugih lokala u Srbiji i regionu.',
    },
    states: {
      loading: 'Učitavanje…', error: 'Nešto nije u redu', errorText: 'Podatke trenutno nije moguće učitati. Proverite vezu i pokušajte ponovo.',
      retry: 'Pokušaj ponovo', empty: 'Nema rezultata', offline: 'Niste povezani na internet.',
    },
    card: { from: 'od {{price}}', new: 'Novo', reviews_one: '{{count}} ocena', reviews_few: '{{count}} ocene', reviews_other: '{{count}} ocena', rating: 'Ocena {{value}} od 5', noCity: 'Grad nije naveden' },
    skipToContent: 'Preskoči na sadržaj',
    backHome: 'Nazad na početnu',
    routeError: 'Došlo je do greške prilikom prikaza stranice.',
    reload: 'Osveži stranicu',
    comingSoon: 'Stiže uskoro',
    map: { plainTitle: 'Podloga mape nije dostupna', plainText: 'Lokali su prikazani kao tačke na praznoj podlozi.', cluster: '{{count}} lokala, uvećaj' },
  },
  en: {
    appName: 'Zakaži',
    tagline: 'Book the best local professionals in your city',
    nav: { categories: 'Categories', search: 'Search', nearMe: 'Near me', partners: 'For partners', login: 'Log in', menu: 'Menu', closeMenu: 'Close menu', main: 'Main navigation' },
    searchBox: { label: 'Search salons, services and cities', placeholder: 'Search…', submit: 'Search' },
    lang: { label: 'Language' },
    footer: {
      about: 'About us', faq: 'FAQ', privacy: 'Privacy policy', terms: 'Terms of service',
      rights: '© {{year}} Zakaži. All rights reserved.', explore: 'Explore', company: 'Zakaži',
      blurb: 'Online booking with hairdressers, dentists, car washes, vets and hundreds of other local businesses in Serbia and the region.',
    },
    states: {
      loading: 'Loading…', error: 'Something went wrong', errorText: 'We could not load this right now. Check your connection and try again.',
      retry: 'Try again', empty: 'No results', offline: 'You are offline.',
    },
    card: { from: 'from {{price}}', new: 'New', reviews_one: '{{count}} review', reviews_other: '{{count}} reviews', rating: 'Rated {{value}} out of 5', noCity: 'City not listed' },
    skipToContent: 'Skip to content',
    backHome: 'Back to home',
    routeError: 'Something went wrong while showing this page.',
    reload: 'Reload page',
    comingSoon: 'Coming soon',
    map: { plainTitle: 'The map background is unavailable', plainText: 'Businesses are shown as pins on a plain background.', cluster: '{{count}} businesses, zoom in' },
  },
};
