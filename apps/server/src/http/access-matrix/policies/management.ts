import type { PolicyTable } from '../world.ts';

/** Running a business: details, address, images, services, employees, completeness (issue 5). */
export const managementPolicy: PolicyTable = {};
