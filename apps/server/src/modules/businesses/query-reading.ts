import type { QueryReading } from '@zakazi/contract';
import { STOPWORDS, tokens, type ParsedQuery, type Term } from './search-query.ts';

/**
 * How q was read, for the search page to show in its fields (FilteredResponse.upit): the one
 * city its words name, the one category its words mean, and q without those words, so that
 * choosing another city or category in a field replaces the one q named instead of asking for
 * both ("frizer beograd" with Novi Sad chosen found nothing, and nothing said why).
 */
export function readingOf(q: string, parsed: ParsedQuery): QueryReading {
  const keys = tokens(q);
  // The words as typed (with their diacritics and script), one per search key; the keys should a
  // word vanish from the key (a lone Cyrillic hard sign).
  const typed = q.split(/[\s,;]+/u).filter(Boolean);
  const words = typed.length === keys.length ? typed : keys;
  const cityTerms = parsed.terms.filter((t) => t.kind === 'city');
  const cities = [...new Set(cityTerms.map((t) => t.city.name))];
  const categoryTerms = parsed.terms.filter((t) => t.kind === 'word' && t.categoryIds.length > 0);
  const categoryIds = [...new Set(categoryTerms.flatMap((t) => (t.kind === 'word' ? t.categoryIds : [])))];
  const grad = cities.length === 1 ? cities[0]! : null;
  const kategorijaId = categoryIds.length === 1 ? categoryIds[0]! : null;
  return {
    grad,
    bezGrada: grad === null ? words.join(' ') : without(words, keys, cityTerms),
    kategorijaId,
    bezKategorije: kategorijaId === null ? words.join(' ') : without(words, keys, categoryTerms),
  };
}

/** The words outside these terms, and without a little word just before one ("frizer u beogradu" → "frizer"). */
function without(words: string[], keys: string[], removed: Term[]): string {
  const gone = new Set<number>();
  for (const { words: [from, to] } of removed) {
    for (let i = from; i < to; i++) gone.add(i);
    if (from > 0 && STOPWORDS.has(keys[from - 1]!)) gone.add(from - 1);
  }
  return words.filter((_, i) => !gone.has(i)).join(' ');
}
