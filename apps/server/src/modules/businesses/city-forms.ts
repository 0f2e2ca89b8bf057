import { searchKey } from '../catalogue/index.ts';

/**
 * The usual forms of the cities of the demo world (demo/cities.ts; a unit test keeps the two in
 * step): a person searches "stomatolog novom sadu" or "frizer bg", not "Novi Sad" and "Beograd".
 * Locative (u Novom Sadu), genitive (iz Novog Sada), instrumental where people use it, one-word
 * spellings and the licence-plate abbreviations in common use. A search word (or two or three
 * consecutive words) equal to one of these, or to the name, means that city.
 */
export const CITY_FORMS: Readonly<Record<string, readonly string[]>> = {
  Beograd: ['beogradu', 'beograda', 'beogradom', 'bg', 'bgd'],
  'Novi Sad': ['novom sadu', 'novog sada', 'novim sadom', 'novisad', 'ns'],
  Niš: ['nišu', 'niša', 'nišom'],
  Kragujevac: ['kragujevcu', 'kragujevca', 'kragujevcem'],
  Subotica: ['subotici', 'subotice', 'suboticom'],
  Čačak: ['čačku', 'čačka', 'čačkom'],
  Kraljevo: ['kraljevu', 'kraljeva', 'kraljevom'],
  Zrenjanin: ['zrenjaninu', 'zrenjanina', 'zrenjaninom'],
  Pančevo: ['pančevu', 'pančeva', 'pančevom'],
  'Novi Pazar': ['novom pazaru', 'novog pazara', 'novim pazarom'],
  Valjevo: ['valjevu', 'valjeva', 'valjevom'],
  Šabac: ['šapcu', 'šapca', 'šapcem'],
  Užice: ['užicu', 'užica', 'užicem'],
  Smederevo: ['smederevu', 'smedereva', 'smederevom'],
  Leskovac: ['leskovcu', 'leskovca', 'leskovcem'],
  Vranje: ['vranju', 'vranja', 'vranjem'],
  Sombor: ['somboru', 'sombora', 'somborom'],
  Kruševac: ['kruševcu', 'kruševca', 'kruševcem'],
  'Sremski Karlovci': ['sremskim karlovcima', 'sremskih karlovaca', 'karlovci', 'karlovcima', 'karlovaca'],
  Vršac: ['vršcu', 'vršca', 'vršcem'],
  'Bajina Bašta': ['bajinoj bašti', 'bajine bašte', 'bajinom baštom'],
  Kotor: ['kotoru', 'kotora', 'kotorom'],
  Budva: ['budvi', 'budve', 'budvom'],
  Tivat: ['tivtu', 'tivta', 'tivtom'],
  'Banja Luka': ['banjaluka', 'banjoj luci', 'banjaluci', 'banja luci', 'banje luke', 'banjaluke'],
  Skoplje: ['skoplju', 'skoplja', 'skopljem', 'skopje'],
};

export type CityForm = { name: string; key: string };

/** Every form (the name itself too) by its search key → the city's name and search key. */
export const CITY_BY_FORM: ReadonlyMap<string, CityForm> = new Map(
  Object.entries(CITY_FORMS).flatMap(([name, forms]) => {
    const city = { name, key: searchKey(name) };
    return [name, ...forms].map((f) => [searchKey(f), city] as const);
  }),
);

/** The city's display name by its search key (the cities of the table). */
export const CITY_NAME_BY_KEY: ReadonlyMap<string, string> = new Map(Object.keys(CITY_FORMS).map((name) => [searchKey(name), name]));
