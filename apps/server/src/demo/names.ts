/** People of the demo world: Serbian first and last names, and what customers write in ratings. */
export const FEMALE_NAMES = [
  'Ana', 'Milica', 'Jelena', 'Marija', 'Jovana', 'Ivana', 'Tijana', 'Dragana', 'Snežana', 'Tamara', 'Katarina',
  'Nevena', 'Teodora', 'Sanja', 'Maja', 'Vesna', 'Gordana', 'Biljana', 'Aleksandra', 'Danijela', 'Marina',
  'Nataša', 'Jasmina', 'Bojana', 'Sofija', 'Andrijana', 'Dušica', 'Mirjana', 'Ljiljana', 'Emilija', 'Sara',
  'Kristina', 'Zorica', 'Đurđa', 'Anđela', 'Nikolina', 'Slađana', 'Violeta',
];

export const MALE_NAMES = [
  'Marko', 'Nikola', 'Stefan', 'Luka', 'Miloš', 'Aleksandar', 'Nemanja', 'Filip', 'Dušan', 'Uroš', 'Lazar',
  'Vladimir', 'Dragan', 'Zoran', 'Milan', 'Dejan', 'Goran', 'Bojan', 'Ivan', 'Petar', 'Đorđe', 'Vuk',
  'Mihajlo', 'Strahinja', 'Ognjen', 'Branislav', 'Srđan', 'Predrag', 'Nenad', 'Saša', 'Veljko', 'Dimitrije',
  'Mladen', 'Slobodan', 'Žarko', 'Radovan',
];

export const LAST_NAMES = [
  'Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović',
  'Milošević', 'Popović', 'Janković', 'Todorović', 'Kostić', 'Mitrović', 'Živković', 'Ristić', 'Lazić',
  'Simić', 'Radovanović', 'Savić', 'Obradović', 'Lukić', 'Vasić', 'Kovačević', 'Tomić', 'Filipović',
  'Stevanović', 'Milenković', 'Dimitrijević', 'Perić', 'Gajić', 'Bogdanović', 'Radić', 'Božić', 'Ćirić',
  'Šarić', 'Zdravković', 'Veljković', 'Mladenović', 'Đukić', 'Knežević', 'Vuković', 'Babić', 'Nedeljković',
];

/** Comments by score; {usluga} is replaced with the booked service's name in lower case. */
export const COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Sve pohvale, odlična usluga!', 'Profesionalno i ljubazno, sigurno dolazim ponovo.', 'Najbolje iskustvo do sada, preporuka svima.',
    'Tačni u minut, prijatna atmosfera i vrhunski rezultat.', 'Sve je ispalo odlično. Hvala!',
    'Izuzetno stručno osoblje, sve je objašnjeno do detalja.', 'Čisto, uredno i bez čekanja. Desetka!',
    'Za {usluga} ne idem nigde drugde.', 'Odličan odnos cene i kvaliteta.', 'Ljubazni, brzi i pedantni. Preporučujem.',
  ],
  4: [
    'Vrlo dobro, uz malo čekanja na početku.', 'Korektna cena, dobra usluga.', 'Prijatno osoblje, sve je bilo kako treba.',
    'Dobra usluga, parking je malo problem.', '{usluga} odrađen(a) kvalitetno, doći ću opet.', 'Sve u redu, preporuka.',
    'Profesionalno, mada je termin malo kasnio.',
  ],
  3: [
    'Solidno, ali očekivanja su bila veća.', 'Usluga je u redu, ali je čekanje bilo predugo.', 'Ništa posebno, ali ni loše.',
    'Cena je malo visoka za ono što se dobije.', 'Osoblje ljubazno, organizacija bi mogla bolje.',
  ],
  2: [
    'Kasnili su skoro pola sata.', 'Rezultat nije bio zadovoljavajući.', 'Termin je pomeren bez najave.', 'Previše skupo za ovaj kvalitet.',
  ],
  1: ['Veoma loše iskustvo, ne preporučujem.', 'Niko se nije javio da potvrdi termin, a onda su me vratili.', 'Neljubazno osoblje i loša usluga.'],
};

export const BOOKING_NOTES = [
  'Molim vas da me pozovete ako kasnite.', 'Dolazim sa detetom.', 'Prvi put dolazim.', 'Ako može kod istog radnika kao prošli put.',
  'Imam alergiju na lateks.', 'Biću možda 5 minuta ranije.',
];

/** "Đorđe Šarić" → "djordje.saric": for demo e-mail addresses. */
export function asciiSlug(text: string, separator = '.'): string {
  return text
    .replace(/đ/g, 'dj').replace(/Đ/g, 'Dj')
    .normalize('NFD').replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
}
