import type pg from 'pg';

/**
 * Picks what the slot and booking benchmarks ask for out of a booking dataset
 * (generate-booking-dataset.ts), reproducibly (setseed) on one connection.
 */

export type SlotTuple = { entitetId: number; uslugaId: number; zaposleniId: number; datum: string; zona: string };

/**
 * `n` (business, service, employee, day) tuples a visitor could ask free slots for: an active
 * employee of a published business, one of the services they perform, a working day of theirs
 * from today (local) up to 30 days or the business's horizon ahead. Half are employee-days that
 * already hold live bookings (the busier days, whose slots have gaps to compute), half any.
 */
export async function pickSlotTuples(client: pg.PoolClient, n: number, seed = 0.42): Promise<SlotTuple[]> {
  await client.query('SELECT setseed($1)', [seed]);
  const { rows } = await client.query<{ entitet_id: string; usluga_id: string; zaposleni_id: string; datum: string; zona: string }>(
    `WITH any_day AS (
       SELECT z.id AS zaposleni_id, z.entitet_id, e.vremenska_zona AS zona, day.datum
         FROM (SELECT z.id, z.entitet_id FROM zaposleni z JOIN entitet e ON e.id = z.entitet_id
                WHERE e.objavljen AND z.aktivan ORDER BY random() LIMIT $1) z
         JOIN entitet e ON e.id = z.entitet_id
         CROSS JOIN LATERAL (
           SELECT d::date AS datum
             FROM generate_series((now() AT TIME ZONE e.vremenska_zona)::date,
                                  (now() AT TIME ZONE e.vremenska_zona)::date + least(e.horizont_dana, 30), interval '1 day') d
            WHERE EXISTS (SELECT 1 FROM radno_vreme r WHERE r.zaposleni_id = z.id AND r.dan = extract(isodow FROM d))
            ORDER BY random() LIMIT 1) day
     ), busy_day AS (
       SELECT b.zaposleni_id, b.entitet_id, e.vremenska_zona AS zona, (lower(b.termin) AT TIME ZONE e.vremenska_zona)::date AS datum
         FROM zakazivanje b JOIN entitet e ON e.id = b.entitet_id JOIN zaposleni z ON z.id = b.zaposleni_id
        WHERE b.status IN ('pending', 'confirmed') AND lower(b.termin) >= now() AND lower(b.termin) < now() + interval '30 days'
          AND e.objavljen AND z.aktivan
        ORDER BY random() LIMIT $2
     ), days AS (SELECT * FROM any_day UNION ALL SELECT * FROM busy_day)
     SELECT days.entitet_id, svc.usluga_id, days.zaposleni_id, to_char(days.datum, 'YYYY-MM-DD') AS datum, days.zona
       FROM days
       CROSS JOIN LATERAL (
         SELECT uz.usluga_id FROM usluga_zaposleni uz JOIN usluga u ON u.id = uz.usluga_id
          WHERE uz.zaposleni_id = days.zaposleni_id AND NOT u.obrisana ORDER BY random() LIMIT 1) svc
      ORDER BY random()`,
    [n - Math.floor(n / 2), Math.floor(n / 2)],
  );
  return rows.map((r) => ({ entitetId: Number(r.entitet_id), uslugaId: Number(r.usluga_id), zaposleniId: Number(r.zaposleni_id), datum: r.datum, zona: r.zona }));
}

/** YYYY-MM-DD → MM-DD-YYYY, the request date form the clients send (CONTRACT.md). */
export function requestDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}-${d}-${y}`;
}

export type FreeSlot = { entitetId: number; uslugaId: number; zaposleniId: number; datum: string; vreme: string; trajanjeMinuta: number; korakMinuta: number };

/**
 * A free start for each of up to `employees` random active employees (none of `exclude`) on
 * `daysEach` random working days of theirs from tomorrow to the business's horizon, for a random
 * service of theirs lasting minMinutes..maxMinutes: on the business's grid, inside the working
 * hours, clear of breaks, days off, closures and live bookings (the rules of slobodni-termini; the
 * server has the last word, and a start it refuses shows up as a 409 in the results).
 */
export async function pickFreeSlots(
  client: pg.PoolClient,
  o: { employees: number; daysEach: number; exclude?: number[]; minMinutes?: number; maxMinutes?: number; seed?: number },
): Promise<FreeSlot[]> {
  await client.query('SELECT setseed($1)', [o.seed ?? 0.7]);
  const { rows } = await client.query(
    `WITH emp AS (
       SELECT z.id AS zap, z.entitet_id AS ent, e.vremenska_zona AS zona, e.korak_minuta AS korak, e.horizont_dana AS horizont
         FROM zaposleni z JOIN entitet e ON e.id = z.entitet_id
        WHERE e.objavljen AND z.aktivan AND NOT (z.id = ANY($3::bigint[]))
        ORDER BY random() LIMIT $1
     ), cand AS (
       SELECT emp.*, svc.usluga_id, svc.trajanje, day.datum, rv.pocetak, rv.kraj
         FROM emp
         CROSS JOIN LATERAL (
           SELECT uz.usluga_id, u.trajanje_minuta AS trajanje FROM usluga_zaposleni uz JOIN usluga u ON u.id = uz.usluga_id
            WHERE uz.zaposleni_id = emp.zap AND NOT u.obrisana AND u.trajanje_minuta BETWEEN $4 AND $5
            ORDER BY random() LIMIT 1) svc
         CROSS JOIN LATERAL (
           SELECT d::date AS datum
             FROM generate_series((now() AT TIME ZONE emp.zona)::date + 1, (now() AT TIME ZONE emp.zona)::date + emp.horizont, interval '1 day') d
            WHERE EXISTS (SELECT 1 FROM radno_vreme r WHERE r.zaposleni_id = emp.zap AND r.dan = extract(isodow FROM d))
              AND NOT EXISTS (SELECT 1 FROM odsustvo o WHERE o.zaposleni_id = emp.zap AND d::date BETWEEN o.od AND o."do")
              AND NOT EXISTS (SELECT 1 FROM zatvaranje c WHERE c.entitet_id = emp.ent AND d::date BETWEEN c.od AND c."do")
            ORDER BY random() LIMIT $2) day
         JOIN radno_vreme rv ON rv.zaposleni_id = emp.zap AND rv.dan = extract(isodow FROM day.datum)
     )
     SELECT cand.ent, cand.usluga_id, cand.zap, to_char(cand.datum, 'YYYY-MM-DD') AS datum, to_char(st.s, 'HH24:MI') AS vreme,
            cand.trajanje, cand.korak
       FROM cand
       CROSS JOIN LATERAL (
         SELECT s FROM generate_series(cand.datum + cand.pocetak, cand.datum + cand.kraj - make_interval(mins => cand.trajanje),
                                       make_interval(mins => cand.korak)) s
          WHERE NOT EXISTS (SELECT 1 FROM zakazivanje b
                             WHERE b.zaposleni_id = cand.zap AND b.status IN ('pending', 'confirmed')
                               AND b.termin && tstzrange(s AT TIME ZONE cand.zona, (s AT TIME ZONE cand.zona) + make_interval(mins => cand.trajanje)))
            AND NOT EXISTS (SELECT 1 FROM pauza p
                             WHERE p.zaposleni_id = cand.zap AND p.dan = extract(isodow FROM cand.datum)
                               AND s::time < p.kraj AND (s + make_interval(mins => cand.trajanje))::time > p.pocetak)
          ORDER BY random() LIMIT 1) st`,
    [o.employees, o.daysEach, o.exclude ?? [], o.minMinutes ?? 5, o.maxMinutes ?? 24 * 60],
  );
  return rows.map((r) => ({
    entitetId: Number(r.ent), uslugaId: Number(r.usluga_id), zaposleniId: Number(r.zap), datum: r.datum, vreme: r.vreme,
    trajanjeMinuta: Number(r.trajanje), korakMinuta: Number(r.korak),
  }));
}

/** Benchmark customers: the dataset's confirmed RegularUsers, in a reproducible random order. */
export async function benchUsers(client: pg.PoolClient, n: number, seed = 0.3): Promise<number[]> {
  await client.query('SELECT setseed($1)', [seed]);
  const { rows } = await client.query(
    `SELECT id FROM users WHERE role = 'RegularUser' AND enabled AND deleted_at IS NULL AND email LIKE 'bench-%@bench.zakazi.test'
      ORDER BY random() LIMIT $1`,
    [n],
  );
  if (rows.length < n) throw new Error(`the dataset has ${rows.length} benchmark users, ${n} needed (generate with more --users)`);
  return rows.map((r) => Number(r.id));
}
