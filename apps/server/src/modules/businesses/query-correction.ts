import type { CategoryVocabulary } from '../catalogue/index.ts';
import { CITY_BY_FORM } from './city-forms.ts';
import { matchText, parseQuery, tokens } from './search-query.ts';
import { MIN_CORRECTED, nearestWord, similarityFloor, type KnownWord } from './spelling.ts';
import { spellingCandidates } from './spelling-queries.ts';
import type { Db } from '../../db/database.ts';

/** Only words of letters are read as others: "sal%n" or "a1b2" are not misspellings of a word. */
const LETTERS = /^\p{L}+$/u;

/** The cities' one-word forms ("beogradu", "nisu"): words the search knows whatever the businesses. */
const CITY_FORM_WORDS: KnownWord[] = [...CITY_BY_FORM.keys()].filter((f) => !f.includes(' ')).map((rec) => ({ rec, broj: Infinity }));

/**
 * q as the search reads it when some of its words match nothing as typed (CONTRACT.md "Search and
 * pages", decision 067): each word of MIN_CORRECTED letters or more (letters only) that no published business
 * matches (no name, service or city contains it, no category means it) replaced by the nearest
 * word the search knows (spelling.ts nearestWord over the businesses' words, the categories' names
 * and everyday words, and the cities' forms). The other words stay as typed. Undefined when no
 * word was replaced.
 *
 * Every term of q must match, and every published business has a city (publication.ts asks for an
 * address), so its words are in rec_pretrage: a q with such a word finds nothing as typed, and one
 * that finds anything as typed is never corrected. The list is therefore read once, for the q this
 * returns, and not first as typed only to find it empty.
 */
export async function correctedQuery(db: Db, q: string, vocabulary: CategoryVocabulary): Promise<string | undefined> {
  const parsed = parseQuery(q, vocabulary);
  const keys = tokens(q);
  const typed = q.split(/[\s,;]+/u).filter(Boolean);
  const words = typed.length === keys.length ? typed : keys;
  const suspects = parsed.terms.flatMap((t) =>
    t.kind === 'word' && t.words[1] - t.words[0] === 1 && t.text.length >= MIN_CORRECTED && LETTERS.test(t.text) && t.categoryIds.length === 0 ? [t] : [],
  );
  if (suspects.length === 0) return undefined;
  const checks = await spellingCandidates(
    db,
    suspects.map((t) => ({ word: t.text, match: matchText(t), floor: similarityFloor(t.text) })),
  );
  const categoryWords = vocabulary.words.map((rec) => ({ rec, broj: Infinity }));
  let changed = false;
  suspects.forEach((t, i) => {
    const check = checks[i]!;
    if (check.known) return;
    const nearest = nearestWord(t.text, [...check.near, ...categoryWords, ...CITY_FORM_WORDS]);
    if (nearest === undefined) return;
    words[t.words[0]] = nearest;
    changed = true;
  });
  return changed ? words.join(' ') : undefined;
}
