import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CLIENT_KEY } from '../booking/index.ts';

type Executor = Kysely<Database>;
export type Row = Record<string, unknown>;

/**
 * The reads of a business export, one per CSV file. Times are written as the business's local
 * wall clock ('YYYY-MM-DD HH24:MI'), as its owner sees them in the calendar; each read is ordered
 * so the same data gives the same file.
 */

export async function details(db: Executor, entitetId: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT e.id, e.naziv, e.opis, k.naziv_sr AS kategorija, e.telefon, e.email, e.website,
           a.ulica, a.broj, a.grad, a.postanski_broj AS "postanskiBroj", a.latitude, a.longitude,
           e.vremenska_zona AS "vremenskaZona", e.valuta, array_to_string(e.nacini_placanja, ', ') AS "naciniPlacanja",
           e.korak_minuta AS "korakMinuta", e.minimalna_najava_minuta AS "minimalnaNajavaMinuta", e.horizont_dana AS "horizontDana",
           e.automatska_potvrda AS "automatskaPotvrda", e.otkazivanje_sati AS "otkazivanjeSati", e.objavljen,
           to_char(e.created_at AT TIME ZONE e.vremenska_zona, 'YYYY-MM-DD HH24:MI') AS kreiran
      FROM entitet e JOIN kategorija k ON k.id = e.kategorija_id LEFT JOIN adresa a ON a.entitet_id = e.id
     WHERE e.id = ${entitetId}`.execute(db);
  return rows;
}

export async function services(db: Executor, entitetId: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT u.id, u.naziv, u.opis, u.cena, u.valuta, u.trajanje_minuta AS "trajanjeMinuta", u.cekanje_minuta AS "cekanjeMinuta",
           u.pospremanje_minuta AS "pospremanjeMinuta", u.obrisana,
           (SELECT string_agg(concat_ws(' ', z.ime, z.prezime), ', ' ORDER BY z.id)
              FROM usluga_zaposleni uz JOIN zaposleni z ON z.id = uz.zaposleni_id WHERE uz.usluga_id = u.id) AS zaposleni
      FROM usluga u WHERE u.entitet_id = ${entitetId} ORDER BY u.id`.execute(db);
  return rows;
}

export async function staff(db: Executor, entitetId: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT z.id, z.ime, z.prezime, us.email::text AS email, z.aktivan,
           (SELECT string_agg(u.naziv, ', ' ORDER BY u.id)
              FROM usluga_zaposleni uz JOIN usluga u ON u.id = uz.usluga_id WHERE uz.zaposleni_id = z.id AND NOT u.obrisana) AS usluge
      FROM zaposleni z LEFT JOIN users us ON us.id = z.user_id
     WHERE z.entitet_id = ${entitetId} ORDER BY z.id`.execute(db);
  return rows;
}

/** Each employee's working week: one row per working day and one per break (dan 1 = Monday … 7 = Sunday). */
export async function workingWeeks(db: Executor, entitetId: number): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT w."zaposleniId", w.zaposleni, w.dan, w.vrsta, w.od, w.do FROM (
      SELECT z.id AS "zaposleniId", concat_ws(' ', z.ime, z.prezime) AS zaposleni, r.dan, 'rad' AS vrsta,
             to_char(r.pocetak, 'HH24:MI') AS od, to_char(r.kraj, 'HH24:MI') AS do, r.pocetak AS sort
        FROM radno_vreme r JOIN zaposleni z ON z.id = r.zaposleni_id WHERE z.entitet_id = ${entitetId}
      UNION ALL
      SELECT z.id, concat_ws(' ', z.ime, z.prezime), p.dan, 'pauza', to_char(p.pocetak, 'HH24:MI'), to_char(p.kraj, 'HH24:MI'), p.pocetak
        FROM pauza p JOIN zaposleni z ON z.id = p.zaposleni_id WHERE z.entitet_id = ${entitetId}
    ) w ORDER BY w."zaposleniId", w.dan, w.sort, w.vrsta DESC`.execute(db);
  return rows;
}

export async function bookings(db: Executor, entitetId: number, zone: string): Promise<Row[]> {
  const { rows } = await sql<Row>`
    SELECT z.id, z.poseta_id AS "posetaId",
           to_char(lower(z.termin) AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS pocetak,
           to_char(upper(z.termin) AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS kraj,
           u.naziv AS usluga, concat_ws(' ', zp.ime, zp.prezime) AS zaposleni, z.status,
           ${CLIENT_KEY} AS "klijentId",
           coalesce(nullif(concat_ws(' ', us.ime, us.prezime), ''), z.klijent_ime) AS klijent,
           coalesce(us.broj_telefona, z.klijent_telefon) AS telefon, coalesce(us.email::text, z.klijent_email) AS email,
           z.cena, z.valuta, z.napomena,
           to_char(z.created_at AT TIME ZONE ${zone}, 'YYYY-MM-DD HH24:MI') AS kreirano
      FROM zakazivanje z JOIN usluga u ON u.id = z.usluga_id JOIN zaposleni zp ON zp.id = z.zaposleni_id
           LEFT JOIN users us ON us.id = z.user_id
     WHERE z.entitet_id = ${entitetId}
     ORDER BY lower(z.termin), z.id`.execute(db);
  return rows;
}

/** The clients as the clients tab groups them (booking's CLIENT_KEY), with the business's note and block. */
export async function clients(db: Executor, entitetId: number, zone: string): Promise<Row[]> {
  const { rows } = await sql<Row>`
    WITH b AS (
      SELECT ${CLIENT_KEY} AS id, z.user_id, z.status, z.termin, z.created_at, z.klijent_ime, z.klijent_telefon, z.klijent_email,
             concat_ws(' ', us.ime, us.prezime) AS u_ime, us.broj_telefona AS u_telefon, us.email::text AS u_email
        FROM zakazivanje z LEFT JOIN users us ON us.id = z.user_id
       WHERE z.entitet_id = ${entitetId}
         AND ((z.user_id IS NOT NULL AND us.deleted_at IS NULL) OR (z.user_id IS NULL AND z.klijent_ime IS NOT NULL))
    )
    SELECT b.id AS "klijentId",
           coalesce(max(b.u_ime) FILTER (WHERE b.user_id IS NOT NULL), (array_agg(b.klijent_ime ORDER BY b.created_at DESC))[1]) AS ime,
           coalesce(max(b.u_telefon), (array_agg(b.klijent_telefon ORDER BY b.created_at DESC) FILTER (WHERE b.klijent_telefon IS NOT NULL))[1]) AS telefon,
           coalesce(max(b.u_email), (array_agg(b.klijent_email ORDER BY b.created_at DESC) FILTER (WHERE b.klijent_email IS NOT NULL))[1]) AS email,
           count(*)::int AS "brojZakazivanja",
           count(*) FILTER (WHERE b.status = 'completed')::int AS posete,
           count(*) FILTER (WHERE b.status = 'noShow')::int AS nedolasci,
           to_char((max(lower(b.termin)) FILTER (WHERE b.status = 'completed')) AT TIME ZONE ${zone}, 'YYYY-MM-DD') AS "poslednjaPoseta",
           min(n.napomena) AS napomena,
           bool_or(bl.klijent IS NOT NULL) AS blokiran
      FROM b LEFT JOIN klijent_napomena n ON n.entitet_id = ${entitetId} AND n.klijent = b.id
             LEFT JOIN klijent_blokada bl ON bl.entitet_id = ${entitetId} AND bl.klijent = b.id
     GROUP BY b.id ORDER BY lower(coalesce(max(b.u_ime) FILTER (WHERE b.user_id IS NOT NULL), min(b.klijent_ime))), b.id`.execute(db);
  return rows;
}
