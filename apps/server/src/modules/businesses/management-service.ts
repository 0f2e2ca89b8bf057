import {
  CreateAdresaBody,
  CreateEntitetBody,
  MANAGEMENT_ERRORS,
  UpdateAdresaBody,
  UpdateEntitetBody,
  type Adresa,
  type Currency,
  type Entitet,
  type Popunjenost,
} from '@zakazi/contract';
import type { z } from 'zod';
import { presentColumns } from '../../db/columns.ts';
import type { Db } from '../../db/database.ts';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { badRequest, conflict, notFound } from '../../shared/errors.ts';
import { categoryExists } from '../catalogue/index.ts';
import * as queries from './management-queries.ts';
import { settingsOf } from './service.ts';
import { assertMayReadBusiness, lockOwnedBusiness, missingParts, refreshPublication } from '../ownership/index.ts';
import { recordAudit } from '../audit/index.ts';

/**
 * The owner's writes to a business: its details, its address, and the completeness check that
 * decides whether it is public (docs/decisions/031-business-management.md).
 */

type CreateEntitet = z.output<typeof CreateEntitetBody>;
type UpdateEntitet = z.output<typeof UpdateEntitetBody>;

function toEntitet(r: queries.EntitetRow): Entitet {
  return { ...settingsOf(r), id: r.id, naziv: r.naziv, kategorijaId: r.kategorija_id, valuta: r.valuta as Currency };
}

/** The columns of the fields present in the body (absent fields are left alone). */
function entitetValues(body: UpdateEntitet): queries.EntitetValues {
  return presentColumns(body, {
    naziv: 'naziv', opis: 'opis', kategorijaId: 'kategorija_id', telefon: 'telefon', email: 'email', website: 'website',
    vremenskaZona: 'vremenska_zona', naciniPlacanja: 'nacini_placanja', valuta: 'valuta', korakMinuta: 'korak_minuta',
    minimalnaNajavaMinuta: 'minimalna_najava_minuta', horizontDana: 'horizont_dana', automatskaPotvrda: 'automatska_potvrda', otkazivanjeSati: 'otkazivanje_sati',
  });
}

async function assertCategory(db: Db, kategorijaId: number | undefined): Promise<void> {
  if (kategorijaId !== undefined && !(await categoryExists(db, kategorijaId))) {
    throw badRequest(`Category ${kategorijaId} does not exist`, [{ field: 'body.kategorijaId', message: 'unknown category' }]);
  }
}

/**
 * POST /api/Entitet: one business per owner account (the session carries one entityId), so an
 * Administrator who owns one already gets 409 business-exists. The new business is a draft.
 */
export async function createEntity(db: Db, user: AuthUser | null, body: CreateEntitet): Promise<Entitet> {
  const caller = requireUser(user);
  await assertCategory(db, body.kategorijaId);
  const row = await db.transaction().execute(async (trx) => {
    await queries.lockOwnerCreation(trx, caller.id);
    if (await queries.ownedEntityId(trx, caller.id)) {
      throw conflict(MANAGEMENT_ERRORS.businessExists, 'You already have a business; change it with PUT /api/Entitet/{id}');
    }
    return queries.insertEntitet(trx, caller.id, { ...entitetValues(body), naziv: body.naziv, kategorija_id: body.kategorijaId });
  });
  return toEntitet(row);
}

/** PUT /api/Entitet/{id}: the given fields change, the others stay. Details never change completeness. */
export async function updateEntity(db: Db, user: AuthUser | null, id: number, body: UpdateEntitet): Promise<Entitet> {
  await assertCategory(db, body.kategorijaId);
  const row = await db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, id);
    const updated = await queries.updateEntitet(trx, id, entitetValues(body));
    await recordAudit(trx, user, { entitetId: id, radnja: 'podaci-izmenjeni', predmet: updated.naziv });
    return updated;
  });
  return toEntitet(row);
}

/** GET /api/Entitet/{id}/proveri-popunjenost: its owner or a SystemAdministrator. */
export async function completeness(db: Db, user: AuthUser | null, id: number): Promise<Popunjenost> {
  await assertMayReadBusiness(db, user, id);
  const nedostaje = await missingParts(db, id);
  return { popunjeno: nedostaje.length === 0, nedostaje };
}

function adresaValues(body: z.output<typeof UpdateAdresaBody>): queries.AdresaValues {
  return {
    ulica: body.ulica,
    broj: body.broj,
    grad: body.grad,
    postanski_broj: body.postanskiBroj,
    latitude: body.latitude,
    longitude: body.longitude,
  };
}

/** An address as the audit log names it. */
const addressText = (a: { ulica: string; broj: string; grad: string }) => `${a.ulica} ${a.broj}, ${a.grad}`;

/** POST /api/Adresa: a business has one address; a second is 409 address-exists (PUT changes it). */
export async function createAddress(db: Db, user: AuthUser | null, body: z.output<typeof CreateAdresaBody>): Promise<{ adresaId: number }> {
  return db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, body.entitetId);
    if (await queries.adresaOf(trx, body.entitetId)) {
      throw conflict(MANAGEMENT_ERRORS.addressExists, 'This business has an address already; change it with PUT /api/Adresa/{id}');
    }
    const adresaId = await queries.insertAdresa(trx, body.entitetId, adresaValues(body));
    await recordAudit(trx, user, { entitetId: body.entitetId, radnja: 'adresa-izmenjena', predmet: addressText(body) });
    await refreshPublication(trx, body.entitetId);
    return { adresaId };
  });
}

/** PUT /api/Adresa/{id}: replaces the address (search by city and distance follow by trigger). */
export async function updateAddress(db: Db, user: AuthUser | null, adresaId: number, body: z.output<typeof UpdateAdresaBody>): Promise<Adresa> {
  const found = await queries.findAdresa(db, adresaId);
  if (!found) throw notFound('Address');
  const row = await db.transaction().execute(async (trx) => {
    await lockOwnedBusiness(trx, user, found.entitet_id);
    const updated = await queries.updateAdresa(trx, adresaId, adresaValues(body));
    await recordAudit(trx, user, { entitetId: found.entitet_id, radnja: 'adresa-izmenjena', predmet: addressText(body) });
    return updated;
  });
  return {
    adresaId: row.id,
    ulica: row.ulica,
    broj: row.broj,
    grad: row.grad,
    postanskiBroj: row.postanski_broj,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
