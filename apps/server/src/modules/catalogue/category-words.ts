import type { Db } from '../../db/database.ts';
import { EVERYDAY_WORDS } from './everyday-words.ts';
import * as queries from './queries.ts';
import { searchKey, stem } from './search-key.ts';

/**
 * Which categories a search word means: the words of each category's names (Serbian and English)
 * and of its everyday words (everyday-words.ts), as search keys. A word w means a category when one
 * of its words t
 *   - is w,
 *   - starts with w (w of 3 letters or more: the visitor is still typing, "friz" → frizer), or
 *   - is the stem of w (stem of 4 letters or more: "zubara", "masaže", "perionici" are zubar,
 *     masaža, perionica inflected).
 * Multi-word everyday terms ("tehnički pregled", "gel lak") are phrases: the query parser tries
 * them before single words; alone, only their words of 4 letters or more count ("pregled", not "lak").
 */
export type CategoryVocabulary = {
  categories: { id: number; slug: string; naziv: string; nazivEn: string; mainKategorijaId: number }[];
  /** multi-word terms and names, by search key → category ids */
  phrases: ReadonlyMap<string, readonly number[]>;
  /** every single word of the names and everyday words, as search keys (what a misspelt word may be read as) */
  words: readonly string[];
  /** ids of the categories the word (a search key) means, ascending; minPrefix: the shortest w that may be a prefix (3; suggestions 2) */
  categoriesOf: (word: string, minPrefix?: number) => number[];
};

const wordsOf = (key: string) => key.split(/[^\p{L}\p{N}-]+/u).filter(Boolean);

export function buildVocabulary(categories: CategoryVocabulary['categories']): CategoryVocabulary {
  const words = new Map<string, Set<number>>();
  const phrases = new Map<string, number[]>();
  const addWord = (word: string, id: number) => {
    let set = words.get(word);
    if (!set) words.set(word, (set = new Set()));
    set.add(id);
  };
  const addPhrase = (phrase: string, id: number) => {
    const list = phrases.get(phrase) ?? [];
    if (!list.includes(id)) list.push(id);
    phrases.set(phrase, list);
  };
  for (const c of categories) {
    for (const name of [c.naziv, c.nazivEn]) {
      const parts = wordsOf(searchKey(name));
      for (const w of parts) if (w.length >= 3) addWord(w, c.id);
      if (parts.length > 1) addPhrase(parts.join(' '), c.id);
    }
    for (const term of EVERYDAY_WORDS[c.slug] ?? []) {
      const parts = wordsOf(searchKey(term));
      if (parts.length === 1) addWord(parts[0]!, c.id);
      else {
        addPhrase(parts.join(' '), c.id);
        for (const w of parts) if (w.length >= 4) addWord(w, c.id);
      }
    }
  }
  const entries = [...words.entries()].map(([word, ids]) => ({ word, stem: stem(word), ids: [...ids] }));
  const cache = new Map<string, number[]>();
  return {
    categories,
    phrases,
    words: [...words.keys()],
    categoriesOf(w, minPrefix = 3) {
      const cacheKey = `${minPrefix}:${w}`;
      let found = cache.get(cacheKey);
      if (found) return found;
      const ids = new Set<number>();
      for (const e of entries) {
        if (e.word === w || (w.length >= minPrefix && e.word.startsWith(w)) || (e.stem.length >= 4 && w.startsWith(e.stem))) {
          for (const id of e.ids) ids.add(id);
        }
      }
      found = [...ids].sort((a, b) => a - b);
      if (cache.size < 10_000) cache.set(cacheKey, found);
      return found;
    },
  };
}

/**
 * The categories are fixed by migrations (the server restarts to apply one), so the vocabulary is
 * built once per database handle instead of once per search.
 */
const vocabularies = new WeakMap<Db, Promise<CategoryVocabulary>>();
export function categoryVocabulary(db: Db): Promise<CategoryVocabulary> {
  let v = vocabularies.get(db);
  if (!v) {
    v = queries.listCategories(db).then((rows) =>
      buildVocabulary(rows.map((r) => ({ id: r.id, slug: r.slug, naziv: r.naziv_sr, nazivEn: r.naziv_en, mainKategorijaId: r.main_kategorija_id }))),
    );
    v.catch(() => vocabularies.delete(db));
    vocabularies.set(db, v);
  }
  return v;
}
