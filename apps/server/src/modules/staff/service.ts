import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/**
 * An employee (zaposleni) of a business, optionally linked to a login account, performing the
 * given services of that business. Run inside the caller's transaction. 400 when a service id
 * is not a live service of this business. Returns the zaposleni id.
 */
export async function createEmployee(
  db: Executor,
  input: { entitetId: number; userId: number | null; ime: string; prezime?: string | null; uslugaIds?: number[] },
): Promise<number> {
  const wanted = [...new Set(input.uslugaIds ?? [])];
  const own = await queries.servicesOfBusiness(db, input.entitetId, wanted);
  const foreign = wanted.filter((id) => !own.has(id));
  if (foreign.length) {
    throw new AppError(400, 'bad-request', `Services ${foreign.join(', ')} are not services of this business`, [
      { field: 'body.uslugaIds', message: `not services of business ${input.entitetId}: ${foreign.join(', ')}` },
    ]);
  }
  const zaposleniId = await queries.insertZaposleni(db, {
    entitetId: input.entitetId,
    userId: input.userId,
    ime: input.ime,
    prezime: input.prezime ?? null,
  });
  await queries.linkServices(db, zaposleniId, wanted);
  return zaposleniId;
}

/** Account erasure of an employee: they stop appearing as bookable staff. */
export async function deactivateEmployeeOfUser(db: Executor, userId: number): Promise<void> {
  await queries.deactivateByUser(db, userId);
}
