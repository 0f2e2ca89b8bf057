import { TZDate } from '@date-fns/tz';
import { CATEGORY_SLUGS, type BookingStatus, type MainCategorySlug } from '@zakazi/contract';
import { CONTENT, CLOSINGS, INTROS, type CategoryContent, type Hours } from './catalogue-content.ts';
import { CITIES, COUNTRY_PHONE, COUNTRY_TLD, cityByName, type City } from './cities.ts';
import { BOOKING_NOTES, COMMENTS, FEMALE_NAMES, LAST_NAMES, MALE_NAMES, asciiSlug } from './names.ts';

/**
 * The demo world as plain objects, built from a seed: the same seed gives the same businesses,
 * people and ratings every time; `now` only anchors the bookings in time. Nothing here touches
 * the database (load.ts writes it).
 */

export type Currency = 'RSD' | 'EUR' | 'BAM' | 'MKD';
export type PaymentMethod = 'card' | 'cache' | 'phone';
export type Role = 'RegularUser' | 'Administrator' | 'SystemAdministrator' | 'Employee';

export type DemoUser = { email: string; ime: string; prezime: string; brojTelefona: string; role: Role };
export type DemoService = {
  naziv: string;
  cena: number;
  valuta: Currency;
  trajanjeMinuta: number;
  /** processing gap after it: the client stays, the employee is free (0 when absent) */
  cekanjeMinuta?: number;
  /** cleanup after it: the employee is busy, the client has left (0 when absent) */
  pospremanjeMinuta?: number;
};
export type DayHours = { dan: number; pocetak: string; kraj: string };
export type DemoEmployee = {
  ime: string;
  prezime: string;
  /** index into world.users of the employee's login, if any */
  user: number | null;
  /** indexes into the business's services */
  services: number[];
  week: DayHours[];
  pauze: DayHours[];
};
export type RatingProfile = 'perfect' | 'high' | 'good' | 'low' | 'none';
export type DemoBusiness = {
  naziv: string;
  opis: string;
  main: MainCategorySlug;
  category: string;
  adresa: { ulica: string; broj: string; grad: string; postanskiBroj: string; latitude: number; longitude: number };
  telefon: string;
  email: string;
  website: string | null;
  vremenskaZona: string;
  naciniPlacanja: PaymentMethod[];
  valuta: Currency;
  korakMinuta: number;
  automatskaPotvrda: boolean;
  /** index into world.users */
  owner: number | null;
  services: DemoService[];
  employees: DemoEmployee[];
  images: string[];
  ratingProfile: RatingProfile;
};
/** The demo's requests were all answered in time: none rejected, none expired. */
type DemoBookingStatus = Exclude<BookingStatus, 'rejected' | 'expired'>;
export type DemoBooking = {
  business: number;
  service: number;
  employee: number;
  user: number;
  /** ISO instants, UTC */
  start: string;
  end: string;
  cena: number;
  valuta: Currency;
  status: DemoBookingStatus;
  napomena: string | null;
  createdAt: string;
  rating: { ocena: number; komentar: string | null; createdAt: string } | null;
  /** the parts of one visit of several services share this key (load.ts gives them one visit number) */
  poseta?: string;
};
/** Views of a business's page on one local day (pregled_entiteta). */
export type DemoPageViews = { business: number; dan: string; broj: number };
export type DemoWorld = {
  users: DemoUser[];
  businesses: DemoBusiness[];
  bookings: DemoBooking[];
  favorites: { user: number; business: number }[];
  pageViews: DemoPageViews[];
};

export const DEMO_PASSWORD = 'Demo1234!';
const DEMO_SEED = 20_240_601;
/** Indexes of the named demo accounts in world.users. */
export const DEMO_USERS = { kupac: 0, vlasnik: 1, radnik: 2, admin: 3 } as const;
const REGULAR_USER_COUNT = 200;

// ── randomness ──────────────────────────────────────────────────────────────

export type Rng = {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  shuffle: <T>(items: readonly T[]) => T[];
};

/** mulberry32: small, fast, and the same on every platform. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    weighted: (entries) => {
      const total = entries.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [value, w] of entries) if ((r -= w) < 0) return value;
      return entries[entries.length - 1]![0];
    },
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

// ── helpers ─────────────────────────────────────────────────────────────────

const RATES_TO_RSD: Record<Currency, number> = { RSD: 1, EUR: 117.2, BAM: 59.9, MKD: 1.9 };

/** A price in RSD as a business in `currency` would ask it: to 50/100 RSD, whole or 5 EUR/BAM, 50 MKD (the bench dataset prices this way too). */
export function roundPrice(rsd: number, currency: Currency): number {
  if (currency === 'RSD') return rsd < 2000 ? Math.round(rsd / 50) * 50 : Math.round(rsd / 100) * 100;
  const value = rsd / RATES_TO_RSD[currency];
  if (currency === 'MKD') return Math.max(50, Math.round(value / 50) * 50);
  return value < 50 ? Math.max(5, Math.round(value)) : Math.round(value / 5) * 5;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

function phone(rng: Rng, city: City, mobileShare = 0.5): string {
  const cc = COUNTRY_PHONE[city.country];
  if (rng.chance(mobileShare)) {
    const prefix = city.country === 'RS' ? rng.pick(['60', '61', '62', '63', '64', '65', '66', '69']) : rng.pick(['67', '68', '69', '70']);
    return `${cc} ${prefix} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  }
  return `${cc} ${city.areaCode} ${rng.int(200, 799)} ${rng.int(1000, 9999)}`;
}

function personPhone(rng: Rng): string {
  return `+381 6${rng.int(0, 6)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
}

/** A point `spreadKm` around a centre, denser near the middle, as a real city is (the bench dataset places businesses so too). */
export function scatter(rng: Rng, lat: number, lng: number, spreadKm: number): { latitude: number; longitude: number } {
  const r = spreadKm * Math.sqrt(rng.next()) * (0.15 + 0.85 * rng.next());
  const angle = rng.next() * 2 * Math.PI;
  const dLat = (r * Math.cos(angle)) / 111.2;
  const dLng = (r * Math.sin(angle)) / (111.2 * Math.cos((lat * Math.PI) / 180));
  return { latitude: Number((lat + dLat).toFixed(6)), longitude: Number((lng + dLng).toFixed(6)) };
}

// ── working weeks ───────────────────────────────────────────────────────────

const SHIFTS: Record<Hours, string[]> = {
  office: ['08:00-16:00', '09:00-17:00', '08:00-15:00', '12:00-20:00', '07:30-15:30'],
  salon: ['09:00-17:00', '10:00-18:00', '12:00-20:00', '08:00-16:00', '09:00-19:00'],
  long: ['08:00-20:00', '07:00-15:00', '08:00-16:00', '12:00-20:00', '13:00-21:00'],
  evening: ['12:00-20:00', '14:00-22:00', '10:00-18:00', '16:00-22:00', '12:00-23:00'],
  water: ['08:00-20:00', '09:00-19:00', '10:00-18:00'],
};

function weekFor(rng: Rng, hours: Hours, days: number[]): { week: DayHours[]; pauze: DayHours[] } {
  const [pocetak, kraj] = rng.pick(SHIFTS[hours]).split('-') as [string, string];
  const week: DayHours[] = [];
  for (const dan of days) {
    if (dan === 6 && hours !== 'water' && hours !== 'evening') week.push({ dan, pocetak: toMinutes(pocetak) < 12 * 60 ? pocetak : '09:00', kraj: '15:00' });
    else if (dan === 7 && hours !== 'water') week.push({ dan, pocetak: '10:00', kraj: hours === 'evening' ? '20:00' : '14:00' });
    else week.push({ dan, pocetak, kraj });
  }
  const pauze: DayHours[] = [];
  const length = toMinutes(kraj) - toMinutes(pocetak);
  if (length >= 8 * 60 && rng.chance(0.45)) {
    const start = toMinutes(pocetak) + Math.round(length / 2 / 30) * 30;
    const minutes = rng.pick([30, 30, 45, 60]);
    for (const d of week) if (d.dan <= 5) pauze.push({ dan: d.dan, pocetak: toHhmm(start), kraj: toHhmm(start + minutes) });
  }
  return { week, pauze };
}

// ── the world ───────────────────────────────────────────────────────────────

export type GenerateOptions = { seed?: number; now?: Date; regularUsers?: number };

export function generateWorld(options: GenerateOptions = {}): DemoWorld {
  const rng = createRng(options.seed ?? DEMO_SEED);
  const now = options.now ?? new Date();
  const users = makeUsers(rng, options.regularUsers ?? REGULAR_USER_COUNT);
  const businesses = makeBusinesses(rng);
  const bookings = makeBookings(rng, businesses, users, now);
  const favorites = makeFavorites(rng, businesses, users);
  // Their own stream of numbers, so adding them changed nothing of the world drawn before.
  const pageViews = makePageViews(createRng((options.seed ?? DEMO_SEED) + 1), businesses.length, bookings, now);
  return { users, businesses, bookings, favorites, pageViews };
}

function makeUsers(rng: Rng, regular: number): DemoUser[] {
  const users: DemoUser[] = [
    { email: 'kupac@zakazi.demo', ime: 'Milica', prezime: 'Petrović', brojTelefona: '+381 64 111 2233', role: 'RegularUser' },
    { email: 'vlasnik@zakazi.demo', ime: 'Dragana', prezime: 'Lukić', brojTelefona: '+381 63 444 5566', role: 'Administrator' },
    { email: 'radnik@zakazi.demo', ime: 'Jelena', prezime: 'Marković', brojTelefona: '+381 65 777 8899', role: 'Employee' },
    { email: 'admin@zakazi.demo', ime: 'Admin', prezime: 'Zakaži', brojTelefona: '+381 11 300 4000', role: 'SystemAdministrator' },
  ];
  const taken = new Set(users.map((u) => u.email));
  while (users.length < 4 + regular) {
    const female = rng.chance(0.55);
    const ime = rng.pick(female ? FEMALE_NAMES : MALE_NAMES);
    const prezime = rng.pick(LAST_NAMES);
    const base = `${asciiSlug(ime)}.${asciiSlug(prezime)}`;
    let email = `${base}@primer.rs`;
    for (let n = 2; taken.has(email); n++) email = `${base}${n}@primer.rs`;
    taken.add(email);
    users.push({ email, ime, prezime, brojTelefona: personPhone(rng), role: 'RegularUser' });
  }
  return users;
}

const GENERAL_CITIES: [string, number][] = CITIES.filter((c) => c.weight > 0).map((c) => [c.name, c.weight]);

/** Rating profiles by share: every rating band gets many businesses, and some have none yet. */
const PROFILES: [RatingProfile, number][] = [['perfect', 12], ['high', 34], ['good', 30], ['low', 13], ['none', 11]];

const PAYMENTS: [PaymentMethod[], number][] = [
  [['card', 'cache'], 5], [['cache'], 2], [['card', 'cache', 'phone'], 2], [['card'], 1], [['cache', 'phone'], 1],
];

/**
 * Services that go together in one visit (issue 28), per category: the first is done first, then
 * the second; each with its processing gap or cleanup. A third of each category's businesses (and
 * the showcase) gets the pair, added if missing (in place of the last extra service when there
 * are already 8); the others that happen to offer both get the same time rules.
 */
const VISIT_PAIRS: Record<string, [DemoPairService, DemoPairService]> = {
  hairdresser: [{ naziv: 'Farbanje', cekanjeMinuta: 30 }, { naziv: 'Žensko šišanje' }],
  'beauty-salon': [{ naziv: 'Čišćenje lica', pospremanjeMinuta: 10 }, { naziv: 'Masaža lica' }],
  'car-wash': [{ naziv: 'Kompletno pranje', pospremanjeMinuta: 15 }, { naziv: 'Poliranje' }],
  grooming: [{ naziv: 'Kupanje malog psa', cekanjeMinuta: 15 }, { naziv: 'Šišanje malog psa', pospremanjeMinuta: 15 }],
};
type DemoPairService = { naziv: string; cekanjeMinuta?: number; pospremanjeMinuta?: number };

function withVisitPair(business: DemoBusiness, ensure: boolean): void {
  const pair = VISIT_PAIRS[business.category];
  const content = CONTENT[business.category];
  if (!pair || !content) return;
  const present = pair.map((p) => business.services.findIndex((s) => s.naziv === p.naziv));
  if (present.some((i) => i < 0) && !ensure) return;
  for (const [k, p] of pair.entries()) {
    let index = present[k]!;
    if (index < 0) {
      const [naziv, min, max, trajanjeMinuta] = content.services.find(([n]) => n === p.naziv)!;
      const added: DemoService = { naziv, cena: roundPrice((min + max) / 2, business.valuta), valuta: business.valuta, trajanjeMinuta };
      const partner = present[1 - k]!;
      // In place of the last service that is not the partner when the list is full.
      index = business.services.length < 8 ? business.services.length : business.services.length - 1 === partner ? business.services.length - 2 : business.services.length - 1;
      if (index === business.services.length) business.services.push(added);
      else business.services[index] = added;
      // The partner's employees take it too (else the first employee).
      for (const e of business.employees) {
        if ((partner >= 0 && e.services.includes(partner)) || e === business.employees[0]) e.services = [...new Set([...e.services, index])].sort((a, b) => a - b);
      }
      present[k] = index;
    }
    const service = business.services[index]!;
    if (p.cekanjeMinuta) service.cekanjeMinuta = p.cekanjeMinuta;
    if (p.pospremanjeMinuta) service.pospremanjeMinuta = p.pospremanjeMinuta;
  }
}

function makeBusinesses(rng: Rng): DemoBusiness[] {
  // The showcase business comes first (index 0) and counts as one of the hairdressers.
  const businesses: DemoBusiness[] = [showcaseBusiness()];
  const names = new Set<string>([businesses[0]!.naziv]);
  for (const main of Object.keys(CATEGORY_SLUGS) as MainCategorySlug[]) {
    for (const category of CATEGORY_SLUGS[main]) {
      const content = CONTENT[category];
      if (!content || content.main !== main) throw new Error(`no demo content for ${main}/${category}`);
      for (let i = 0; i < content.count; i++) {
        if (category === 'hairdresser' && i === 0) continue;
        // Make sure the small cities with diacritics have their "Frizerski salon".
        const forcedCity = category === 'hairdresser' ? ({ 1: 'Čačak', 2: 'Niš', 3: 'Užice', 4: 'Šabac' } as Record<number, string>)[i] : undefined;
        businesses.push(makeBusiness(rng, content, main, category, i, names, forcedCity));
        withVisitPair(businesses.at(-1)!, i % 3 === 0);
      }
    }
  }
  withVisitPair(businesses[0]!, true);
  return businesses;
}

function makeBusiness(
  rng: Rng, content: CategoryContent, main: MainCategorySlug, category: string, index: number, names: Set<string>, forcedCity?: string,
): DemoBusiness {
  const cityWeights = content.cities ? Object.entries(content.cities) : GENERAL_CITIES;
  // Each city of a category's own list gets one business before chance takes over.
  const city = cityByName(forcedCity ?? (content.cities && index < cityWeights.length ? cityWeights[index]![0] : rng.weighted(cityWeights)));

  let naziv = '';
  for (let attempt = 0; attempt < 40 && (!naziv || names.has(naziv)); attempt++) {
    const pattern = forcedCity ? content.names[0]! : rng.pick(content.names);
    naziv = pattern.replace('{w}', rng.pick(content.words));
    if (attempt > 20) naziv = `${naziv} ${city.name}`;
  }
  names.add(naziv);

  let ulica: string;
  let broj: string;
  let point: { latitude: number; longitude: number };
  const water = content.waterfront ? city.waterfront : undefined;
  if (water && water.length > 0) {
    const spot = rng.pick(water);
    ulica = spot.street.replace(/ bb$/, '');
    broj = spot.street.endsWith(' bb') || rng.chance(0.5) ? 'bb' : String(rng.int(1, 40));
    point = scatter(rng, spot.lat, spot.lng, 0.25);
  } else {
    ulica = rng.pick(city.streets);
    broj = `${rng.chance(0.6) ? rng.int(1, 30) : rng.int(1, 120)}${rng.chance(0.1) ? rng.pick(['a', 'b', 'v']) : ''}`;
    point = scatter(rng, city.lat, city.lng, city.spreadKm);
  }

  const valuta = city.currency;
  const priceLevel = rng.next();
  // Some businesses specialise in the dearer work (a detailing studio, an aesthetic dental clinic).
  const dear = content.services.filter(([, min]) => min >= 4500);
  const specialised = dear.length >= 3 && dear.length < content.services.length && rng.chance(0.3);
  const pool = specialised ? dear : content.services;
  const core = specialised ? 1 : Math.min(content.core ?? 2, pool.length);
  const total = rng.int(Math.min(3, pool.length), Math.min(8, pool.length));
  const extras = rng.shuffle(pool.slice(core).map((_, i) => i + core)).slice(0, Math.max(0, total - core)).sort((a, b) => a - b);
  const services: DemoService[] = [...Array.from({ length: core }, (_, i) => i), ...extras].map((si) => {
    const [naziv, min, max, trajanjeMinuta] = pool[si]!;
    const level = Math.min(1, Math.max(0, priceLevel * 0.7 + rng.next() * 0.3));
    return { naziv, cena: roundPrice(min + (max - min) * level, valuta), valuta, trajanjeMinuta };
  });

  const employeeCount = content.hours === 'water' ? rng.int(1, 2) : rng.weighted([[1, 2], [2, 3], [3, 3], [4, 2], [5, 1]] as const);
  const days = content.hours === 'water'
    ? [1, 2, 3, 4, 5, 6, 7]
    : rng.weighted([[[1, 2, 3, 4, 5], 4], [[1, 2, 3, 4, 5, 6], 5], [[1, 2, 3, 4, 5, 6, 7], 1.5]] as const);
  const femaleShare = main === 'beauty' ? 0.85 : main === 'cars' ? 0.15 : 0.55;
  const employees: DemoEmployee[] = [];
  for (let e = 0; e < employeeCount; e++) {
    const female = rng.chance(femaleShare);
    const { week, pauze } = weekFor(rng, content.hours, [...days]);
    const mine = services.map((_, si) => si).filter(() => rng.chance(0.7));
    employees.push({
      ime: rng.pick(female ? FEMALE_NAMES : MALE_NAMES),
      prezime: rng.pick(LAST_NAMES),
      user: null,
      services: mine.length > 0 ? mine : [rng.int(0, services.length - 1)],
      week,
      pauze,
    });
  }
  services.forEach((_, si) => {
    if (!employees.some((e) => e.services.includes(si))) {
      const e = rng.pick(employees);
      e.services = [...e.services, si].sort((a, b) => a - b);
    }
  });

  const domain = `${asciiSlug(naziv.replace(/^(Frizerski salon|Stomatološka ordinacija|Auto perionica) /, ''), '')}.${COUNTRY_TLD[city.country]}`;
  const opis = describe(rng, content, naziv, city, ulica, broj);
  const imageCount = rng.int(1, 3);
  const first = index % 3;
  return {
    naziv,
    opis,
    main,
    category,
    adresa: { ulica, broj, grad: city.name, postanskiBroj: city.postcode, ...point },
    telefon: phone(rng, city),
    email: rng.chance(0.7) ? `info@${domain}` : `${asciiSlug(naziv, '')}@gmail.com`,
    website: rng.chance(0.4) ? `https://www.${domain}` : null,
    vremenskaZona: city.timeZone,
    naciniPlacanja: [...rng.weighted(PAYMENTS)],
    valuta,
    korakMinuta: content.hours === 'water' ? 30 : 15,
    automatskaPotvrda: rng.chance(0.3),
    owner: null,
    services,
    employees,
    images: Array.from({ length: imageCount }, (_, k) => `/images/demo/${category}-${((first + k) % 3) + 1}.webp`),
    ratingProfile: rng.weighted(PROFILES),
  };
}

function describe(rng: Rng, content: CategoryContent, naziv: string, city: City, ulica: string, broj: string): string {
  const intro = rng
    .pick(INTROS)
    .replace('{naziv}', naziv)
    .replace('{grad}', city.locative)
    .replace('{godina}', String(rng.int(1994, 2021)))
    .replace('{ulica}', ulica)
    .replace('{broj}', broj);
  const about = rng.shuffle(content.about).slice(0, rng.int(1, Math.min(2, content.about.length)));
  const sentences = [intro, ...about];
  if (sentences.length < 3 || rng.chance(0.4)) sentences.push(rng.pick(CLOSINGS));
  return sentences.join(' ');
}

/** The business the demo owner and employee log into: a Belgrade hairdresser that looks its best. */
function showcaseBusiness(): DemoBusiness {
  const s = (naziv: string, cena: number, trajanjeMinuta: number): DemoService => ({ naziv, cena, valuta: 'RSD', trajanjeMinuta });
  const week = (pocetak: string, kraj: string): DayHours[] => [
    ...[1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak, kraj })),
    { dan: 6, pocetak: '09:00', kraj: '15:00' },
  ];
  const lunch = (pocetak: string, kraj: string): DayHours[] => [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak, kraj }));
  return {
    naziv: 'Frizerski salon Lepotica',
    opis:
      'Frizerski salon Lepotica radi u Beogradu od 2009. godine, u mirnoj Svetogorskoj ulici na Dorćolu. ' +
      'Specijalnost kuće su balayage, prirodne nijanse plave i keratinski tretmani koji kosi vraćaju sjaj. ' +
      'Koristimo profesionalne preparate bez amonijaka, a uz svaku uslugu ide i dobra kafa. Radujemo se vašem dolasku!',
    main: 'beauty',
    category: 'hairdresser',
    adresa: { ulica: 'Svetogorska', broj: '18', grad: 'Beograd', postanskiBroj: '11000', latitude: 44.81386, longitude: 20.47268 },
    telefon: '+381 11 323 4455',
    email: 'info@lepotica.rs',
    website: 'https://www.lepotica.rs',
    vremenskaZona: 'Europe/Belgrade',
    naciniPlacanja: ['card', 'cache'],
    valuta: 'RSD',
    korakMinuta: 15,
    automatskaPotvrda: false,
    owner: DEMO_USERS.vlasnik,
    services: [
      s('Žensko šišanje', 1800, 45), s('Muško šišanje', 1200, 30), s('Feniranje', 1200, 30), s('Farbanje', 4200, 90),
      s('Pramenovi', 5800, 120), s('Keratinski tretman', 8500, 150), s('Svečana frizura', 3500, 60),
    ],
    employees: [
      { ime: 'Jelena', prezime: 'Marković', user: DEMO_USERS.radnik, services: [0, 2, 3, 4, 6], week: week('09:00', '17:00'), pauze: lunch('13:00', '13:30') },
      { ime: 'Ivana', prezime: 'Stojanović', user: null, services: [0, 2, 3, 4, 5], week: week('12:00', '20:00'), pauze: lunch('16:00', '16:30') },
      { ime: 'Marko', prezime: 'Ilić', user: null, services: [1, 2], week: week('10:00', '18:00'), pauze: [] },
      { ime: 'Tijana', prezime: 'Pavlović', user: null, services: [0, 2, 5, 6], week: week('09:00', '17:00').filter((d) => d.dan !== 1), pauze: [] },
    ],
    images: ['/images/demo/hairdresser-1.webp', '/images/demo/hairdresser-2.webp', '/images/demo/hairdresser-3.webp'],
    ratingProfile: 'high',
  };
}

// ── bookings and ratings ────────────────────────────────────────────────────

const DAY_MS = 86_400_000;

type Calendar = { today: number; instant: (day: number, minutes: number, tz: string) => Date; weekday: (day: number) => number };

/** Days are counted from today in Belgrade (0 = today, -1 = yesterday); wall-clock times become instants per time zone. */
function calendar(now: Date): Calendar {
  const local = new TZDate(now.getTime(), 'Europe/Belgrade');
  const today = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  return {
    today,
    weekday: (day) => ((new Date(today + day * DAY_MS).getUTCDay() + 6) % 7) + 1,
    instant: (day, minutes, tz) => {
      const d = new Date(today + day * DAY_MS);
      return new Date(new TZDate(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), Math.floor(minutes / 60), minutes % 60, 0, tz).getTime());
    },
  };
}

/** Scores whose average lies inside the profile's rating band (as the server rounds it, to 2 decimals). */
export function scoresFor(rng: Rng, profile: RatingProfile, n: number): number[] {
  if (profile === 'none' || n === 0) return [];
  if (profile === 'perfect') return Array.from({ length: n }, () => 5);
  const [lo, hi, target] =
    profile === 'high' ? [4.5, 4.94, 4.5 + rng.next() * 0.42] : profile === 'good' ? [3.5, 4.44, 3.55 + rng.next() * 0.85] : [1.6, 3.44, 2.3 + rng.next() * 1.1];
  const sum = Math.min(Math.floor(hi * n), Math.max(Math.ceil(lo * n), Math.round(target * n)));
  const scores = Array.from({ length: n }, () => 5);
  let deficit = 5 * n - sum;
  const floor = profile === 'high' ? 3 : 1;
  for (let guard = 0; deficit > 0 && guard < 10_000; guard++) {
    const i = rng.int(0, n - 1);
    if (scores[i]! > floor) {
      scores[i]!--;
      deficit--;
    }
  }
  return scores;
}

const RATING_COUNTS: Record<RatingProfile, [number, number]> = { perfect: [3, 9], high: [5, 26], good: [4, 20], low: [3, 10], none: [0, 0] };

function makeBookings(rng: Rng, businesses: DemoBusiness[], users: DemoUser[], now: Date): DemoBooking[] {
  const cal = calendar(now);
  const bookings: DemoBooking[] = [];
  const customers = users.map((u, i) => (u.role === 'RegularUser' && i !== DEMO_USERS.kupac ? i : -1)).filter((i) => i >= 0);
  /** employee key → day → taken [start, end) minutes */
  const taken = new Map<string, [number, number][]>();

  const place = (b: number, firstDay: number, lastDay: number, serviceIndex?: number): { service: number; employee: number; day: number; from: number; to: number } | null => {
    const business = businesses[b]!;
    for (let attempt = 0; attempt < 30; attempt++) {
      const service = serviceIndex ?? rng.int(0, business.services.length - 1);
      const candidates = business.employees.map((e, i) => (e.services.includes(service) ? i : -1)).filter((i) => i >= 0);
      const employee = rng.pick(candidates);
      const d = rng.int(firstDay, lastDay);
      const hours = business.employees[employee]!.week.find((w) => w.dan === cal.weekday(d));
      if (!hours) continue;
      const duration = business.services[service]!.trajanjeMinuta;
      const open = toMinutes(hours.pocetak);
      const close = toMinutes(hours.kraj);
      const slots = Math.floor((close - duration - open) / business.korakMinuta);
      if (slots < 0) continue;
      const from = open + rng.int(0, slots) * business.korakMinuta;
      const to = from + duration;
      const busy = [
        ...business.employees[employee]!.pauze.filter((p) => p.dan === hours.dan).map((p) => [toMinutes(p.pocetak), toMinutes(p.kraj)] as [number, number]),
        ...(taken.get(`${b}/${employee}/${d}`) ?? []),
      ];
      if (busy.some(([s, e]) => from < e && s < to)) continue;
      taken.set(`${b}/${employee}/${d}`, [...(taken.get(`${b}/${employee}/${d}`) ?? []), [from, to]]);
      return { service, employee, day: d, from, to };
    }
    return null;
  };

  const push = (b: number, slot: NonNullable<ReturnType<typeof place>>, user: number, status: DemoBookingStatus, score: number | null) => {
    const business = businesses[b]!;
    const service = business.services[slot.service]!;
    const start = cal.instant(slot.day, slot.from, business.vremenskaZona);
    const end = cal.instant(slot.day, slot.to, business.vremenskaZona);
    const createdAt = new Date(Math.min(start.getTime() - rng.int(2, 240) * 3_600_000, now.getTime() - 3_600_000));
    let rating: DemoBooking['rating'] = null;
    if (score !== null) {
      const commented = rng.chance(score <= 2 ? 0.9 : 0.6);
      const komentar = commented ? rng.pick(COMMENTS[score as 1 | 2 | 3 | 4 | 5]).replace('{usluga}', service.naziv.toLowerCase()) : null;
      const ratedAt = new Date(Math.min(end.getTime() + rng.int(1, 48) * 3_600_000, now.getTime() - 60_000));
      rating = { ocena: score, komentar: komentar && /^[a-zčćšžđ]/.test(komentar) ? komentar[0]!.toUpperCase() + komentar.slice(1) : komentar, createdAt: ratedAt.toISOString() };
    }
    bookings.push({
      business: b, service: slot.service, employee: slot.employee, user, start: start.toISOString(), end: end.toISOString(),
      cena: service.cena, valuta: service.valuta, status, napomena: rng.chance(0.12) ? rng.pick(BOOKING_NOTES) : null,
      createdAt: createdAt.toISOString(), rating,
    });
  };

  businesses.forEach((business, b) => {
    const showcase = business.owner === DEMO_USERS.vlasnik;
    const [minN, maxN] = RATING_COUNTS[business.ratingProfile];
    const n = showcase ? 28 : rng.int(minN, maxN);
    const scores = scoresFor(rng, business.ratingProfile, n);
    const unrated = showcase ? 90 : rng.int(0, 4);
    const missed = showcase ? 12 : rng.int(0, 2);
    const horizon = showcase ? 45 : 150;
    for (const score of scores) {
      const slot = place(b, -horizon, -4);
      if (slot) push(b, slot, rng.pick(customers), 'completed', score);
    }
    for (let k = 0; k < unrated + missed; k++) {
      const slot = place(b, -horizon, -4);
      if (slot) push(b, slot, rng.pick(customers), k < unrated ? 'completed' : rng.pick(['cancelled', 'noShow'] as const), null);
    }
    if (showcase) {
      // Busy days ahead, including the demo customer's own appointments.
      for (let k = 0; k < 24; k++) {
        const slot = place(b, 1, 14);
        if (slot) push(b, slot, rng.pick(customers), rng.chance(0.6) ? 'confirmed' : 'pending', null);
      }
      for (const [day, service, status] of [[2, 0, 'pending'], [5, 3, 'confirmed'], [9, 2, 'pending']] as const) {
        const slot = place(b, day, day + 2, service);
        if (slot) push(b, slot, DEMO_USERS.kupac, status, null);
      }
    }
  });

  // The demo customer's own history: a few rated visits, and some still waiting for a rating.
  const rated = rng.shuffle(bookings.filter((bk) => bk.rating && bk.status === 'completed' && bk.business !== 0)).slice(0, 3);
  const unratedPast = rng.shuffle(bookings.filter((bk) => !bk.rating && bk.status === 'completed' && bk.business !== 0)).slice(0, 3);
  for (const bk of [...rated, ...unratedPast]) bk.user = DEMO_USERS.kupac;
  pastVisitOfDemoCustomer(businesses, bookings, cal, now);
  bookings.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.business - b.business));
  return bookings;
}

/**
 * The demo customer's past visit of two services at the showcase salon, to book again: colour,
 * its processing gap, then a cut, both with Jelena, on the latest working day at least four days
 * ago where her morning is free. Placed without the random source, so the rest of the world
 * stays as it was.
 */
function pastVisitOfDemoCustomer(businesses: DemoBusiness[], bookings: DemoBooking[], cal: Calendar, now: Date): void {
  const business = businesses[0]!;
  const colour = business.services.findIndex((s) => s.naziv === 'Farbanje');
  const cut = business.services.findIndex((s) => s.naziv === 'Žensko šišanje');
  const jelena = business.employees.findIndex((e) => e.services.includes(colour) && e.services.includes(cut));
  if (colour < 0 || cut < 0 || jelena < 0) return;
  const gap = business.services[colour]!.cekanjeMinuta ?? 0;
  const parts = [
    { service: colour, from: 9 * 60, to: 9 * 60 + business.services[colour]!.trajanjeMinuta },
    { service: cut, from: 9 * 60 + business.services[colour]!.trajanjeMinuta + gap, to: 9 * 60 + business.services[colour]!.trajanjeMinuta + gap + business.services[cut]!.trajanjeMinuta },
  ];
  for (let day = -4; day > -30; day--) {
    const hours = business.employees[jelena]!.week.find((w) => w.dan === cal.weekday(day));
    if (!hours || toMinutes(hours.pocetak) > parts[0]!.from || toMinutes(hours.kraj) < parts[1]!.to) continue;
    const at = (minutes: number) => cal.instant(day, minutes, business.vremenskaZona).getTime();
    const clash = bookings.some((bk) => bk.business === 0 && bk.employee === jelena && Date.parse(bk.start) < at(parts[1]!.to) && Date.parse(bk.end) > at(parts[0]!.from));
    const pause = business.employees[jelena]!.pauze.some((p) => p.dan === hours.dan && toMinutes(p.pocetak) < parts[1]!.to && toMinutes(p.kraj) > parts[0]!.from);
    if (clash || pause) continue;
    const createdAt = new Date(Math.min(at(parts[0]!.from) - 3 * DAY_MS, now.getTime() - 3_600_000)).toISOString();
    for (const part of parts) {
      const service = business.services[part.service]!;
      bookings.push({
        business: 0, service: part.service, employee: jelena, user: DEMO_USERS.kupac,
        start: new Date(at(part.from)).toISOString(), end: new Date(at(part.to)).toISOString(),
        cena: service.cena, valuta: service.valuta, status: 'completed', napomena: null, createdAt, rating: null, poseta: 'kupac-farbanje-sisanje',
      });
    }
    return;
  }
}

function makeFavorites(rng: Rng, businesses: DemoBusiness[], users: DemoUser[]): { user: number; business: number }[] {
  const favorites: { user: number; business: number }[] = [];
  const seen = new Set<string>();
  const add = (user: number, business: number) => {
    const key = `${user}/${business}`;
    if (!seen.has(key)) {
      seen.add(key);
      favorites.push({ user, business });
    }
  };
  add(DEMO_USERS.kupac, 0);
  for (let k = 0; k < 5; k++) add(DEMO_USERS.kupac, rng.int(1, businesses.length - 1));
  users.forEach((u, i) => {
    if (u.role !== 'RegularUser' || i === DEMO_USERS.kupac) return;
    for (let k = rng.int(0, 3); k > 0; k--) add(i, rng.int(0, businesses.length - 1));
  });
  return favorites;
}


// ── page views ──────────────────────────────────────────────────────────────

/** How far back the demo's page views go: the statistics tab shows 30 days up to a chosen day. */
export const PAGE_VIEW_DAYS = 45;
/** Roughly how many people look at a business's page for each booking made there. */
const VIEWS_PER_BOOKING = 9;

/**
 * Page views per business and local day over the last PAGE_VIEW_DAYS days, in proportion to the
 * bookings made there: a steady interest from the business's booking rate (busier at the end of
 * the week), a bump on each day a booking was made, and a few visitors who never book.
 */
function makePageViews(rng: Rng, businessCount: number, bookings: DemoBooking[], now: Date): DemoPageViews[] {
  const cal = calendar(now);
  const isoDay = (day: number) => new Date(cal.today + day * DAY_MS).toISOString().slice(0, 10);
  const first = -(PAGE_VIEW_DAYS - 1);
  // bookings made per business and day (days counted as in calendar(): 0 = today)
  const made = Array.from({ length: businessCount }, () => new Map<number, number>());
  for (const bk of bookings) {
    const local = new TZDate(new Date(bk.createdAt).getTime(), 'Europe/Belgrade');
    const day = Math.round((Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) - cal.today) / DAY_MS);
    if (day >= first && day <= 0) made[bk.business]!.set(day, (made[bk.business]!.get(day) ?? 0) + 1);
  }
  const weekdayWeight = [0, 0.9, 0.95, 1, 1.05, 1.2, 1.15, 0.75]; // 1 = Monday .. 7 = Sunday
  const views: DemoPageViews[] = [];
  for (let b = 0; b < businessCount; b++) {
    const total = [...made[b]!.values()].reduce((n, x) => n + x, 0);
    const perDay = (total * VIEWS_PER_BOOKING) / PAGE_VIEW_DAYS;
    for (let day = first; day <= 0; day++) {
      const steady = perDay * 0.6 * weekdayWeight[cal.weekday(day)]! * (0.7 + rng.next() * 0.6);
      // at most three bookings' worth: bookings drawn in the future are all "made" an hour ago
      const bump = Math.min(3, made[b]!.get(day) ?? 0) * VIEWS_PER_BOOKING * 0.4 * (0.6 + rng.next() * 0.8);
      const broj = Math.round(steady + bump) + rng.int(0, 2);
      if (broj > 0) views.push({ business: b, dan: isoDay(day), broj });
    }
  }
  return views;
}
