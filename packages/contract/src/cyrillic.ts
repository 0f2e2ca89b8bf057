/**
 * Serbian Latin → Serbian Cyrillic, for the sr-Cyrl interface: its texts are the sr-Latn texts
 * transliterated (lib/translate.ts), so there is one Serbian text to write and review. And the
 * other way (toLatin, at the end): what people typed in Cyrillic, shown on the Latin and English
 * pages, and the Cyrillic of search keys.
 *
 * Serbian's two alphabets map one to one, except the digraphs lj, nj and dž, which are one
 * Cyrillic letter each (љ, њ, џ; Lj and LJ alike → Љ). The brand is a Serbian word too: Закажи.
 * Foreign words the Serbian texts use are written as Serbian Cyrillic writes them (FOREIGN:
 * Wellness → Велнес, online → онлајн), not letter by letter. Left as they are:
 * - placeholders ({{name}}), web and mail addresses (zakazi.rs, podrska@zakazi.rs, https://…);
 * - the codes below, written in Latin letters in Cyrillic text too;
 * - other words with q, w, x or y, which Serbian does not have (a foreign word not in FOREIGN yet);
 * - the few words where the two letters of a digraph belong to different parts (in-jekcija,
 *   nad-živeti), listed in SPLIT_DIGRAPHS.
 */

const LETTERS: Record<string, string> = {
  a: 'а', b: 'б', c: 'ц', č: 'ч', ć: 'ћ', d: 'д', đ: 'ђ', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'ј', k: 'к',
  l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', r: 'р', s: 'с', š: 'ш', t: 'т', u: 'у', v: 'в', z: 'з', ž: 'ж',
};
const DIGRAPHS: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/** Kept in Latin letters: currency and file-type codes, abbreviations read letter by letter in Latin, names of products. */
const LATIN_ONLY = new Set(['RSD', 'EUR', 'BAM', 'MKD', 'SMS', 'PDF', 'ICS', 'JPEG', 'JPG', 'PNG', 'WebP', 'GIF', 'HEIC', 'URL', 'HTTPS', 'ID', 'OK', 'iOS', 'Android', 'Google', 'Apple', 'OpenStreetMap', 'Leaflet']);

/**
 * Foreign words in the Serbian texts (and the catalogue's names), in lower case, as Serbian
 * Cyrillic spells them; a capital first letter stays capital. Matched as whole words, a phrase with
 * its hyphens ("rent-a-car": "car" alone is the Serbian word for tsar, цар).
 */
const FOREIGN: Record<string, string> = { wellness: 'велнес', online: 'онлајн', 'rent-a-car': 'рент-а-кар' };
const FOREIGN_WORD = new RegExp(`(?<![\\p{L}-])(?:${Object.keys(FOREIGN).join('|')})(?![\\p{L}-])`, 'giu');

/** Word beginnings where n+j or d+ž are two letters, not one (injekcija → инјекција, nadživeti → надживети). */
const SPLIT_DIGRAPHS = ['injek', 'konjuk', 'konjug', 'konjun', 'vanjezič', 'nadž', 'podž', 'odžal'];

/** What is never transliterated: placeholders, URLs, mail addresses, domain names. */
const PROTECTED = /\{\{[^}]*\}\}|\{[\w.]+\}|https?:\/\/\S*|www\.\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b[\w-]+\.(?:rs|com|org|net|me|ba|mk|hr|eu)\b/giu;
const WORD = /[\p{Script=Latin}]+/gu;

function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

function word(w: string): string {
  if (LATIN_ONLY.has(w) || /[qwxy]/i.test(w)) return w;
  const lower = w.toLowerCase();
  const split = SPLIT_DIGRAPHS.find((prefix) => lower.startsWith(prefix));
  let out = '';
  for (let i = 0; i < w.length; i++) {
    const pair = lower.slice(i, i + 2);
    const digraph = DIGRAPHS[pair];
    // In a split word, the digraph that the prefix holds is two letters.
    const splitHere = split !== undefined && i < split.length - 1 && split.slice(i, i + 2) === pair;
    if (digraph && !splitHere) {
      out += isUpper(w[i]!) ? digraph.toUpperCase() : digraph;
      i++;
      continue;
    }
    const ch = w[i]!;
    const cyr = LETTERS[ch.toLowerCase()];
    out += cyr === undefined ? ch : isUpper(ch) ? cyr.toUpperCase() : cyr;
  }
  return out;
}

function foreign(w: string): string {
  const cyr = FOREIGN[w.toLowerCase()]!;
  return isUpper(w[0]!) ? cyr[0]!.toUpperCase() + cyr.slice(1) : cyr;
}

function words(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(FOREIGN_WORD)) {
    out += text.slice(last, match.index).replace(WORD, word) + foreign(match[0]);
    last = match.index + match[0].length;
  }
  return out + text.slice(last).replace(WORD, word);
}

/** Serbian Latin text in Cyrillic letters; digits, punctuation and the protected parts stay as they are. */
export function toCyrillic(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(PROTECTED)) {
    out += words(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return out + words(text.slice(last));
}

/** A stored group of texts (lists, nested objects) in Cyrillic. */
export function toCyrillicDeep(value: unknown): unknown {
  if (typeof value === 'string') return toCyrillic(value);
  if (Array.isArray(value)) return value.map(toCyrillicDeep);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCyrillicDeep(v)]));
  return value;
}

/**
 * Cyrillic → Latin, letter by letter: Serbian's official correspondence (љ, њ, џ are two letters
 * each), and the Macedonian, Russian and Ukrainian letters someone may type on a Cyrillic keyboard
 * as Serbian Latin writes their sounds.
 */
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', ђ: 'đ', е: 'e', ж: 'ž', з: 'z', и: 'i', ј: 'j', к: 'k', л: 'l', љ: 'lj',
  м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't', ћ: 'ć', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'č',
  џ: 'dž', ш: 'š',
  ѓ: 'đ', ќ: 'ć', ѕ: 'dz', й: 'j', ы: 'i', э: 'e', ю: 'ju', я: 'ja', ё: 'e', щ: 'šč', ъ: '', ь: '', і: 'i', ї: 'ji', є: 'je',
};
const CYRILLIC_LETTER = /[\u0400-\u04FF]/gu;
const isUpperLetter = (ch: string | undefined) => ch !== undefined && isUpper(ch);

/**
 * Cyrillic text in Latin letters; everything else as it is. A capital that becomes two letters
 * (Љ, Њ, Џ, Ю…) is one capital and a small letter (Ljubica) unless the word is in capitals
 * around it (LJUBICA).
 */
export function toLatin(text: string): string {
  return text.replace(CYRILLIC_LETTER, (ch, index: number) => {
    const lower = ch.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined || ch === lower) return latin ?? ch;
    const allCaps = latin.length > 1 && (isUpperLetter(text[index + 1]) || (!/\p{L}/u.test(text[index + 1] ?? '') && isUpperLetter(text[index - 1])));
    return allCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
  });
}
