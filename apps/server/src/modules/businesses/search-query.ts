import { searchKey, stem, type CategoryVocabulary } from '../catalogue/index.ts';
import { CITY_BY_FORM, type CityForm } from './city-forms.ts';

/**
 * The visitor's q as terms, each of which a business must match (CONTRACT.md "Lists and search"):
 *   - city: a city form ("novom sadu", "bg"), matching the business's city or its name;
 *   - word: any other word or known phrase, matching the name, a service's name or the city by
 *     substring (of its stem: "masaže" finds "masaža"), or the categories it means;
 *   - prefix: a q that is a single word of one or two characters, matching the start of the name
 *     only (an index range: a short fragment inside names would match nearly everything and can
 *     use no trigram index).
 * Keys are search keys (Cyrillic as Latin, no case or diacritics), not yet LIKE-escaped. `words`
 * is the term's place among q's words ([first, end)): query-reading.ts takes terms out of q by it.
 */
export type Term = (
  | { kind: 'city'; text: string; city: CityForm }
  | { kind: 'word'; text: string; categoryIds: number[] }
  | { kind: 'prefix'; text: string }
) & { words: readonly [number, number] };

export type ParsedQuery = {
  terms: Term[];
  /** what a name should start with to rank first: the words that are not a city, else all of q */
  lead: string;
  /** every category some term means, ascending */
  categoryIds: number[];
};

/** Little words of a query that say nothing about the business ("frizer u beogradu"), when others remain. */
export const STOPWORDS = new Set(['u', 'na', 'za', 'i', 'a', 'o', 'po', 'sa', 'iz', 'kod', 'blizu', 'pored', 'in', 'at', 'near', 'the', 'for', 'of']);
/** Words shorter than this only match as prefix (see Term) or not at all beside longer ones. */
const MIN_WORD = 3;
const LONGEST_PHRASE = 3;

export function tokens(q: string): string[] {
  return searchKey(q).split(/[\s,;]+/u).filter(Boolean);
}

export function parseQuery(q: string, vocabulary: CategoryVocabulary): ParsedQuery {
  const words = tokens(q);
  // Only separators (",;"): nothing but a name starting with them can match.
  if (words.length === 0) return { terms: [{ kind: 'prefix', text: searchKey(q).trim(), words: [0, 0] }], lead: searchKey(q).trim(), categoryIds: [] };
  const terms: Term[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = false;
    for (let n = Math.min(LONGEST_PHRASE, words.length - i); n >= 1 && !matched; n--) {
      const phrase = words.slice(i, i + n).join(' ');
      const city = CITY_BY_FORM.get(phrase);
      if (city) terms.push({ kind: 'city', text: phrase, city, words: [i, i + n] });
      else if (n > 1 && vocabulary.phrases.has(phrase)) terms.push({ kind: 'word', text: phrase, categoryIds: [...vocabulary.phrases.get(phrase)!], words: [i, i + n] });
      else continue;
      i += n;
      matched = true;
    }
    if (matched) continue;
    const at = i++;
    const word = words[at]!;
    if (words.length > 1 && (STOPWORDS.has(word) || word.length < MIN_WORD)) continue;
    if (word.length < MIN_WORD) terms.push({ kind: 'prefix', text: word, words: [at, at + 1] });
    else terms.push({ kind: 'word', text: word, categoryIds: vocabulary.categoriesOf(word), words: [at, at + 1] });
  }
  if (terms.length === 0) {
    // Only little words ("u na"): the first, as a name prefix.
    terms.push({ kind: 'prefix', text: words[0]!, words: [0, 1] });
  }
  const notCity = terms.filter((t) => t.kind !== 'city').map((t) => t.text);
  const categoryIds = [...new Set(terms.flatMap((t) => (t.kind === 'word' ? t.categoryIds : [])))].sort((a, b) => a - b);
  return { terms, lead: (notCity.length > 0 ? notCity : words).join(' '), categoryIds };
}

/** The substring a word term is matched by: its stem (inflection), whole when short. */
export const matchText = (t: Term) => (t.kind === 'word' ? stem(t.text) : t.text);
