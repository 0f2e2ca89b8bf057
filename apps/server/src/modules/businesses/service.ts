import type { Currency, EntitetDetail, EntitetSummary, PaymentMethod } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { imagesOfEntity } from '../media/index.ts';
import { servicesOfEntity } from '../offerings/index.ts';
import { mayView, type Viewer } from '../ownership/index.ts';
import { toUtisakPublic } from '../reviews/index.ts';
import * as queries from './queries.ts';

/** Ratings shown on a business page. */
const LATEST_RATINGS = 10;

/**
 * Summaries of the given businesses in the given order, prices in their own currency: the one
 * card shape of every list, for other modules' lists (favorites).
 */
export async function summariesByIds(db: Db, ids: number[]): Promise<EntitetSummary[]> {
  return (await queries.summariesOf(db, ids, undefined)).map(toSummary);
}

export function toSummary(r: queries.SummaryRow): EntitetSummary {
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
    utisci: utisci.map(toUtisakPublic),
  };
}
