/** Zod-free and dependency-free module (the web client's home route imports it at runtime). */
import type { IsoDay } from './calendar.ts';

/**
 * The home page's rows that are the same for every visitor until they choose a city (issue 29):
 * the best rated and those free today in a city. The server embeds their answers in the home page
 * (apps/server http/page-heads.ts) under the URL the client asks for them (apps/web
 * features/catalogue/home-lists.ts); both build the query here, so the URL is the same on both
 * sides: the same parameters in the same order.
 */

/** The city a visitor who chose none sees: the largest. */
export const HOME_CITY = 'Beograd';
/** Cards in a row: two screens of a phone, two rows of a desktop grid. */
export const HOME_ROW_SIZE = 8;
/** "Today" is the businesses' day (their time zone), the same on the server and in any browser. */
const HOME_ZONE = 'Europe/Belgrade';

const DAY_FORMAT = new Intl.DateTimeFormat('en', { timeZone: HOME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Belgrade, ISO: through Intl rather than calendar.ts's todayIn, whose zone library the home route would download. */
export function homeToday(now: Date = new Date()): IsoDay {
  const part = (type: Intl.DateTimeFormatPartTypes) => DAY_FORMAT.formatToParts(now).find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** GET /api/Entitet/Filtered's query of each row, in the order the URL names its parameters. */
export const homeListQueries = (city: string, today: IsoDay) => ({
  bestRated: { grad: city, sort: 'rating', pageSize: HOME_ROW_SIZE },
  freeToday: { grad: city, slobodnoDatum: today, pageSize: HOME_ROW_SIZE },
});
