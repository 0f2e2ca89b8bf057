import type { PolicyTable } from '../world.ts';

/** Ratings, favorites, statistics and the super-admin's lists (issues 4 and 5). */
export const peoplePolicy: PolicyTable = {};
