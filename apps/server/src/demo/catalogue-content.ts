import type { MainCategorySlug } from '@zakazi/contract';

/**
 * What a business of each category looks like: how many the demo world has, how they are named,
 * what they offer (prices in RSD, converted for other currencies), what they say about themselves,
 * and when they work.
 */

/** [naziv, lowest price RSD, highest price RSD, minutes] */
export type ServiceTemplate = readonly [string, number, number, number];

export type Hours = 'office' | 'salon' | 'long' | 'evening' | 'water';

export type CategoryContent = {
  main: MainCategorySlug;
  count: number;
  /** name patterns; {w} is a word from `words` */
  names: string[];
  words: string[];
  /** the first `core` (default 2) every business offers, the rest by chance; 3..8 in total */
  services: ServiceTemplate[];
  core?: number;
  /** sentences about the business, one or two go into each description */
  about: string[];
  hours: Hours;
  /** where businesses of this category are (city name → weight); default: the general city weights */
  cities?: Record<string, number>;
  /** at the water: addresses come from the cities' waterfront points */
  waterfront?: boolean;
};

const COAST = { Kotor: 2, Budva: 2, Tivat: 2 };

export const CONTENT: Record<string, CategoryContent> = {
  // ── beauty ────────────────────────────────────────────────────────────────
  'beauty-salon': {
    main: 'beauty', count: 8, hours: 'salon',
    names: ['Salon lepote {w}', 'Kozmetički salon {w}', 'Beauty studio {w}'],
    words: ['Afrodita', 'Venera', 'Iris', 'Orhideja', 'Dama', 'Biser', 'Jasmin', 'Luna', 'Kleopatra', 'Aura'],
    services: [
      ['Tretman lica', 3500, 6000, 60], ['Čišćenje lica', 2500, 4500, 60], ['Depilacija nogu', 1500, 2800, 45],
      ['Masaža lica', 1500, 2500, 30], ['Hijaluronski tretman', 6000, 12000, 45], ['Oblikovanje obrva', 600, 1000, 15],
      ['Pedikir', 1800, 2800, 50], ['Mikrodermoabrazija', 3500, 5500, 45],
    ],
    about: [
      'Koristimo profesionalnu kozmetiku renomiranih evropskih brendova.',
      'Svaki tretman počinje kratkom analizom kože i savetom šta joj najviše prija.',
      'Salon je uređen kao mala oaza mira u kojoj vreme prolazi bez žurbe.',
      'Kozmetičarke sa dugogodišnjim iskustvom redovno se usavršavaju na seminarima.',
    ],
  },
  'body-care': {
    main: 'beauty', count: 5, hours: 'salon',
    names: ['Studio za negu tela {w}', 'Body studio {w}', 'Centar za negu tela {w}'],
    words: ['Silueta', 'Forma', 'Harmonija', 'Linija', 'Vita', 'Balans'],
    services: [
      ['Anticelulit masaža', 2500, 4000, 50], ['Piling tela', 2000, 3500, 45], ['Tretman zatezanja tela', 4000, 7000, 60],
      ['Presoterapija', 1500, 2500, 30], ['Limfna drenaža', 2800, 4500, 60], ['Body wrapping', 3000, 5000, 60],
    ],
    about: [
      'Specijalizovani smo za oblikovanje figure i negu kože tela.',
      'Kombinujemo ručne tehnike sa savremenim aparatima za vidljive rezultate.',
      'Za svakog klijenta pravimo plan tretmana prema cilju i dinamici.',
    ],
  },
  'eyelashes-eyebrows': {
    main: 'beauty', count: 5, hours: 'salon',
    names: ['Lash studio {w}', 'Studio za trepavice {w}', 'Brow & Lash {w}'],
    words: ['Pogled', 'Oko', 'Lux', 'Trepavica', 'Volume', 'Mila'],
    services: [
      ['Nadogradnja trepavica – klasična', 3000, 4500, 90], ['Lash lifting', 2500, 3500, 60], ['Volumen trepavice', 4000, 6000, 120],
      ['Laminacija obrva', 2000, 3000, 45], ['Microblading', 12000, 20000, 150], ['Farbanje obrva', 600, 1000, 20],
      ['Korekcija trepavica', 1800, 2500, 60],
    ],
    about: [
      'Radimo isključivo sa hipoalergenim lepkovima i sertifikovanim materijalom.',
      'Prirodan izgled je naš potpis: trepavice i obrve prilagođavamo obliku lica.',
      'Svaka klijentkinja dobija uputstvo za negu i besplatnu kontrolu posle tretmana.',
    ],
  },
  hairdresser: {
    main: 'beauty', count: 26, hours: 'salon',
    names: ['Frizerski salon {w}', 'Frizerski salon {w}', 'Frizerski studio {w}', 'Hair studio {w}', 'Berbernica {w}'],
    words: [
      'Lepotica', 'Stil', 'Nijansa', 'Šarm', 'Pramen', 'Kovrdža', 'Bella', 'Elegant', 'Glamur', 'Tanja', 'Maja', 'Makaze',
      'Ogledalo', 'Zlatne makaze', 'Vivijen', 'Moda', 'Frizura', 'Talas', 'Fen', 'Ivana', 'Bobi', 'Salon 21',
    ],
    services: [
      ['Žensko šišanje', 1200, 2500, 45], ['Muško šišanje', 700, 1500, 30], ['Feniranje', 800, 1500, 30],
      ['Farbanje', 2500, 5000, 90], ['Pramenovi', 3500, 7000, 120], ['Keratinski tretman', 5000, 10000, 150],
      ['Svečana frizura', 2500, 4500, 60], ['Dečje šišanje', 500, 1000, 20], ['Brijanje i oblikovanje brade', 600, 1200, 30],
    ],
    about: [
      'Pratimo najnovije trendove u šišanju i bojenju kose.',
      'Koristimo profesionalne preparate bez amonijaka koji čuvaju zdravlje kose.',
      'Pored šišanja, rado ćemo vam savetovati frizuru koja odgovara obliku lica.',
      'Prijatna atmosfera, dobra kafa i frizeri koji znaju da slušaju.',
      'Specijalnost kuće su balayage i prirodne nijanse plave.',
    ],
  },
  'make-up-studio': {
    main: 'beauty', count: 5, hours: 'salon',
    names: ['Make up studio {w}', 'Šminkerski studio {w}', 'Make up by {w}'],
    words: ['Nina', 'Glow', 'Kontura', 'Ruž', 'Teodora', 'Sjaj'],
    services: [
      ['Dnevna šminka', 2000, 3500, 45], ['Svečana šminka', 3500, 6000, 60], ['Mladenačka šminka', 8000, 15000, 90],
      ['Probna šminka', 3000, 5000, 60], ['Kurs samošminkanja', 6000, 10000, 120],
    ],
    about: [
      'Šminkamo za venčanja, mature, fotografisanja i sve važne trenutke.',
      'Radimo sa dugotrajnom kozmetikom koja izdrži ceo dan i noć.',
      'Po dogovoru dolazimo i na vašu adresu.',
    ],
  },
  massage: {
    main: 'beauty', count: 8, hours: 'evening',
    names: ['Masažni salon {w}', 'Studio za masažu {w}', 'Centar za masažu {w}'],
    words: ['Relax', 'Zen', 'Dodir', 'Lotos', 'Tihi kutak', 'Bambus', 'Oaza'],
    services: [
      ['Relaks masaža', 2500, 4000, 60], ['Terapeutska masaža leđa', 2000, 3500, 40], ['Sportska masaža', 3000, 4500, 60],
      ['Masaža vrućim kamenjem', 3500, 5500, 75], ['Refleksologija stopala', 2000, 3000, 45], ['Aromaterapija', 3000, 4500, 60],
      ['Masaža za parove', 6000, 9000, 60],
    ],
    about: [
      'Masere su školovani fizioterapeuti sa licencom.',
      'Prigušeno svetlo, tiha muzika i topla ulja: sat vremena samo za vas.',
      'Preporučujemo redovnu masažu svima koji dugo sede za računarom.',
    ],
  },
  'nail-studio': {
    main: 'beauty', count: 8, hours: 'salon',
    names: ['Nail studio {w}', 'Studio za nokte {w}', 'Manikir salon {w}'],
    words: ['Perla', 'Lak', 'Kandže', 'Dijamant', 'Roze', 'Glam', 'Mia'],
    services: [
      ['Manikir', 1000, 1800, 45], ['Gel lak', 1800, 2800, 60], ['Nadogradnja noktiju', 3000, 4500, 120],
      ['Izlivanje gelom', 2500, 3800, 90], ['Pedikir', 1800, 2800, 60], ['Skidanje gela', 500, 900, 20], ['Spa manikir', 2000, 3000, 60],
    ],
    about: [
      'Instrumenti se sterilišu u autoklavu posle svake klijentkinje.',
      'Imamo više od 300 nijansi gel lakova i redovno dodajemo nove kolekcije.',
      'Nail art po želji, od minimalističkih linija do pravih malih umetničkih dela.',
    ],
  },
  'wellness-spa': {
    main: 'beauty', count: 5, hours: 'long',
    cities: { Beograd: 3, 'Novi Sad': 2, Niš: 1, Budva: 1, Subotica: 1 },
    names: ['Wellness & spa {w}', 'Spa centar {w}', 'Wellness centar {w}'],
    words: ['Aqua', 'Termal', 'Izvor', 'Oaza', 'Panonija', 'Morava'],
    services: [
      ['Dnevna karta spa zone', 2000, 3500, 180], ['Masaža celog tela', 3500, 5500, 60], ['Saunski ritual', 1500, 2500, 90],
      ['Spa paket za dvoje', 9000, 15000, 180], ['Slana soba', 800, 1500, 45], ['Hidromasažna kada', 2500, 4000, 45],
    ],
    about: [
      'Spa zona ima finsku saunu, parno kupatilo, slanu sobu i bazen sa hidromasažom.',
      'Idealno mesto za vikend predah ili poklon voljenoj osobi.',
      'Ogrtači, peškiri i papuče su uključeni u cenu.',
    ],
  },

  // ── cars ──────────────────────────────────────────────────────────────────
  'additional-equipment': {
    main: 'cars', count: 4, hours: 'office',
    names: ['Auto oprema {w}', 'Auto centar {w}', '{w} auto oprema'],
    words: ['Tehno', 'Pilot', 'Turbo', 'Auto plus', 'Volan'],
    services: [
      ['Montaža krovnog nosača', 1500, 3000, 45], ['Ugradnja parking senzora', 9000, 16000, 150], ['Ugradnja kuke', 12000, 22000, 180],
      ['Zatamnjivanje stakala', 8000, 15000, 180], ['Ugradnja multimedije', 5000, 9000, 120], ['Ugradnja kamere za vožnju unazad', 6000, 10000, 120],
    ],
    about: [
      'Ugrađujemo opremu za sve marke vozila, uz garanciju na rad.',
      'U ponudi imamo krovne kutije, nosače bicikala, kuke i multimediju.',
      'Radimo brzo i čisto: većina ugradnji je gotova za par sati.',
    ],
  },
  'car-wash': {
    main: 'cars', count: 18, hours: 'long',
    names: ['Auto perionica {w}', 'Auto perionica {w}', 'Autoperionica {w}', 'Car wash {w}'],
    words: ['Sjaj', 'Kristal', 'Pena', 'Blistavo', 'Kapljica', 'Turbo', 'Dijamant', 'Brzi talas', 'Čisto', 'Mehurić', 'Laguna', 'Ekspres'],
    services: [
      ['Spoljno pranje', 800, 1400, 30], ['Kompletno pranje', 1500, 2500, 60], ['Dubinsko pranje unutrašnjosti', 6000, 10000, 240],
      ['Poliranje', 8000, 15000, 240], ['Voskiranje', 2000, 3500, 45], ['Pranje motora', 1500, 2500, 30], ['Keramička zaštita', 25000, 45000, 480],
    ],
    about: [
      'Peremo ručno, aktivnom penom i demineralizovanom vodom, bez tragova.',
      'Dok čekate, na raspolaganju su kafa i besplatan Wi-Fi.',
      'Dubinsko pranje radimo profesionalnim ekstraktorom i parom.',
      'Perionica radi i vikendom, a za firme imamo mesečne pakete.',
    ],
  },
  'rent-a-car': {
    main: 'cars', count: 6, hours: 'long',
    names: ['Rent a car {w}', '{w} rent a car'],
    words: ['Drive', 'Točak', 'Put', 'Auto Max', 'Go', 'Karavan'],
    services: [
      ['Najam malog automobila (1 dan)', 3500, 5000, 30], ['Najam automobila srednje klase (1 dan)', 5000, 7500, 30],
      ['Najam SUV vozila (1 dan)', 7500, 11000, 30], ['Vikend paket', 10000, 16000, 30], ['Najam kombija (1 dan)', 8000, 12000, 30],
      ['Transfer do aerodroma', 3000, 5000, 60],
    ],
    about: [
      'Vozila su novija, redovno servisirana i potpuno osigurana.',
      'Dostava vozila na adresu ili na aerodrom po dogovoru.',
      'Bez skrivenih troškova: cena uključuje osiguranje i neograničenu kilometražu.',
    ],
  },
  'service-maintenance': {
    main: 'cars', count: 8, hours: 'office',
    names: ['Auto servis {w}', 'Servis {w}', 'Auto centar {w}'],
    words: ['Motor', 'Klip', 'Ključ', 'Mehaničar', 'Dizna', 'Pogon', 'Zupčanik'],
    services: [
      ['Dijagnostika', 2000, 3500, 45], ['Mali servis', 6000, 9000, 90], ['Veliki servis', 18000, 35000, 300],
      ['Zamena kočionih pločica', 3000, 5000, 60], ['Servis klime', 3000, 5000, 60], ['Zamena ulja i filtera', 4500, 7000, 45],
      ['Zamena zupčastog kaiša', 15000, 25000, 240],
    ],
    about: [
      'Kompjuterska dijagnostika za sva vozila i originalni rezervni delovi.',
      'Mehaničari sa dvadeset godina iskustva i garancija na svaki rad.',
      'Pre svake popravke dobijate jasnu procenu cene.',
    ],
  },
  'technical-inspection': {
    main: 'cars', count: 6, hours: 'office',
    names: ['Tehnički pregled {w}', 'Agencija za tehnički pregled {w}'],
    words: ['Sigurnost', 'Auto Start', 'Atest', 'Kontrola', 'Registar'],
    services: [
      ['Tehnički pregled putničkog vozila', 3500, 5000, 30], ['Tehnički pregled motocikla', 2500, 3500, 30],
      ['Tehnički pregled teretnog vozila', 6000, 9000, 45], ['Atest za TNG', 2500, 4000, 30], ['Preventivni pregled', 2000, 3000, 30],
    ],
    about: [
      'Tehnički pregled, registracija i osiguranje na jednom mestu.',
      'Uz zakazan termin ne čekate u redu.',
      'Radimo i produženje registracije za firme i vozne parkove.',
    ],
  },
  'tire-change': {
    main: 'cars', count: 6, hours: 'long',
    names: ['Vulkanizer {w}', 'Vulkanizerska radnja {w}', 'Gume centar {w}'],
    words: ['Točak', 'Felna', 'Guma plus', 'Brzi', 'Profil', 'Zimska'],
    services: [
      ['Zamena guma (4 točka)', 2000, 3500, 40], ['Balansiranje', 1200, 2000, 30], ['Krpljenje gume', 500, 900, 20],
      ['Čuvanje guma (sezona)', 2500, 4000, 15], ['Zamena guma za SUV', 3000, 4500, 45], ['Zamena i balansiranje', 3000, 5000, 60],
    ],
    about: [
      'U sezoni zamene guma zakažite termin na vreme i preskočite red.',
      'Čuvamo vaše gume u suvom i bezbednom skladištu.',
      'Imamo na stanju letnje, zimske i all-season gume poznatih proizvođača.',
    ],
  },
  'wheel-geometry': {
    main: 'cars', count: 4, hours: 'office',
    names: ['Centar za trap i geometriju {w}', 'Geometrija {w}'],
    words: ['Precizno', 'Laser', 'Pravac', '3D'],
    services: [
      ['Podešavanje geometrije', 2500, 4000, 45], ['Provera trapa', 1000, 2000, 30], ['Kompletna geometrija sa izveštajem', 3500, 5000, 60],
      ['Zamena spona', 4000, 7000, 90],
    ],
    about: [
      'Geometriju merimo 3D uređajem i dobijate odštampan izveštaj pre i posle.',
      'Dobro podešena geometrija štedi gume i gorivo.',
    ],
  },

  // ── health ────────────────────────────────────────────────────────────────
  'aesthetic-surgery': {
    main: 'health', count: 5, hours: 'office',
    cities: { Beograd: 3, 'Novi Sad': 1, Niš: 1 },
    names: ['Klinika za estetsku hirurgiju {w}', 'Poliklinika estetike {w}'],
    words: ['Harmonija', 'Esthetica', 'Lepota', 'Sklad', 'Estetik'],
    services: [
      ['Hijaluronski fileri', 18000, 30000, 45], ['Botoks', 15000, 25000, 30], ['Blefaroplastika', 120000, 180000, 120],
      ['Liposukcija', 150000, 300000, 180], ['Korekcija nosa', 250000, 400000, 180], ['Konsultacije sa hirurgom', 3000, 5000, 30],
    ],
    about: [
      'Tim čine specijalisti plastične i rekonstruktivne hirurgije sa međunarodnim iskustvom.',
      'Intervencije se rade u savremeno opremljenoj operacionoj sali.',
      'Na konsultacijama zajedno biramo rešenje koje izgleda prirodno.',
    ],
  },
  cardiologist: {
    main: 'health', count: 6, hours: 'office',
    names: ['Kardiološka ordinacija {w}', 'Kardiološki centar {w}', 'Ordinacija interne medicine {w}'],
    words: ['Srce', 'Puls', 'Kardio plus', 'Ritam', 'Dr Ilić', 'Vena'],
    services: [
      ['Kardiološki pregled', 4000, 6000, 30], ['EKG', 1200, 2000, 15], ['Ultrazvuk srca', 5000, 8000, 30],
      ['Holter EKG 24h', 5000, 7000, 20], ['Holter pritiska', 4000, 6000, 20], ['Test opterećenja', 5500, 8000, 45],
    ],
    about: [
      'Kardiološki pregled sa EKG-om i ultrazvukom srca završavamo u jednom dolasku.',
      'Nalaz i preporuku terapije dobijate odmah.',
      'Radimo Holter EKG i Holter pritiska sa očitavanjem narednog dana.',
    ],
  },
  dentist: {
    main: 'health', count: 18, hours: 'office',
    names: ['Stomatološka ordinacija {w}', 'Stomatološka ordinacija {w}', 'Stomatološka poliklinika {w}', 'Dental centar {w}', 'Dental studio {w}'],
    words: ['Osmeh', 'Beli zub', 'Dentalia', 'Sjaj', 'Biser', 'Smile', 'Dr Petrović', 'Dr Kostić', 'Zubić', 'Vita dent', 'Estetik', 'Orto', 'Alfa dent'],
    services: [
      ['Stomatološki pregled', 1500, 3000, 20], ['Popravka zuba (kompozit)', 3500, 6000, 45], ['Uklanjanje kamenca', 3000, 5000, 40],
      ['Izbeljivanje zuba', 15000, 30000, 90], ['Vađenje zuba', 3000, 5500, 30], ['Lečenje kanala', 8000, 15000, 60],
      ['Keramička krunica', 25000, 45000, 60], ['Dečji stomatološki pregled', 1000, 2000, 20],
    ],
    about: [
      'Bezbolne intervencije uz savremenu anesteziju i digitalni rendgen.',
      'Deca kod nas dolaze bez straha, a roditelji bez brige.',
      'Radimo estetsku stomatologiju, protetiku i implantologiju.',
      'Na prvom pregledu dobijate plan lečenja sa cenama.',
    ],
  },
  dermathologist: {
    main: 'health', count: 5, hours: 'office',
    names: ['Dermatološka ordinacija {w}', 'Dermatološki centar {w}'],
    words: ['Derma', 'Koža', 'Dermalab', 'Dr Savić', 'Epiderm'],
    services: [
      ['Dermatološki pregled', 3500, 5500, 20], ['Dermoskopija mladeža', 3000, 5000, 30], ['Uklanjanje mladeža', 6000, 12000, 30],
      ['Hemijski piling', 5000, 9000, 45], ['Tretman akni', 4000, 7000, 45],
    ],
    about: [
      'Digitalnom dermoskopijom pratimo mladeže iz godine u godinu.',
      'Lečimo akne, ekceme, psorijazu i promene na koži kod dece i odraslih.',
    ],
  },
  ent: {
    main: 'health', count: 4, hours: 'office',
    names: ['ORL ordinacija {w}', 'Ordinacija za uho, grlo i nos {w}'],
    words: ['Eho', 'Sluh', 'Dr Ristić', 'Otos'],
    services: [
      ['ORL pregled', 3500, 5000, 20], ['Ispiranje ušiju', 1500, 2500, 15], ['Audiometrija', 2500, 4000, 20],
      ['Endoskopija nosa', 4000, 6000, 20], ['Timpanometrija', 2000, 3000, 15],
    ],
    about: ['Pregledi odraslih i dece, uz endoskopiju i ispitivanje sluha.', 'Lečimo alergije, sinuzitise i probleme sa sluhom.'],
  },
  'general-medicine': {
    main: 'health', count: 8, hours: 'office',
    names: ['Ordinacija opšte medicine {w}', 'Privatna praksa {w}', 'Poliklinika {w}'],
    words: ['Zdravlje', 'Medicus', 'Vita', 'Dr Nikolić', 'Hipokrat', 'Porodični lekar'],
    services: [
      ['Opšti pregled', 2500, 4000, 20], ['Lekarsko uverenje', 2000, 4000, 20], ['Sistematski pregled', 6000, 12000, 60],
      ['Merenje pritiska i šećera', 500, 1000, 10], ['Infuzija', 2000, 3500, 60], ['Vakcinacija', 1500, 3000, 15],
    ],
    about: [
      'Vaš porodični lekar, bez čekanja i uputa.',
      'Izdajemo lekarska uverenja za vozače, posao i sport.',
      'Kućne posete za starije i nepokretne pacijente po dogovoru.',
    ],
  },
  gynecologist: {
    main: 'health', count: 6, hours: 'office',
    names: ['Ginekološka ordinacija {w}', 'Ginekološki centar {w}'],
    words: ['Femina', 'Eva', 'Mama', 'Genesis', 'Dr Lazić'],
    services: [
      ['Ginekološki pregled', 3500, 5500, 30], ['Ultrazvuk', 3000, 5000, 20], ['PAPA test', 1500, 2500, 10],
      ['Kolposkopija', 2500, 4000, 20], ['Pregled trudnice', 4000, 6500, 30], ['3D/4D ultrazvuk', 7000, 10000, 30],
    ],
    about: ['Vodimo trudnoću od prvog pregleda do porođaja.', 'Diskretno, pažljivo i bez žurbe.', 'Rezultati PAPA testa stižu za pet dana.'],
  },
  'health-laboratory': {
    main: 'health', count: 6, hours: 'office',
    names: ['Laboratorija {w}', 'Biohemijska laboratorija {w}'],
    words: ['Analiza', 'Biomedika', 'Labor', 'Hema', 'Beolab'],
    services: [
      ['Krvna slika', 400, 800, 10], ['Lipidni status', 1000, 1800, 10], ['Osnovni paket analiza', 2500, 4000, 15],
      ['Tiroidni hormoni', 2000, 3500, 10], ['Vitamin D', 2500, 3500, 10], ['Kompletni check-up', 8000, 12000, 20],
    ],
    about: ['Rezultate većine analiza dobijate istog dana, i elektronskom poštom.', 'Vađenje krvi bezbolno i bez čekanja.'],
  },
  nutritionist: {
    main: 'health', count: 5, hours: 'office',
    names: ['Nutricionističko savetovalište {w}', 'Centar za ishranu {w}'],
    words: ['Balans', 'Zdrav tanjir', 'Forma', 'Nutri', 'Vitalis'],
    services: [
      ['Prvi nutricionistički pregled', 3000, 5000, 60], ['Kontrolni pregled', 2000, 3000, 30], ['Plan ishrane (mesečni)', 5000, 8000, 45],
      ['Merenje sastava tela', 1000, 2000, 15], ['Online konsultacija', 2000, 3000, 30],
    ],
    about: ['Plan ishrane pravimo prema vašim navikama, bez gladovanja.', 'Merimo sastav tela preciznom vagom i pratimo napredak.'],
  },
  ophthalmologist: {
    main: 'health', count: 5, hours: 'office',
    names: ['Oftalmološka ordinacija {w}', 'Očna ordinacija {w}', 'Očni centar {w}'],
    words: ['Vid', 'Oko', 'Optika', 'Dr Jovanović', 'Lasik'],
    services: [
      ['Oftalmološki pregled', 3000, 5000, 30], ['Pregled za naočare', 2000, 3500, 20], ['Pregled očnog dna', 2500, 4000, 20],
      ['OCT snimanje', 4000, 6000, 20], ['Merenje očnog pritiska', 1000, 1800, 10], ['Laserska korekcija vida', 90000, 150000, 60],
    ],
    about: ['Kompletan pregled vida za odrasle i decu.', 'Pored pregleda, u našoj optici birate naočare odmah.'],
  },
  pediatrics: {
    main: 'health', count: 5, hours: 'office',
    names: ['Pedijatrijska ordinacija {w}', 'Dečja ordinacija {w}'],
    words: ['Zvončica', 'Mali princ', 'Beba', 'Lane', 'Dr Mitrović'],
    services: [
      ['Pedijatrijski pregled', 3000, 4500, 20], ['Sistematski pregled deteta', 4000, 6000, 30], ['Ultrazvuk kukova bebe', 3000, 4500, 20],
      ['Vakcinacija', 1500, 2500, 15], ['Savetovalište za bebe', 2500, 4000, 30],
    ],
    about: ['Čekaonica puna igračaka i lekari koji vole decu.', 'Dostupni smo roditeljima i telefonom za hitna pitanja.'],
  },
  psychiatrist: {
    main: 'health', count: 4, hours: 'evening',
    names: ['Psihijatrijska ordinacija {w}', 'Ordinacija za psihijatriju {w}'],
    words: ['Mir', 'Psiha', 'Dr Stanković', 'Ravnoteža'],
    services: [
      ['Psihijatrijski pregled', 5000, 7000, 45], ['Kontrolni pregled', 3500, 5000, 30], ['Psihoterapijska seansa', 4000, 6000, 50],
      ['Psihijatrijski nalaz i mišljenje', 3000, 5000, 30],
    ],
    about: ['Diskrecija i poverenje su nam na prvom mestu.', 'Lečimo anksioznost, depresiju i poremećaje spavanja.'],
  },
  psychologist: {
    main: 'health', count: 6, hours: 'evening',
    names: ['Psihološko savetovalište {w}', 'Psihološki centar {w}', 'Savetovalište {w}'],
    words: ['Razgovor', 'Korak', 'Sidro', 'Unutrašnji mir', 'Most'],
    services: [
      ['Individualna psihoterapija', 3500, 5500, 50], ['Online seansa', 3000, 4500, 50], ['Savetovanje za parove', 5000, 7500, 75],
      ['Psihološko testiranje', 4000, 7000, 90], ['Savetovanje za roditelje', 3500, 5000, 50],
    ],
    about: ['Sertifikovani psihoterapeuti različitih pravaca.', 'Seanse su moguće uživo i onlajn.', 'Prvi razgovor služi da se upoznamo i dogovorimo cilj.'],
  },
  rehabilitation: {
    main: 'health', count: 5, hours: 'office',
    names: ['Centar za fizikalnu terapiju {w}', 'Fizio centar {w}', 'Ordinacija za fizikalnu medicinu {w}'],
    words: ['Pokret', 'Kinezis', 'Oporavak', 'Fizio plus', 'Aktiv'],
    services: [
      ['Fizijatrijski pregled', 3000, 4500, 30], ['Kineziterapija', 1500, 2500, 45], ['Elektroterapija', 800, 1500, 20],
      ['Laser terapija', 1000, 1800, 15], ['Magnetoterapija', 800, 1400, 20], ['Paket od 10 terapija', 12000, 20000, 60],
    ],
    about: ['Oporavak posle povreda, operacija i sportskih opterećenja.', 'Individualni program vežbi sa fizioterapeutom.'],
  },
  specialist: {
    main: 'health', count: 5, hours: 'office',
    names: ['Specijalistička poliklinika {w}', 'Poliklinika {w}'],
    words: ['Medikal', 'Sveti Luka', 'Konzilijum', 'Medigroup', 'Atlas'],
    services: [
      ['Internistički pregled', 3500, 5000, 30], ['Ultrazvuk abdomena', 3500, 5500, 20], ['Endokrinološki pregled', 4000, 6000, 30],
      ['Neurološki pregled', 4000, 6000, 30], ['Ortopedski pregled', 4000, 6000, 30], ['Gastroskopija', 9000, 14000, 30],
    ],
    about: ['Specijalisti više oblasti pod jednim krovom.', 'Dijagnostiku i pregled završavate u istom danu.'],
  },
  urologist: {
    main: 'health', count: 4, hours: 'office',
    names: ['Urološka ordinacija {w}', 'Urološki centar {w}'],
    words: ['Uromedika', 'Dr Popović', 'Urocentar', 'Medik'],
    services: [
      ['Urološki pregled', 3500, 5500, 20], ['Ultrazvuk urotrakta', 3000, 4500, 20], ['PSA test', 1500, 2500, 10],
      ['Uroflowmetrija', 2500, 3500, 20], ['Cistoskopija', 8000, 12000, 30],
    ],
    about: ['Preventivni pregledi za muškarce posle četrdesete.', 'Savremena dijagnostika i diskretan pristup.'],
  },

  // ── nautics ───────────────────────────────────────────────────────────────
  boat: {
    main: 'nautics', count: 6, hours: 'water', waterfront: true,
    cities: { Beograd: 3, 'Novi Sad': 2, Smederevo: 1, ...COAST },
    names: ['Najam čamaca {w}', 'Čamci {w}', '{w} boat'],
    words: ['Dunavski talas', 'Sava', 'Veslo', 'Galeb', 'Pristanište', 'Ada', 'Marina'],
    services: [
      ['Vožnja čamcem (1 sat)', 4000, 7000, 60], ['Iznajmljivanje čamca – pola dana', 10000, 18000, 240],
      ['Iznajmljivanje čamca – ceo dan', 18000, 30000, 480], ['Panoramska vožnja', 2500, 4000, 45], ['Ribolov sa skiperom', 12000, 20000, 240],
    ],
    about: [
      'Čamci su registrovani, sa prslucima za spasavanje za sve putnike.',
      'Po želji vozi naš skiper, a sa dozvolom možete i sami.',
      'Najlepša je vožnja u zalazak sunca.',
    ],
  },
  'jet-ski': {
    main: 'nautics', count: 4, hours: 'water', waterfront: true,
    cities: { Beograd: 2, 'Novi Sad': 1, ...COAST },
    names: ['Jet ski centar {w}', 'Jet ski {w}'],
    words: ['Adrenalin', 'Brzi talas', 'Aqua', 'Turbo'],
    services: [
      ['Jet ski 30 minuta', 5000, 8000, 30], ['Jet ski 1 sat', 8500, 13000, 60], ['Safari jet ski tura', 15000, 22000, 120],
      ['Vožnja za početnike uz instruktora', 6000, 9000, 45],
    ],
    about: ['Kratka obuka pre vožnje i oprema su uključeni u cenu.', 'Vozimo od maja do oktobra, po lepom vremenu.'],
  },
  raft: {
    main: 'nautics', count: 4, hours: 'water', waterfront: true,
    cities: { 'Bajina Bašta': 3, Kraljevo: 1, Zrenjanin: 1 },
    names: ['Rafting klub {w}', 'Rafting centar {w}'],
    words: ['Drina', 'Brzaci', 'Tara', 'Ibar', 'Kanjon'],
    services: [
      ['Rafting (pola dana)', 3500, 5500, 180], ['Rafting (ceo dan)', 6000, 9000, 480], ['Kajak tura', 2500, 4000, 120],
      ['Porodični rafting', 3000, 4500, 150],
    ],
    about: ['Licencirani skiperi, neopren odela i kacige za sve.', 'Posle spusta čeka vas ručak u kampu na obali.'],
  },
  ship: {
    main: 'nautics', count: 4, hours: 'water', waterfront: true,
    cities: { Beograd: 2, 'Novi Sad': 1, Smederevo: 1, Kotor: 1 },
    names: ['Brod {w}', 'Rečni kruzer {w}', 'Brodska agencija {w}'],
    words: ['Dunavska kraljica', 'Sirena', 'Kapetan', 'Beograd', 'Boka'],
    services: [
      ['Najam broda za proslave (4 sata)', 60000, 120000, 240], ['Team building na brodu', 80000, 150000, 240],
      ['Krstarenje sa večerom', 4000, 6000, 180], ['Panoramsko krstarenje', 1500, 2500, 90],
    ],
    core: 1,
    about: ['Brod prima do 120 gostiju, sa salonom i otvorenom palubom.', 'Idealan za venčanja, rođendane i poslovne proslave.'],
  },
  yacht: {
    main: 'nautics', count: 6, hours: 'water', waterfront: true,
    cities: { Beograd: 1.5, 'Novi Sad': 1, ...COAST },
    names: ['Yacht charter {w}', 'Jahting klub {w}', '{w} yachting'],
    words: ['Azur', 'Bonaca', 'Jedro', 'Lastavica', 'Adriatic', 'Porto', 'Vetar'],
    services: [
      ['Poludnevni najam', 30000, 55000, 240], ['Celodnevni najam', 55000, 95000, 480], ['Zalazak sunca na jahti', 20000, 35000, 150],
      ['Najam sa skiperom i ručkom', 70000, 110000, 480],
    ],
    about: ['Jahta ima kabine, tuš i opremu za kupanje na otvorenom.', 'Skiper i gorivo su uključeni u cenu najma.', 'Rute biramo po vremenu i vašim željama.'],
  },

  // ── pets ──────────────────────────────────────────────────────────────────
  grooming: {
    main: 'pets', count: 7, hours: 'salon',
    names: ['Pet salon {w}', 'Grooming salon {w}', 'Salon za pse {w}'],
    words: ['Šapica', 'Žuća', 'Kuca', 'Mazza', 'Rex', 'Lola', 'Čupko'],
    services: [
      ['Kupanje malog psa', 1500, 2500, 60], ['Šišanje malog psa', 2500, 3500, 90], ['Šišanje velikog psa', 4000, 6000, 120],
      ['Sečenje noktiju', 400, 800, 15], ['Čišćenje ušiju', 400, 800, 15], ['Kupanje mačke', 2000, 3000, 60],
      ['Kompletan tretman', 3500, 6000, 120],
    ],
    about: ['Strpljivi groomeri i blaga kozmetika za osetljivu kožu.', 'Vaš ljubimac kod nas nikad ne čeka u kavezu.'],
  },
  'vet-ambulance': {
    main: 'pets', count: 9, hours: 'long',
    names: ['Veterinarska ambulanta {w}', 'Veterinarska stanica {w}', 'Vet klinika {w}'],
    words: ['Šapa', 'Ljubimac', 'Aska', 'Dr Vet', 'Arka', 'Njuška', 'Zoovet'],
    services: [
      ['Klinički pregled', 1500, 2500, 20], ['Vakcinacija psa', 2000, 3000, 15], ['Čipovanje', 1500, 2500, 15],
      ['Sterilizacija mačke', 6000, 10000, 60], ['Kastracija psa', 8000, 14000, 60], ['Čišćenje zubnog kamenca', 5000, 9000, 60],
      ['Ultrazvuk', 2500, 4000, 20],
    ],
    about: ['Brinemo o psima, mačkama i malim životinjama.', 'Za hitne slučajeve dostupni smo i telefonom.', 'Ambulanta ima sopstveni rendgen i laboratoriju.'],
  },
  'vet-laboratory': {
    main: 'pets', count: 4, hours: 'office',
    names: ['Veterinarska laboratorija {w}', 'Vet lab {w}'],
    words: ['Analitika', 'Biovet', 'Zoolab', 'Vetdijagnostika'],
    services: [
      ['Kompletna krvna slika', 1500, 2500, 10], ['Biohemija', 2500, 4000, 10], ['Test na parazite', 1200, 2000, 10],
      ['Brzi test za parvovirozu', 2000, 3000, 15], ['Citologija', 3000, 4500, 15],
    ],
    about: ['Rezultati analiza za vašeg ljubimca za nekoliko sati.', 'Sarađujemo sa veterinarskim ambulantama u celom gradu.'],
  },

  // ── sports ────────────────────────────────────────────────────────────────
  'balloon-halls': {
    main: 'sports', count: 4, hours: 'evening',
    names: ['Balon sala {w}', 'Balon hala {w}'],
    words: ['Arena', 'Šampion', 'Gol', 'Kupola'],
    services: [
      ['Termin za mali fudbal (1 sat)', 4000, 6000, 60], ['Termin za tenis (1 sat)', 2000, 3500, 60], ['Termin za košarku', 4000, 5500, 60],
      ['Rođendan u balonu', 12000, 20000, 120],
    ],
    about: ['Grejan balon sa veštačkom travom, igra se i zimi.', 'Svlačionice sa tuševima i parking za igrače.'],
  },
  'dance-school': {
    main: 'sports', count: 6, hours: 'evening',
    names: ['Škola plesa {w}', 'Plesni studio {w}', 'Plesni klub {w}'],
    words: ['Ritam', 'Salsa', 'Piruet', 'Tango', 'Korak', 'Tempo'],
    services: [
      ['Probni čas', 500, 1000, 60], ['Mesečna članarina', 3000, 5000, 60], ['Latino grupni čas', 800, 1200, 60],
      ['Privatni čas', 2500, 4000, 60], ['Priprema prvog plesa', 12000, 20000, 60], ['Hip hop za decu', 3000, 4000, 60],
    ],
    about: ['Salsa, bachata, tango i standardni plesovi za sve uzraste.', 'Prvi čas je probni: dođite bez partnera.'],
  },
  'group-training': {
    main: 'sports', count: 7, hours: 'evening',
    names: ['Fitnes studio {w}', 'Trening centar {w}', 'Studio {w}'],
    words: ['Energija', 'Snaga', 'Forma', 'Pulse', 'Fit', 'Core', 'Atleta'],
    services: [
      ['Grupni trening', 600, 1000, 60], ['Mesečna članarina', 3000, 5500, 60], ['Pilates', 800, 1200, 55],
      ['Joga', 800, 1200, 60], ['Crossfit čas', 800, 1300, 60], ['HIIT trening', 700, 1100, 45],
    ],
    about: ['Male grupe do deset vežbača i trener koji prati svakog.', 'Treninzi od ranog jutra do kasno uveče.'],
  },
  'personal-trainer': {
    main: 'sports', count: 5, hours: 'evening',
    names: ['Personalni trening {w}', 'PT studio {w}'],
    words: ['Progres', 'Titan', 'Cilj', 'Body lab', 'Max'],
    services: [
      ['Personalni trening', 2000, 3500, 60], ['Procena i plan treninga', 2500, 4000, 60], ['Paket 10 treninga', 18000, 30000, 60],
      ['Trening u paru', 3000, 4500, 60], ['Online mentorstvo (mesečno)', 6000, 10000, 30],
    ],
    about: ['Program prilagođen vašem cilju: snaga, kondicija ili mršavljenje.', 'Licencirani treneri sa iskustvom u radu sa sportistima.'],
  },
  'sports-centre': {
    main: 'sports', count: 5, hours: 'long',
    names: ['Sportski centar {w}', 'SC {w}'],
    words: ['Olimp', 'Pobeda', 'Sport plus', 'Zvezda', 'Partizan'],
    services: [
      ['Teretana – dnevna karta', 500, 900, 90], ['Teretana – mesečna karta', 3000, 5000, 60], ['Tenis teren (1 sat)', 1500, 3000, 60],
      ['Skvoš (1 sat)', 1200, 2000, 60], ['Sauna', 800, 1500, 60], ['Bazen – dnevna karta', 600, 1000, 90],
    ],
    about: ['Teretana, tereni i bazen na jednom mestu.', 'Kafić i parking za korisnike centra.'],
  },
  'sports-fields': {
    main: 'sports', count: 6, hours: 'evening',
    names: ['Sportski tereni {w}', 'Tereni {w}'],
    words: ['Ada', 'Gol', 'Padel klub', 'Mreža', 'Letnji'],
    services: [
      ['Fudbalski teren 5 na 5 (1 sat)', 3000, 5000, 60], ['Padel teren (1 sat)', 2500, 4500, 60], ['Tenis (1 sat)', 1500, 2500, 60],
      ['Košarkaški teren (1 sat)', 2000, 3000, 60], ['Odbojka na pesku (1 sat)', 1500, 2500, 60],
    ],
    about: ['Osvetljeni tereni sa veštačkom travom za igru i uveče.', 'Lopte i rekviziti se mogu iznajmiti na licu mesta.'],
  },
  'sports-halls': {
    main: 'sports', count: 4, hours: 'evening',
    names: ['Sportska hala {w}', 'Sportska sala {w}'],
    words: ['Pionir', 'Sloga', 'Mladost', 'Jedinstvo'],
    services: [
      ['Najam hale (1 sat)', 6000, 12000, 60], ['Futsal termin', 5000, 8000, 60], ['Košarka termin', 5000, 8000, 60],
      ['Rekreativna odbojka', 4000, 6000, 60], ['Rođendan u hali', 15000, 25000, 120],
    ],
    about: ['Hala sa parketom, tribinama i svlačionicama.', 'Termini za rekreaciju, klubove i škole.'],
  },
  'swimming-school': {
    main: 'sports', count: 5, hours: 'office',
    names: ['Škola plivanja {w}', 'Plivački klub {w}'],
    words: ['Delfin', 'Ajkula', 'Talas', 'Morska zvezda', 'Riba'],
    services: [
      ['Pojedinačni čas', 1500, 2500, 45], ['Obuka neplivača (10 časova)', 8000, 12000, 45], ['Individualna obuka', 2500, 4000, 45],
      ['Plivanje za bebe', 1500, 2500, 30], ['Akvaaerobik', 800, 1200, 45],
    ],
    about: ['Obuka plivanja za decu od četiri godine i odrasle.', 'Grejan bazen i licencirani instruktori.'],
  },

  // ── alcohol ───────────────────────────────────────────────────────────────
  distilleries: {
    main: 'alcohol', count: 5, hours: 'office',
    cities: { Čačak: 2, Valjevo: 1, Užice: 1, Kruševac: 1, Šabac: 1, 'Bajina Bašta': 1 },
    names: ['Destilerija {w}', 'Podrum rakije {w}', 'Rakijaška kuća {w}'],
    words: ['Šljiva', 'Zlatna kap', 'Stara pesma', 'Prepečenica', 'Kruška', 'Dunja'],
    services: [
      ['Degustacija rakija', 1500, 2500, 60], ['Obilazak destilerije', 1000, 2000, 60], ['Degustacija sa zakuskom', 2500, 4000, 90],
      ['Radionica pečenja rakije', 5000, 8000, 180], ['Privatna degustacija za grupu', 15000, 25000, 120],
    ],
    about: ['Rakiju pečemo u bakarnim kazanima po porodičnom receptu.', 'Šljivovica, dunjevača i kruškovača odležale u hrastovim buradima.'],
  },
  wineries: {
    main: 'alcohol', count: 6, hours: 'office',
    cities: { 'Sremski Karlovci': 2, Vršac: 2, Subotica: 1, Kruševac: 1, Smederevo: 1, Sombor: 1, Kotor: 0.5 },
    names: ['Vinarija {w}', 'Vinski podrum {w}'],
    words: ['Bermet', 'Grozd', 'Lozni cvet', 'Prokupac', 'Fruška', 'Vinski breg', 'Tamjanika'],
    services: [
      ['Degustacija vina (3 vina)', 1500, 2500, 60], ['Obilazak vinograda i podruma', 2000, 3500, 90], ['Degustacija premium vina', 3000, 5000, 90],
      ['Degustacija uz sireve', 3000, 4500, 90], ['Berba grožđa', 3500, 5000, 240], ['Privatna degustacija', 15000, 25000, 120],
    ],
    about: [
      'Porodična vinarija sa vinogradima na južnim padinama.',
      'Probajte naša autohtona vina uz domaći sir i pršutu.',
      'Degustacije vodi sam vinar, uz priču o svakom vinu.',
    ],
  },
  restaurants: {
    main: 'alcohol', count: 16, hours: 'evening',
    cities: { Beograd: 5, 'Novi Sad': 2, Niš: 2, Kragujevac: 1, Subotica: 1, Čačak: 1, Sombor: 1, 'Novi Pazar': 1, ...COAST, 'Banja Luka': 1, Skoplje: 1 },
    names: ['Restoran {w}', 'Kafana {w}', 'Bistro {w}', 'Konoba {w}'],
    words: ['Dva jelena', 'Stara kuća', 'Zlatni bokal', 'Zavičaj', 'Lovac', 'Dunavski cvet', 'Tri šešira', 'Salaš', 'Kod Mike', 'Ognjište', 'Bokeški dvori', 'Platan'],
    services: [
      ['Rezervacija stola (depozit)', 1000, 2000, 120], ['Ručak za dvoje', 3000, 5000, 90], ['Porodični ručak', 6000, 10000, 120],
      ['Degustacioni meni', 4000, 8000, 120], ['Večera uz živu muziku', 3500, 6000, 150], ['Proslava (do 20 osoba)', 40000, 80000, 240],
    ],
    about: [
      'Domaća kuhinja, roštilj i jela ispod sača.',
      'Vikendom svira tamburaški orkestar.',
      'Bašta u hladu starih platana i bogata vinska karta.',
      'Sve pripremamo od namirnica sa lokalnih gazdinstava.',
    ],
  },
};

/** Shared opening sentences; {grad} is the locative ("u Čačku"), {godina} a year. */
export const INTROS = [
  '{naziv} radi {grad} od {godina}. godine.',
  'Nalazimo se {grad}, u ulici {ulica}.',
  'Porodična firma {grad} sa dugom tradicijom i mnogo stalnih klijenata.',
  'Mlad i posvećen tim {grad} koji prati novosti u struci.',
  'Dobro došli u {naziv}, na adresi {ulica} {broj} {grad}.',
];

export const CLOSINGS = [
  'Termin možete zakazati onlajn, bez čekanja na telefonu.',
  'Za stalne klijente imamo posebne pogodnosti.',
  'Radujemo se vašem dolasku!',
  'Parking je obezbeđen ispred objekta.',
  'Pratite nas i na društvenim mrežama.',
];
