/** Serbian Cyrillic → Latin, for comparing city names however they were typed. */
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'd', е: 'e', ж: 'z', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj', м: 'm',
  н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'c', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'c', џ: 'dz', ш: 's',
};

/**
 * A city name as the search compares it (the server's search key): Latin, lower case, no
 * diacritics, đ and dj as d. "Čačak", "cacak" and "Чачак" are one key.
 */
function cityKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u0400-\u04FF]/g, (c) => LATIN[c] ?? c)
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/dj/g, 'd')
    .trim();
}

/** Whether the city filter `grad` (any part of a city's name, as the server matches it) fits the city `city`. */
export function fitsCity(city: string, grad: string): boolean {
  return cityKey(city).includes(cityKey(grad));
}
