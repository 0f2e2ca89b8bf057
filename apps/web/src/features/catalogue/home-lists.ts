import { queryOptions } from '@tanstack/react-query';
import { HOME_ROW_SIZE, homeListQueries, homeToday } from '@zakazi/contract/home-lists';
import type { Position } from '@/lib/known-position';
import { getHomeList, getNearby } from './api/getHomeList';

export type HomeRow = 'bestRated' | 'freeToday';

/** How long a row's answer is fresh: going back to the home page within it asks for nothing. */
const FRESH_MS = 60_000;

/**
 * A home row of a city. Its URL is the one the server embeds in the home page for the default
 * city (apps/server http/page-heads.ts), so the first load takes the answer from the page. "Today"
 * is Belgrade's, on both sides.
 */
export const homeListQuery = (row: HomeRow, city: string, today = homeToday()) =>
  queryOptions({
    queryKey: ['catalogue', 'home', row, city, today],
    queryFn: ({ signal }) => getHomeList(homeListQueries(city, today)[row], signal),
    staleTime: FRESH_MS,
  });

/** The "near you" row: around the visitor's (rounded) position. */
export const nearYouQuery = (at: Position) =>
  queryOptions({
    queryKey: ['catalogue', 'home', 'near', at.lat, at.lng],
    queryFn: ({ signal }) => getNearby({ latitude: at.lat, longitude: at.lng, pageSize: HOME_ROW_SIZE }, signal),
    staleTime: FRESH_MS,
  });
