export const nearMe = {
  sr: {
    title: 'U blizini', description: 'Lokali najbliži vama, sortirani po udaljenosti, na listi i na mapi.',
    asking: 'Tražimo vašu lokaciju…', askingText: 'Dozvolite pristup lokaciji u pregledaču da bismo prikazali najbliže lokale.',
    denied: 'Pristup lokaciji je odbijen.', unavailable: 'Lokacija trenutno nije dostupna.', unsupported: 'Ovaj pregledač ne podržava određivanje lokacije.',
    fallback: 'Izaberite grad i prikazaćemo lokale oko njegovog centra.', city: 'Grad', chooseCity: 'Izaberite grad', retry: 'Pokušaj ponovo sa mojom lokacijom',
    useMine: 'Koristi moju lokaciju', around: 'Oko centra: {{city}}', aroundMe: 'Oko vaše lokacije', aroundPoint: 'Oko izabrane tačke',
    category: 'Kategorija', allCategories: 'Sve kategorije', results_one: '{{count}} lokal u krugu od 25 km', results_few: '{{count}} lokala u krugu od 25 km', results_other: '{{count}} lokala u krugu od 25 km',
    away: '{{d}} od vas', emptyTitle: 'Nema lokala u blizini', emptyText: 'U krugu od 25 km nema lokala za ovaj izbor. Probajte drugu kategoriju ili grad.',
    map: 'Mapa lokala u blizini', you: 'Vi ste ovde', open: 'Otvori stranicu lokala', list: 'Lokali po udaljenosti',
  },
  en: {
    title: 'Near me', description: 'Businesses closest to you, sorted by distance, as a list and on a map.',
    asking: 'Finding your location…', askingText: 'Allow location access in your browser to see the nearest businesses.',
    denied: 'Location access was denied.', unavailable: 'Your location is not available right now.', unsupported: 'This browser cannot determine your location.',
    fallback: 'Choose a city and we will show businesses around its centre.', city: 'City', chooseCity: 'Choose a city', retry: 'Try my location again',
    useMine: 'Use my location', around: 'Around the centre of {{city}}', aroundMe: 'Around your location', aroundPoint: 'Around the chosen point',
    category: 'Category', allCategories: 'All categories', results_one: '{{count}} business within 25 km', results_other: '{{count}} businesses within 25 km',
    away: '{{d}} away', emptyTitle: 'Nothing nearby', emptyText: 'No businesses within 25 km for this choice. Try another category or city.',
    map: 'Map of nearby businesses', you: 'You are here', open: 'Open business page', list: 'Businesses by distance',
  },
};
