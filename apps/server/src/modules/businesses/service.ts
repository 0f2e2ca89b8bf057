import {
  PRICE_BANDS_RSD,
  RATING_MINIMUMS,
  type Currency,
  type EntitetDetail,
  type EntitetSummary,
  type EntitetSummaryWithDistance,
  type PaymentMethod,
} from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { categoryExists } from '../catalogue/index.ts';
import { imagesOfEntity } from '../media/index.ts';
import { servicesOfEntity } from '../offerings/index.ts';
import { mayView, type Viewer } from '../ownership/index.ts';
import { raterDisplayName } from '../reviews/index.ts';
import * as queries from './queries.ts';

/** Category listing: categories are small, but the answer is capped. */
export const CATEGORY_LIST_CAP = 500;
/** HomeServices filters (no paging in the contract): the best this many. */
export const HOME_LIST_CAP = 100;
/** Nearby: at most this many, nearest first. */
export const GEO_LIST_CAP = 200;
/** Ratings shown on a business page. */
const LATEST_RATINGS = 10;

/**
 * Summaries of the given businesses in the given order, prices in their own currency: the one
 * card shape of every list, for other modules' lists (favorites).
 */
export async function summariesByIds(db: Db, ids: number[]): Promise<EntitetSummary[]> {
  return (await queries.summariesOf(db, ids, undefined)).map(toSummary);
}

function toSummary(r: queries.SummaryRow): EntitetSummary {
  return {
    id: r.id,
    naziv: r.naziv,
    kategorijaId: r.kategorija_id,
    grad: r.grad,
    prosecnaOcena: r.prosecna_ocena,
    brojOcena: r.broj_ocena,
    minCena: r.min_cena,
    valuta: r.valuta as Currency,
    latitude: r.latitude,
    longitude: r.longitude,
    image: r.image,
  };
}

export type ListFilters = {
  q?: string;
  grad?: string;
  kategorijaId?: number;
  mainKategorijaId?: number;
  cenaFilter?: number;
  ocenaFilter?: number;
};

/**
 * `total` of /api/Entitet/Filtered counts matches up to this many (or up to the end of the page
 * asked for, when that lies further); beyond it the answer says totalIsCapped.
 */
export const TOTAL_CAP = 1000;

type CategoryKeys = Awaited<ReturnType<typeof queries.categorySearchKeys>>;
/**
 * The categories are fixed by migrations (the server restarts to apply one), so their search keys
 * are read once per database handle instead of once per search.
 */
const categoryKeysCache = new WeakMap<Db, Promise<CategoryKeys>>();
function categoryKeys(db: Db): Promise<CategoryKeys> {
  let keys = categoryKeysCache.get(db);
  if (!keys) {
    keys = queries.categorySearchKeys(db);
    keys.catch(() => categoryKeysCache.delete(db));
    categoryKeysCache.set(db, keys);
  }
  return keys;
}

/** `LIKE '%key%'` for a key whose LIKE wildcards are escaped (queries.escapeLike): a plain substring test. */
const containsKey = (text: string, key: string) => text.includes(key.replace(/\\(.)/g, '$1'));

async function toQueryFilter(db: Db, f: ListFilters): Promise<queries.EntityFilter> {
  const band = f.cenaFilter !== undefined ? PRICE_BANDS_RSD[f.cenaFilter] : undefined;
  const minRating = f.ocenaFilter !== undefined ? RATING_MINIMUMS[f.ocenaFilter] : null;
  const q = f.q || undefined;
  const grad = f.grad || undefined;
  const [keys, categories] = await Promise.all([
    q !== undefined || grad !== undefined ? queries.searchKeys(db, { q, grad }) : undefined,
    q !== undefined || f.mainKategorijaId !== undefined ? categoryKeys(db) : undefined,
  ]);
  let kategorijaIds: number[] | undefined;
  if (f.mainKategorijaId !== undefined) kategorijaIds = categories!.filter((c) => c.main_kategorija_id === f.mainKategorijaId).map((c) => c.id);
  if (f.kategorijaId !== undefined) kategorijaIds = !kategorijaIds || kategorijaIds.includes(f.kategorijaId) ? [f.kategorijaId] : [];
  const qKey = q !== undefined ? keys!.q_key! : undefined;
  return {
    kategorijaIds,
    text: qKey !== undefined
      ? { key: qKey, categoryIds: categories!.filter((c) => containsKey(c.sr_key, qKey) || containsKey(c.en_key, qKey)).map((c) => c.id) }
      : undefined,
    gradKey: grad !== undefined ? keys!.grad_key! : undefined,
    // The band "all" (no bounds) filters nothing, not even businesses without services.
    priceBand: band && (band.min !== null || band.max !== null) ? f.cenaFilter : undefined,
    minRating: minRating ?? undefined,
  };
}

/** GET /api/GetEntitiesByCategoryQuery/{categoryId}: 404 for an unknown category. */
export async function entitiesByCategory(db: Db, categoryId: number, currency?: Currency): Promise<{ entities: EntitetSummary[] }> {
  const [exists, rows] = await Promise.all([
    categoryExists(db, categoryId),
    queries.listSummaries(db, { kategorijaIds: [categoryId] }, { currency, limit: CATEGORY_LIST_CAP }),
  ]);
  if (!exists) throw notFound('Category');
  return { entities: rows.map(toSummary) };
}

/**
 * GET /api/Entitet/Filtered: every filter combinable, one page plus the number of matches, counted
 * up to TOTAL_CAP or the end of the requested page, whichever is further (totalIsCapped: there are more).
 */
export async function filtered(
  db: Db,
  f: ListFilters & { currency?: Currency; page: number; pageSize: number },
): Promise<{ entities: EntitetSummary[]; total: number; totalIsCapped?: boolean }> {
  const filter = await toQueryFilter(db, f);
  const offset = (f.page - 1) * f.pageSize;
  const [rows, count] = await Promise.all([
    queries.listSummaries(db, filter, { currency: f.currency, limit: f.pageSize, offset }),
    queries.countSummaries(db, filter, Math.max(TOTAL_CAP, offset + f.pageSize)),
  ]);
  return { entities: rows.map(toSummary), total: count.total, ...(count.capped ? { totalIsCapped: true } : {}) };
}

/** The HomeServices filters: one filter each, the best HOME_LIST_CAP in the usual order. */
export async function homeList(db: Db, f: ListFilters & { currency?: Currency }): Promise<{ entities: EntitetSummary[] }> {
  const rows = await queries.listSummaries(db, await toQueryFilter(db, f), { currency: f.currency, limit: HOME_LIST_CAP });
  return { entities: rows.map(toSummary) };
}

/** GET /api/Entitet/entitetbygeo: within radiusKm, nearest first, with udaljenostKm. */
export async function near(
  db: Db,
  p: { latitude: number; longitude: number; radiusKm: number; kategorijaId?: number; currency?: Currency },
): Promise<{ entities: EntitetSummaryWithDistance[] }> {
  const rows = await queries.listNear(db, p, { currency: p.currency, limit: GEO_LIST_CAP });
  return { entities: rows.map((r) => ({ ...toSummary(r), udaljenostKm: r.udaljenost_km })) };
}

/**
 * GET /api/Entitet/{id}: the business page. Drafts answer 404 unless the viewer may see them.
 * The parts are read in parallel; each is one query.
 */
export async function entityDetail(db: Db, id: number, o: { viewer?: Viewer; currency?: Currency } = {}): Promise<EntitetDetail> {
  const [row, usluge, zaposleni, slike, radnoVreme, utisci] = await Promise.all([
    queries.findEntity(db, id, o.currency),
    servicesOfEntity(db, id),
    queries.listActiveEmployees(db, id),
    imagesOfEntity(db, id),
    queries.listOpeningHours(db, id),
    queries.listLatestRatings(db, id, LATEST_RATINGS),
  ]);
  if (!row || !mayView(row, o.viewer)) throw notFound('Business');
  return {
    ...toSummary(row),
    opis: row.opis,
    telefon: row.telefon,
    email: row.email,
    website: row.website,
    vremenskaZona: row.vremenska_zona,
    naciniPlacanja: row.nacini_placanja as PaymentMethod[],
    korakMinuta: row.korak_minuta,
    minimalnaNajavaMinuta: row.minimalna_najava_minuta,
    horizontDana: row.horizont_dana,
    automatskaPotvrda: row.automatska_potvrda,
    otkazivanjeSati: row.otkazivanje_sati,
    objavljen: row.objavljen,
    adresa:
      row.adresa_id === null
        ? null
        : {
            adresaId: row.adresa_id,
            ulica: row.ulica!,
            broj: row.broj!,
            grad: row.grad!,
            postanskiBroj: row.postanski_broj!,
            latitude: row.latitude!,
            longitude: row.longitude!,
          },
    usluge,
    zaposleni: zaposleni.map((z) => ({ id: z.id, ime: z.ime, prezime: z.prezime, uslugaIds: z.usluga_ids.map(Number) })),
    slike,
    radnoVreme,
    raspodelaOcena: row.raspodela,
    utisci: utisci.map((u) => ({
      id: u.id,
      ocena: u.ocena,
      komentar: u.komentar,
      ime: raterDisplayName(u.ime, u.prezime),
      createdAt: new Date(u.created_at).toISOString(),
    })),
  };
}
