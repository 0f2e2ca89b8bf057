import { CITY_CENTRES } from './cities';

/**
 * The city the visitor chose last on the search or near-me page, kept in this browser
 * (localStorage): the home page's rows show that city. Only the cities the pickers offer are kept,
 * so nothing a visitor typed is stored, and a stored value that is not one of them reads as none.
 */
const KEY = 'zakazi.city';

/** The stored city's name as CITY_CENTRES spells it, or null. Storage may be off (a private window): then none. */
export function chosenCity(): string | null {
  try {
    return known(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

/** Remembers `name` when it is one of the cities (in any case, with or without diacritics as written there). */
export function rememberCity(name: string | null | undefined): void {
  const city = known(name);
  if (!city) return;
  try {
    localStorage.setItem(KEY, city);
  } catch {
    /* storage off: the home page shows the default city */
  }
}

function known(name: string | null | undefined): string | null {
  const key = name?.trim().toLocaleLowerCase('sr');
  return (key && CITY_CENTRES.find((c) => c.name.toLocaleLowerCase('sr') === key)?.name) || null;
}
