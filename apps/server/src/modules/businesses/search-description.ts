import { EVERYDAY_WORDS } from '../catalogue/index.ts';
import { CITY_FORMS } from './city-forms.ts';

/**
 * How q is read, for the OpenAPI description of GET /api/Entitet/Filtered: the contract asks the
 * server to publish its everyday words per category and the city forms it knows.
 */
export function searchWordsDescription(): string {
  const words = Object.entries(EVERYDAY_WORDS)
    .map(([slug, list]) => `${slug}: ${list.join(', ')}`)
    .join('; ');
  const cities = Object.entries(CITY_FORMS)
    .map(([name, forms]) => `${name}: ${forms.join(', ')}`)
    .join('; ');
  return [
    'q is free text of one or more words, in Latin or Serbian Cyrillic script (фризер = frizer), with or without diacritics (đ, dj and d alike), in any case.',
    'A business matches when every word matches one of: its name, a service\'s name or its city (any part, compared by stem: masaže finds masaža), the categories the word means',
    '(a word of the category\'s Serbian or English name or of its everyday words: equal, a prefix of it while typing, or an inflected form of it), or, for a city form, the city.',
    'A word of one or two letters alone matches the start of a name; beside longer words it, and little words such as u, na, za, are ignored ("frizer u beogradu").',
    `Everyday words per category slug — ${words}.`,
    `City forms (besides the name) — ${cities}.`,
  ].join(' ');
}
