import { z } from 'zod';

export * from './people-paths.ts';

// zod schemas of the people calls go here (see CONTRACT.md).
export const _peoplePlaceholder = z.never().optional();
