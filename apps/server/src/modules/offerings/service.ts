import type { Currency, Usluga } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { assertEntityVisible, type Viewer } from '../businesses/service.ts';
import * as queries from './queries.ts';

/** Without an entitetId, GET /api/Usluga answers at most this many services (documented in OpenAPI). */
export const ALL_SERVICES_CAP = 1000;

function toUsluga(r: queries.UslugaRow): Usluga {
  return {
    id: r.id,
    entitetId: r.entitet_id,
    naziv: r.naziv,
    opis: r.opis,
    cena: r.cena,
    valuta: r.valuta as Currency,
    trajanjeMinuta: r.trajanje_minuta,
    zaposleniIds: r.zaposleni_ids.map(Number),
  };
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
