import { z } from 'zod';

export * from './booking-paths.ts';

// zod schemas of the booking calls go here (see CONTRACT.md).
export const _bookingPlaceholder = z.never().optional();
