/**
 * Which known word a misspelt search word is read as (CONTRACT.md "Search and pages",
 * decision 067): the nearest within one edit, two for words of 8 letters or more. An edit is a
 * letter added, dropped, changed, or two neighbours swapped ("zubra" → "zubar"): the optimal
 * string alignment distance.
 */

/** Words shorter than this are never corrected: too many words lie one edit from them. */
export const MIN_CORRECTED = 4;

export function maxEdits(word: string): number {
  return word.length >= 8 ? 2 : 1;
}

/** Optimal string alignment distance of a and b, or limit + 1 as soon as it must exceed limit. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const cols = b.length + 1;
  let before = new Array<number>(cols).fill(0);
  let previous = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(cols).fill(0);
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current[j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The lowest trigram similarity (pg_trgm's similarity) a word within maxEdits(word) of `word`
 * can have: the shared trigrams over all of both. A word of n letters has n + 1 trigrams (pg_trgm
 * pads two spaces before and one after); an edit breaks at most 4 of them (a swap touches every
 * trigram holding either letter) and lengthens the other word by at most one, so at least
 * (n + 1 - 4e) / (n + 1 + 5e). Repeated trigrams count once in pg_trgm, so a little is taken off.
 * The trigram index is asked for the words at least this similar, and the distance decides.
 */
export function similarityFloor(word: string): number {
  const n = word.length;
  const e = maxEdits(word);
  return Math.max(0.02, (n + 1 - 4 * e) / (n + 1 + 5 * e) - 0.02);
}

/** A word the search knows, and how many published businesses use it (Infinity: a category's word or a city's form). */
export type KnownWord = { rec: string; broj: number };

/**
 * The nearest known word within maxEdits(word): fewest edits, then the most businesses, then
 * alphabetical (one answer for the same vocabulary); undefined when none is near enough.
 */
export function nearestWord(word: string, known: Iterable<KnownWord>): string | undefined {
  const limit = maxEdits(word);
  let best: { rec: string; broj: number; d: number } | undefined;
  for (const k of known) {
    if (k.rec === word) continue;
    const d = editDistance(word, k.rec, limit);
    if (d > limit) continue;
    if (!best || d < best.d || (d === best.d && (k.broj > best.broj || (k.broj === best.broj && k.rec < best.rec)))) best = { ...k, d };
  }
  return best?.rec;
}
