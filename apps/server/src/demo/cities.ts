/**
 * Cities of the demo world: real centres, real street names, postcodes and phone area codes.
 * `waterfront` points sit on a river bank, lake shore or marina, for nautics businesses.
 */
export type Country = 'RS' | 'ME' | 'BA' | 'MK';

export type City = {
  name: string;
  /** locative, for descriptions: "u Čačku" */
  locative: string;
  country: Country;
  postcode: string;
  lat: number;
  lng: number;
  /** how far businesses scatter around the centre, km */
  spreadKm: number;
  areaCode: string;
  timeZone: string;
  currency: 'RSD' | 'EUR' | 'BAM' | 'MKD';
  /** relative share of general businesses; 0 = only categories that name the city */
  weight: number;
  streets: string[];
  waterfront?: { lat: number; lng: number; street: string }[];
};

const RS = { country: 'RS' as const, timeZone: 'Europe/Belgrade', currency: 'RSD' as const };
const ME = { country: 'ME' as const, timeZone: 'Europe/Podgorica', currency: 'EUR' as const };

export const CITIES: City[] = [
  {
    ...RS, name: 'Beograd', locative: 'u Beogradu', postcode: '11000', lat: 44.8125, lng: 20.4612, spreadKm: 4.5, areaCode: '11', weight: 30,
    streets: [
      'Knez Mihailova', 'Kralja Petra', 'Bulevar kralja Aleksandra', 'Makedonska', 'Njegoševa', 'Svetogorska', 'Cara Dušana',
      'Kneza Miloša', 'Resavska', 'Gospodar Jovanova', 'Takovska', 'Krunska', 'Hilandarska', 'Vojvode Stepe', 'Ustanička',
      'Nemanjina', 'Balkanska', 'Strahinjića Bana', 'Dositejeva', 'Kralja Milana', 'Beogradska', 'Maksima Gorkog',
      'Južni bulevar', 'Cvijićeva', 'Bulevar despota Stefana', 'Žorža Klemansoa', 'Molerova', 'Braće Jerković',
    ],
    waterfront: [
      { lat: 44.8237, lng: 20.4436, street: 'Ušće bb' },
      { lat: 44.8455, lng: 20.4125, street: 'Kej oslobođenja' },
      { lat: 44.7875, lng: 20.4105, street: 'Ada Ciganlija' },
      { lat: 44.8268, lng: 20.4712, street: 'Dunavski kej' },
      { lat: 44.8062, lng: 20.4388, street: 'Savski nasip' },
    ],
  },
  {
    ...RS, name: 'Novi Sad', locative: 'u Novom Sadu', postcode: '21000', lat: 45.2671, lng: 19.8335, spreadKm: 3, areaCode: '21', weight: 14,
    streets: [
      'Zmaj Jovina', 'Dunavska', 'Bulevar oslobođenja', 'Jevrejska', 'Futoška', 'Bulevar cara Lazara', 'Laze Telečkog',
      'Modene', 'Njegoševa', 'Pap Pavla', 'Žarka Zrenjanina', 'Narodnog fronta', 'Bulevar Mihajla Pupina', 'Temerinska',
      'Kisačka', 'Šafarikova', 'Maksima Gorkog', 'Radnička',
    ],
    waterfront: [
      { lat: 45.2452, lng: 19.8498, street: 'Sunčani kej' },
      { lat: 45.2441, lng: 19.8721, street: 'Ribarsko ostrvo' },
      { lat: 45.2563, lng: 19.8499, street: 'Kej žrtava racije' },
    ],
  },
  {
    ...RS, name: 'Niš', locative: 'u Nišu', postcode: '18000', lat: 43.3209, lng: 21.8958, spreadKm: 3, areaCode: '18', weight: 9,
    streets: [
      'Obrenovićeva', 'Vožda Karađorđa', 'Nikole Pašića', 'Bulevar Nemanjića', 'Generala Milojka Lešjanina', 'Vizantijski bulevar',
      'Voždova', 'Cara Dušana', 'Pobedina', 'Sinđelićev trg', 'Orlovića Pavla', 'Dušanova', 'Svetozara Markovića',
    ],
  },
  {
    ...RS, name: 'Kragujevac', locative: 'u Kragujevcu', postcode: '34000', lat: 44.0128, lng: 20.9114, spreadKm: 2.5, areaCode: '34', weight: 6,
    streets: [
      'Kralja Petra I', 'Kneza Mihaila', 'Svetozara Markovića', 'Karađorđeva', 'Lepenički bulevar', 'Branka Radičevića',
      'Save Kovačevića', 'Kralja Aleksandra I Karađorđevića', 'Daničićeva', 'Kneginje Ljubice',
    ],
  },
  {
    ...RS, name: 'Subotica', locative: 'u Subotici', postcode: '24000', lat: 46.1005, lng: 19.665, spreadKm: 2.5, areaCode: '24', weight: 5,
    streets: ['Korzo', 'Matije Korvina', 'Štrosmajerova', 'Maksima Gorkog', 'Segedinski put', 'Age Mamužića', 'Trg slobode', 'Braće Radić', 'Đure Đakovića'],
  },
  {
    ...RS, name: 'Čačak', locative: 'u Čačku', postcode: '32000', lat: 43.8914, lng: 20.3497, spreadKm: 2, areaCode: '32', weight: 4,
    streets: ['Gradsko šetalište', 'Kuželjeva', 'Gospodar Jovanova', 'Cara Dušana', 'Kneza Miloša', 'Bulevar oslobođenja', 'Pivarska', 'Ratka Mitrovića', 'Skadarska'],
  },
  {
    ...RS, name: 'Kraljevo', locative: 'u Kraljevu', postcode: '36000', lat: 43.7258, lng: 20.6897, spreadKm: 2, areaCode: '36', weight: 3.5,
    streets: ['Omladinska', 'Oktobarskih žrtava', 'Cara Lazara', 'Hajduk Veljkova', 'Dimitrija Tucovića', 'Ibarska', 'Karađorđeva', 'Vojvode Putnika'],
    waterfront: [{ lat: 43.7348, lng: 20.7045, street: 'Ibarski kej' }],
  },
  {
    ...RS, name: 'Zrenjanin', locative: 'u Zrenjaninu', postcode: '23000', lat: 45.3836, lng: 20.3819, spreadKm: 2.5, areaCode: '23', weight: 3.5,
    streets: ['Kralja Aleksandra I Karađorđevića', 'Gimnazijska', 'Bulevar Milutina Milankovića', 'Cara Dušana', 'Novosadska', 'Žarka Zrenjanina', 'Trg slobode'],
    waterfront: [{ lat: 45.3812, lng: 20.3902, street: 'Kej 2. oktobra' }],
  },
  {
    ...RS, name: 'Pančevo', locative: 'u Pančevu', postcode: '26000', lat: 44.8708, lng: 20.6403, spreadKm: 2, areaCode: '13', weight: 4,
    streets: ['Vojvode Radomira Putnika', 'Njegoševa', 'Žarka Zrenjanina', 'Karađorđeva', 'Cara Lazara', 'Svetog Save', 'Vojvode Živojina Mišića'],
  },
  {
    ...RS, name: 'Novi Pazar', locative: 'u Novom Pazaru', postcode: '36300', lat: 43.1367, lng: 20.5122, spreadKm: 2, areaCode: '20', weight: 3,
    streets: ['28. novembra', 'Stefana Nemanje', 'AVNOJ-a', 'Generala Živkovića', 'Rifata Burdževića', '7. jula', 'Save Kovačevića'],
  },
  {
    ...RS, name: 'Valjevo', locative: 'u Valjevu', postcode: '14000', lat: 44.2751, lng: 19.8982, spreadKm: 2, areaCode: '14', weight: 3,
    streets: ['Karađorđeva', 'Kneza Miloša', 'Vojvode Mišića', 'Dr Pantića', 'Birčaninova', 'Sinđelićeva', 'Vuka Karadžića'],
  },
  {
    ...RS, name: 'Šabac', locative: 'u Šapcu', postcode: '15000', lat: 44.7489, lng: 19.6908, spreadKm: 2, areaCode: '15', weight: 3,
    streets: ['Gospodar Jevremova', 'Karađorđeva', 'Masarikova', 'Vojvode Putnika', 'Kneza Lazara', 'Pop Lukina', 'Janka Veselinovića'],
  },
  {
    ...RS, name: 'Užice', locative: 'u Užicu', postcode: '31000', lat: 43.8586, lng: 19.8488, spreadKm: 2, areaCode: '31', weight: 3,
    streets: ['Dimitrija Tucovića', 'Trg partizana', 'Nikole Pašića', 'Vidovdanska', 'Žička', 'Heroja Dejovića', 'Petra Ćelovića'],
  },
  {
    ...RS, name: 'Smederevo', locative: 'u Smederevu', postcode: '11300', lat: 44.6628, lng: 20.93, spreadKm: 2, areaCode: '26', weight: 3,
    streets: ['Karađorđeva', 'Kralja Petra I', 'Despota Đurđa', 'Omladinska', 'Stefana Nemanje', 'Đure Daničića'],
    waterfront: [
      { lat: 44.6697, lng: 20.9268, street: 'Dunavski kej' },
      { lat: 44.6715, lng: 20.9362, street: 'Smederevska tvrđava bb' },
    ],
  },
  {
    ...RS, name: 'Leskovac', locative: 'u Leskovcu', postcode: '16000', lat: 42.9981, lng: 21.9461, spreadKm: 2, areaCode: '16', weight: 3,
    streets: ['Bulevar oslobođenja', 'Južnomoravskih brigada', 'Stojana Ljubića', '11. oktobra', 'Pana Đukića', 'Svetozara Markovića'],
  },
  {
    ...RS, name: 'Vranje', locative: 'u Vranju', postcode: '17500', lat: 42.5514, lng: 21.9003, spreadKm: 1.8, areaCode: '17', weight: 2.5,
    streets: ['Kralja Milana', 'Stefana Prvovenčanog', 'Partizanska', 'Bore Stankovića', 'Save Kovačevića', 'Kralja Stefana Prvovenčanog'],
  },
  {
    ...RS, name: 'Sombor', locative: 'u Somboru', postcode: '25000', lat: 45.7742, lng: 19.1122, spreadKm: 2, areaCode: '25', weight: 3,
    streets: ['Kralja Petra I', 'Venac Stepe Stepanovića', 'Laze Kostića', 'Apatinski put', 'Staparski put', 'Trg Svetog Đorđa', 'Čitaonička'],
  },
  {
    ...RS, name: 'Kruševac', locative: 'u Kruševcu', postcode: '37000', lat: 43.58, lng: 21.3339, spreadKm: 2, areaCode: '37', weight: 3,
    streets: ['Vidovdanska', 'Mirka Tomića', 'Trg kosovskih junaka', 'Balkanska', 'Kosovska', 'Jasička', 'Čolak Antina'],
  },
  // Smaller places that only some categories use (wine, rafting).
  {
    ...RS, name: 'Sremski Karlovci', locative: 'u Sremskim Karlovcima', postcode: '21205', lat: 45.2027, lng: 19.9339, spreadKm: 1.2, areaCode: '21', weight: 0,
    streets: ['Patrijarha Rajačića', 'Mitropolita Stratimirovića', 'Trg Branka Radičevića', 'Karlovačkog mira', 'Dositejeva'],
  },
  {
    ...RS, name: 'Vršac', locative: 'u Vršcu', postcode: '26300', lat: 45.1167, lng: 21.3036, spreadKm: 1.8, areaCode: '13', weight: 0,
    streets: ['Sterijina', 'Dvorska', 'Abrašević', 'Žarka Zrenjanina', 'Gudurički put'],
  },
  {
    ...RS, name: 'Bajina Bašta', locative: 'u Bajinoj Bašti', postcode: '31250', lat: 43.9708, lng: 19.5675, spreadKm: 1.5, areaCode: '31', weight: 0,
    streets: ['Dušana Višića', 'Vuka Karadžića', 'Kneza Milana Obrenovića', 'Rajka Tadića'],
    waterfront: [
      { lat: 43.9672, lng: 19.5578, street: 'Obala Drine' },
      { lat: 43.9511, lng: 19.5412, street: 'Rača bb' },
    ],
  },
  // The region.
  {
    ...ME, name: 'Kotor', locative: 'u Kotoru', postcode: '85330', lat: 42.4247, lng: 18.7712, spreadKm: 1.2, areaCode: '32', weight: 0,
    streets: ['Put I Bokeške brigade', 'Njegoševa', 'Stari grad', 'Šuranj', 'Škaljari'],
    waterfront: [
      { lat: 42.4238, lng: 18.7683, street: 'Obala Kotora' },
      { lat: 42.4302, lng: 18.7655, street: 'Dobrota bb' },
    ],
  },
  {
    ...ME, name: 'Budva', locative: 'u Budvi', postcode: '85310', lat: 42.2864, lng: 18.84, spreadKm: 1.2, areaCode: '33', weight: 0,
    streets: ['Mediteranska', 'Jadranski put', 'Slovenska obala', 'Trg slobode', 'Mainski put'],
    waterfront: [
      { lat: 42.2793, lng: 18.8378, street: 'Marina Budva' },
      { lat: 42.2842, lng: 18.8452, street: 'Slovenska obala' },
    ],
  },
  {
    ...ME, name: 'Tivat', locative: 'u Tivtu', postcode: '85320', lat: 42.435, lng: 18.6961, spreadKm: 1.2, areaCode: '32', weight: 0,
    streets: ['Obala Pine', 'Palih boraca', 'Njegoševa', 'Obala bb'],
    waterfront: [
      { lat: 42.4335, lng: 18.6919, street: 'Porto Montenegro' },
      { lat: 42.4289, lng: 18.6989, street: 'Obala Pine' },
    ],
  },
  {
    name: 'Banja Luka', locative: 'u Banjaluci', country: 'BA', postcode: '78000', lat: 44.7722, lng: 17.191, spreadKm: 2.5, areaCode: '51',
    timeZone: 'Europe/Sarajevo', currency: 'BAM', weight: 1.5,
    streets: ['Gospodska', 'Kralja Petra I Karađorđevića', 'Bulevar vojvode Stepe Stepanovića', 'Jovana Dučića', 'Vidovdanska', 'Aleja Svetog Save'],
  },
  {
    name: 'Skoplje', locative: 'u Skoplju', country: 'MK', postcode: '1000', lat: 41.9981, lng: 21.4254, spreadKm: 2.5, areaCode: '2',
    timeZone: 'Europe/Skopje', currency: 'MKD', weight: 1.5,
    streets: ['Makedonija', 'Dimitrie Čupovski', 'Partizanski odredi', 'Ilindenska', 'Nikola Vapcarov'],
  },
];

export const COUNTRY_PHONE: Record<Country, string> = { RS: '+381', ME: '+382', BA: '+387', MK: '+389' };
export const COUNTRY_TLD: Record<Country, string> = { RS: 'rs', ME: 'me', BA: 'ba', MK: 'mk' };

export function cityByName(name: string): City {
  const city = CITIES.find((c) => c.name === name);
  if (!city) throw new Error(`unknown demo city ${name}`);
  return city;
}
