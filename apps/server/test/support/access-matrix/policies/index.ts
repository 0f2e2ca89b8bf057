import type { PolicyTable } from '../world.ts';
import { bookingPolicy } from './booking.ts';
import { foundationPolicy } from './foundation.ts';
import { managementPolicy } from './management.ts';
import { peoplePolicy } from './people.ts';

function mergePolicies(...tables: PolicyTable[]): PolicyTable {
  const merged: PolicyTable = {};
  for (const table of tables) {
    for (const [key, entry] of Object.entries(table)) {
      if (key in merged) throw new Error(`${key} has two policy entries`);
      merged[key] = entry;
    }
  }
  return merged;
}

/** Every reviewed route rule, keyed `METHOD url` as registered (the access matrix and the input fuzz test use it). */
export const POLICY = mergePolicies(foundationPolicy, bookingPolicy, managementPolicy, peoplePolicy);
