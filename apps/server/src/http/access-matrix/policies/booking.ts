import type { PolicyTable } from '../world.ts';

/** Schedule, booking and live slots (issue 4). */
export const bookingPolicy: PolicyTable = {};
