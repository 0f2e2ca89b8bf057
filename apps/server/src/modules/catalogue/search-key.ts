import { toLatin } from '@zakazi/contract/cyrillic';

/**
 * The visitor's text as a search key, in TypeScript: the same key the database keeps in
 * entitet.naziv_key, grad_key and usluge_key (SQL search_key: lower, Cyrillic as Latin, đ → dj,
 * unaccent, dj → d; migrations 002 and 048), Serbian Cyrillic transliterated to Latin, so "фризер"
 * and "frizer" are one key, typed by the visitor or by the business. The contract's toLatin (the
 * same letters as the Latin and English pages show) and SQL's cyrillic_as_latin must agree
 * (search-key.int.test.ts).
 */

/** search_key of text: Cyrillic → Latin, lower case, đ → d, no diacritics. */
export function searchKey(text: string): string {
  return toLatin(text.toLowerCase())
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
