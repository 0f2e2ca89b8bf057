import type { Currency, EntitetDetail, EntitetSummary, PaymentMethod } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../shared/errors.ts';
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

/** The columns of a business's own settings: contact, booking rules and publication. */
type SettingsColumns = Pick<
  queries.EntityRow,
  'opis' | 'telefon' | 'email' | 'website' | 'vremenska_zona' | 'nacini_placanja' | 'korak_minuta' | 'minimalna_najava_minuta' | 'horizont_dana' | 'automatska_potvrda' | 'otkazivanje_sati' | 'objavljen'
>;

/** A business's settings as its page and its owner's form (Entitet) both show them. */
export function settingsOf(r: SettingsColumns) {
  return {
    opis: r.opis,
    telefon: r.telefon,
    email: r.email,
    website: r.website,
    vremenskaZona: r.vremenska_zona,
    naciniPlacanja: r.nacini_placanja as PaymentMethod[],
    korakMinuta: r.korak_minuta,
    minimalnaNajavaMinuta: r.minimalna_najava_minuta,
    horizontDana: r.horizont_dana,
    automatskaPotvrda: r.automatska_potvrda,
    otkazivanjeSati: r.otkazivanje_sati,
    objavljen: r.objavljen,
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
    ...settingsOf(row),
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
