import { CreateUslugaBody, MANAGEMENT_ERRORS, UpdateUslugaBody, type Currency, type Usluga } from '@zakazi/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { presentColumns } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../../shared/caller.ts';
import { AppError, notFound } from '../../shared/errors.ts';
import { assertEntityVisible, lockOwnedBusiness, refreshPublication, type Viewer } from '../ownership/index.ts';
import { recordAudit } from '../audit/index.ts';
import { assertEmployeesOfBusiness, setServiceEmployees } from '../staff/index.ts';
import * as queries from './queries.ts';

/** Without an entitetId, GET /api/Usluga answers at most this many services (documented in OpenAPI). */
export const ALL_SERVICES_CAP = 1000;

function toUsluga(r: queries.UslugaRow): Usluga {
  return { ...r, valuta: r.valuta as Currency, zaposleniIds: r.zaposleniIds.map(Number) };
}

/**
 * GET /api/Usluga: the services of one business (404 when the viewer may not see it), or of every
 * published business. Deleted services never appear.
 */
export async function listServices(db: Db, o: { entitetId?: number; viewer?: Viewer } = {}): Promise<Usluga[]> {
  if (o.entitetId !== undefined) {
    await assertEntityVisible(db, o.entitetId, o.viewer);
    return servicesOfEntity(db, o.entitetId);
  }
  const rows = await queries.listServices(db, { publishedOnly: true, limit: ALL_SERVICES_CAP });
  return rows.map(toUsluga);
}

/** The non-deleted services of a business, whatever its visibility: for modules that checked it already. */
export async function servicesOfEntity(db: Db, entitetId: number): Promise<Usluga[]> {
  const rows = await queries.listServices(db, { entitetId, publishedOnly: false, limit: 10_000 });
  return rows.map(toUsluga);
}

async function serviceById(db: Kysely<Database>, uslugaId: number): Promise<Usluga> {
  const [row] = await queries.listServices(db, { uslugaId, publishedOnly: false, limit: 1 });
  return toUsluga(row!);
}

/**
 * POST /api/Usluga: a service of the caller's business, in the business's currency unless valuta
 * says otherwise, performed by the given employees of that business (400 for others).
 */
export async function createService(db: Db, user: AuthUser | null, body: z.output<typeof CreateUslugaBody>): Promise<Usluga> {
  return db.transaction().execute(async (trx) => {
    const business = await lockOwnedBusiness(trx, user, body.entitetId);
    const zaposleniIds = [...new Set(body.zaposleniIds ?? [])];
    await assertEmployeesOfBusiness(trx, body.entitetId, zaposleniIds);
    const uslugaId = await queries.insertService(trx, body.entitetId, {
      naziv: body.naziv,
      opis: body.opis ?? null,
      cena: body.cena,
      valuta: body.valuta ?? business.valuta,
      trajanje_minuta: body.trajanjeMinuta,
      cekanje_minuta: body.cekanjeMinuta ?? 0,
      pospremanje_minuta: body.pospremanjeMinuta ?? 0,
    });
    await setServiceEmployees(trx, uslugaId, zaposleniIds);
    await refreshPublication(trx, body.entitetId);
    await recordAudit(trx, user, { entitetId: body.entitetId, radnja: 'usluga-dodata', predmet: body.naziv });
    return serviceById(trx, uslugaId);
  });
}

/** PUT /api/Usluga/{id}: the given fields change; zaposleniIds, when given, replaces the list. 404 for a deleted service. */
export async function updateService(db: Db, user: AuthUser | null, uslugaId: number, body: z.output<typeof UpdateUslugaBody>): Promise<Usluga> {
  const found = await queries.findLiveService(db, uslugaId);
  if (!found) throw notFound('Service');
  return db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, found.entitet_id);
    if (!(await queries.findLiveService(trx, uslugaId))) throw notFound('Service'); // deleted meanwhile
    const values = presentColumns(body, { naziv: 'naziv', opis: 'opis', cena: 'cena', valuta: 'valuta', trajanjeMinuta: 'trajanje_minuta', cekanjeMinuta: 'cekanje_minuta', pospremanjeMinuta: 'pospremanje_minuta' });
    await queries.updateService(trx, uslugaId, values);
    if (body.zaposleniIds !== undefined) {
      const zaposleniIds = [...new Set(body.zaposleniIds)];
      await assertEmployeesOfBusiness(trx, found.entitet_id, zaposleniIds);
      await setServiceEmployees(trx, uslugaId, zaposleniIds);
    }
    const updated = await serviceById(trx, uslugaId);
    await recordAudit(trx, user, { entitetId: found.entitet_id, radnja: 'usluga-izmenjena', predmet: updated.naziv });
    return updated;
  });
}

/**
 * DELETE /api/Usluga/{id}: withdraws the service (soft delete: past bookings, ratings and
 * statistics keep it). 409 service-has-bookings while pending or confirmed bookings of it have
 * not ended; details[0].brojZakazivanja says how many.
 */
export async function deleteService(db: Db, user: AuthUser | null, uslugaId: number): Promise<{ id: number; obrisana: true }> {
  const found = await queries.findLiveService(db, uslugaId);
  if (!found) throw notFound('Service');
  return db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, found.entitet_id);
    const live = await queries.lockAndCountLiveBookings(trx, uslugaId);
    if (live > 0) {
      throw new AppError(
        409,
        MANAGEMENT_ERRORS.serviceHasBookings,
        `This service has ${live} upcoming booking(s); confirm, move or cancel them first`,
        [{ brojZakazivanja: live }],
      );
    }
    await queries.markDeleted(trx, uslugaId);
    await refreshPublication(trx, found.entitet_id);
    await recordAudit(trx, user, { entitetId: found.entitet_id, radnja: 'usluga-obrisana', predmet: found.naziv });
    return { id: uslugaId, obrisana: true as const };
  });
}
