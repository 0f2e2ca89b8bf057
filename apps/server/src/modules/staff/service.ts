import type { Kysely } from 'kysely';
import { MANAGEMENT_ERRORS, UpdateZaposleniBody, type ZaposleniAdmin } from '@zakazi/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../shared/caller.ts';
import { AppError, conflict, notFound } from '../../shared/errors.ts';
import { assertMayReadBusiness, lockOwnedBusiness, refreshPublication } from '../ownership/index.ts';
import { recordAudit } from '../audit/index.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/** 400 naming the ids that are not live services of this business. */
async function assertServicesOfBusiness(db: Executor, entitetId: number, uslugaIds: number[]): Promise<void> {
  const own = await queries.servicesOfBusiness(db, entitetId, uslugaIds);
  const foreign = uslugaIds.filter((id) => !own.has(id));
  if (foreign.length) {
    throw new AppError(400, 'bad-request', `Services ${foreign.join(', ')} are not services of this business`, [
      { field: 'body.uslugaIds', message: `not services of business ${entitetId}: ${foreign.join(', ')}` },
    ]);
  }
}

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
  await assertServicesOfBusiness(db, input.entitetId, wanted);
  const zaposleniId = await queries.insertZaposleni(db, {
    entitetId: input.entitetId,
    userId: input.userId,
    ime: input.ime,
    prezime: input.prezime ?? null,
  });
  await queries.linkServices(db, zaposleniId, wanted);
  await refreshPublication(db, input.entitetId);
  return zaposleniId;
}

/** Account erasure of an employee: they stop appearing as bookable staff; their businesses are re-checked. */
export async function deactivateEmployeeOfUser(db: Executor, userId: number): Promise<void> {
  const businesses = await queries.businessesOfUser(db, userId);
  await queries.deactivateByUser(db, userId);
  for (const entitetId of businesses) await refreshPublication(db, entitetId);
}

/** 400 naming the ids that are not employees of this business (used by the services' writes). */
export async function assertEmployeesOfBusiness(db: Executor, entitetId: number, zaposleniIds: number[]): Promise<void> {
  const own = await queries.employeesOfBusiness(db, entitetId, zaposleniIds);
  const foreign = zaposleniIds.filter((id) => !own.has(id));
  if (foreign.length) {
    throw new AppError(400, 'bad-request', `Employees ${foreign.join(', ')} do not work at this business`, [
      { field: 'body.zaposleniIds', message: `not employees of business ${entitetId}: ${foreign.join(', ')}` },
    ]);
  }
}

/** The employees performing a service become exactly these (ids checked with assertEmployeesOfBusiness). */
export async function setServiceEmployees(db: Executor, uslugaId: number, zaposleniIds: number[]): Promise<void> {
  await queries.replaceServiceEmployees(db, uslugaId, zaposleniIds);
}

function toZaposleniAdmin(r: queries.ZaposleniAdminRow): ZaposleniAdmin {
  return {
    id: r.id,
    ime: r.ime,
    prezime: r.prezime,
    uslugaIds: r.usluga_ids.map(Number),
    aktivan: r.aktivan,
    userId: r.user_id,
    email: r.email,
    imaRadnuNedelju: r.ima_radnu_nedelju,
    buduciTermini: r.buduci_termini,
  };
}

/** GET /api/Entitet/{id}/zaposleni: active first, then inactive; its Administrator or a SystemAdministrator. */
export async function listEmployeesForOwner(db: Db, user: AuthUser | null, entitetId: number): Promise<ZaposleniAdmin[]> {
  await assertMayReadBusiness(db, user, entitetId);
  return (await queries.listEmployeesForOwner(db, { entitetId })).map(toZaposleniAdmin);
}

/**
 * PUT /api/Zaposleni/{id}: name, services and active flag. Deactivating keeps the employee's
 * bookings (they stand and stay visible; buduciTermini tells the owner how many lie ahead) and
 * only stops new ones. Reactivating an employee whose account was erased is refused (409).
 */
export async function updateEmployee(
  db: Db,
  user: AuthUser | null,
  zaposleniId: number,
  body: z.output<typeof UpdateZaposleniBody>,
): Promise<ZaposleniAdmin> {
  const found = await queries.findEmployee(db, zaposleniId);
  if (!found) throw notFound('Employee');
  const row = await db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, found.entitet_id);
    const uslugaIds = [...new Set(body.uslugaIds)];
    await assertServicesOfBusiness(trx, found.entitet_id, uslugaIds);
    const [current] = await queries.listEmployeesForOwner(trx, { zaposleniId });
    if (body.aktivan && !current!.aktivan && current!.account_erased) {
      throw conflict(MANAGEMENT_ERRORS.employeeAccountErased, "This employee's account was erased; add them again with a new account");
    }
    await queries.updateEmployee(trx, zaposleniId, body);
    await queries.replaceEmployeeServices(trx, zaposleniId, uslugaIds);
    await refreshPublication(trx, found.entitet_id);
    const [updated] = await queries.listEmployeesForOwner(trx, { zaposleniId });
    await recordAudit(trx, user, { entitetId: found.entitet_id, radnja: 'zaposleni-izmenjen', predmet: [updated!.ime, updated!.prezime].filter(Boolean).join(' ') });
    return updated!;
  });
  return toZaposleniAdmin(row);
}
