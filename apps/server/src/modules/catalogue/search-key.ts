/**
 * The visitor's text as a search key, in TypeScript: the same key the database keeps in
 * entitet.naziv_key, grad_key and usluge_key (SQL search_key: lower, Cyrillic as Latin, đ → dj,
 * unaccent, dj → d; migrations 002 and 048), Serbian Cyrillic transliterated to Latin, so "фризер"
 * and "frizer" are one key, typed by the visitor or by the business. The table below and SQL's
 * cyrillic_as_latin must agree (search-key.int.test.ts).
 */

/** Serbian Cyrillic → Latin (the official one-to-one correspondence; љ, њ, џ are two letters). */
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj',
  м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č',
  џ: 'dž', ш: 'š',
  // Russian, Macedonian and Ukrainian letters a visitor may type on a Cyrillic keyboard
  ѓ: 'đ', ќ: 'ć', ѕ: 'dz', й: 'j', ы: 'i', э: 'e', ю: 'ju', я: 'ja', ё: 'e', щ: 'šč', ъ: '', ь: '', і: 'i', ї: 'ji', є: 'je',
};

function transliterate(text: string): string {
  return text.replace(/[\u0400-\u04FF]/g, (c) => {
    const lower = c.toLowerCase();
    return CYRILLIC[lower] ?? c;
  });
}

/** search_key of text: Cyrillic → Latin, lower case, đ → d, no diacritics. */
export function searchKey(text: string): string {
  return transliterate(text.toLowerCase())
    .replace(/đ/g, 'dj')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/dj/g, 'd');
}

/**
 * The stem a search word is compared by: Serbian inflects nouns by their last vowel (masaža,
 * masaže, masažu; perionica, perionici), so longer words lose one final vowel. Short words
 * stay whole: "nos" and "vid" are words, not stems.
 */
export function stem(key: string): string {
  return key.length > 4 && /[aeiou]$/.test(key) ? key.slice(0, -1) : key;
}
