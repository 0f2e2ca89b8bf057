-- free_slot_rows: everything a free-slot call and a booking decide by, as one json object
-- (schedule/queries.ts freeSlotRows; booking/place.ts reads it again under the employee's lock).
-- Its single source: the migrator applies this file whenever its text changes (db/migrate.ts,
-- repeatable scripts). First created by migration 015. PL/pgSQL, so the statement is planned
-- once per connection (a LANGUAGE sql function would be planned on every call here).
-- A booking keeps its employee busy through its cleanup (pospremanje_minuta, migration 025): its
-- busy interval ends there; the busy rows are read by the booking's own time (an index on it), in
-- a window days wider than any cleanup.
CREATE OR REPLACE FUNCTION free_slot_rows(p_entitet bigint, p_usluga bigint, p_zaposleni bigint, p_from date, p_to date)
RETURNS json LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    WITH perf AS (
      SELECT z.id FROM zaposleni z JOIN usluga_zaposleni uz ON uz.zaposleni_id = z.id
       WHERE z.entitet_id = p_entitet AND z.aktivan AND uz.usluga_id = p_usluga
         AND (p_zaposleni IS NULL OR z.id = p_zaposleni)
    )
    SELECT json_build_object(
      'business', (SELECT row_to_json(e) FROM (SELECT id, naziv, objavljen, owner_user_id, vremenska_zona, korak_minuta, minimalna_najava_minuta, horizont_dana, automatska_potvrda
                                                 FROM entitet WHERE id = p_entitet) e),
      'service', (SELECT row_to_json(u) FROM (SELECT id, entitet_id, trajanje_minuta, cekanje_minuta, pospremanje_minuta, obrisana FROM usluga WHERE id = p_usluga) u),
      'employee_entitet_id', (SELECT entitet_id FROM zaposleni WHERE id = p_zaposleni),
      'performers', (SELECT coalesce(json_agg(id ORDER BY id), '[]') FROM perf),
      'weeks', (SELECT coalesce(json_agg(r ORDER BY r.zaposleni_id, r.dan, r.pocetak), '[]')
                  FROM (SELECT zaposleni_id, dan, pocetak, kraj FROM radno_vreme WHERE zaposleni_id IN (SELECT id FROM perf)) r),
      'breaks', (SELECT coalesce(json_agg(p ORDER BY p.zaposleni_id, p.dan, p.pocetak, p.kraj), '[]')
                   FROM (SELECT zaposleni_id, dan, pocetak, kraj FROM pauza WHERE zaposleni_id IN (SELECT id FROM perf)) p),
      'openSlots', (SELECT coalesce(json_agg(o ORDER BY o.zaposleni_id, o.datum, o.vreme), '[]')
                      FROM (SELECT zaposleni_id, datum, vreme FROM oslobodjeni_termin
                             WHERE zaposleni_id IN (SELECT id FROM perf) AND usluga_id = p_usluga AND datum BETWEEN p_from AND p_to) o),
      'daysOff', (SELECT coalesce(json_agg(d ORDER BY d.zaposleni_id, d.od, d."do"), '[]')
                    FROM (SELECT zaposleni_id, od, "do" FROM odsustvo WHERE zaposleni_id IN (SELECT id FROM perf) AND od <= p_to AND "do" >= p_from) d),
      'closures', (SELECT coalesce(json_agg(c ORDER BY c.od, c."do"), '[]')
                     FROM (SELECT od, "do" FROM zatvaranje WHERE entitet_id = p_entitet AND od <= p_to AND "do" >= p_from) c),
      'busy', (SELECT coalesce(json_agg(b ORDER BY b.zaposleni_id, b.start, b."end", b.id), '[]')
                 FROM (SELECT id, zaposleni_id, lower(termin) AS start, upper(termin) + make_interval(mins => pospremanje_minuta) AS "end", status FROM zakazivanje
                        WHERE zaposleni_id IN (SELECT id FROM perf) AND status IN ('pending','confirmed')
                          AND termin && tstzrange((p_from - 2)::timestamp AT TIME ZONE 'UTC', (p_to + 3)::timestamp AT TIME ZONE 'UTC')
                       UNION ALL
                       SELECT NULL, zaposleni_id, lower(termin), upper(termin), NULL FROM blokada
                        WHERE zaposleni_id IN (SELECT id FROM perf)
                          AND termin && tstzrange((p_from - 2)::timestamp AT TIME ZONE 'UTC', (p_to + 3)::timestamp AT TIME ZONE 'UTC')) b)
    )
  );
END $$;
