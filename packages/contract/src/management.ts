import { z } from 'zod';

export * from './management-paths.ts';

// zod schemas of the management calls go here (see CONTRACT.md).
export const _managementPlaceholder = z.never().optional();
