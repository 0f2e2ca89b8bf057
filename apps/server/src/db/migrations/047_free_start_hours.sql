-- The hours of the week in which a business can have a free start at all (issue 29; decision 084).
--
-- entitet.sati_pocetaka: weekday (1 Monday … 7 Sunday, as radno_vreme.dan) × 24 + hour, for every
-- hour of the week in which an active employee's working hours hold a minute (a start lies within
-- its performer's hours), and every hour of the week of an open slot (oslobodjeni_termin) not yet
-- past. A superset of where the free-slot rules can put a start: breaks, days off, closures,
-- bookings and the service's length only take starts away. So a list free on a day, in a part of
-- it (slobodnoDatum, slobodnoOd/slobodnoDo), leaves out every business whose array shares no hour
-- with the window on that weekday before it reads a row of slobodni_dan, and an evening when
-- nobody works is one index read that finds nothing (the GIN index below; the array's element
-- statistics tell the planner how few businesses work in the evening).
-- An open slot that has passed stays in the array until the business's hours are next recomputed:
-- a business is then read for nothing, never left out.
ALTER TABLE entitet ADD COLUMN sati_pocetaka smallint[] NOT NULL DEFAULT '{}';

-- Recomputes the arrays of these businesses from their hours and open slots. Writers of the same
-- business wait for each other on its row (FOR NO KEY UPDATE, held to commit: step 2 of the lock
-- order in schedule/queries.ts, which the owner's writes of working weeks and employees hold
-- already), and the statement that recomputes runs after the lock (this function is VOLATILE: it
-- sees every change committed before it), so the last writer's array holds every committed change;
-- two writers that computed in parallel could each miss the other's.
CREATE FUNCTION refresh_entitet_sati(p_ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[];
BEGIN
  SELECT array_agg(DISTINCT x ORDER BY x) INTO v_ids FROM unnest(p_ids) x WHERE x IS NOT NULL;
  IF v_ids IS NULL THEN
    RETURN;
  END IF;
  PERFORM 1 FROM entitet WHERE id = ANY(v_ids) ORDER BY id FOR NO KEY UPDATE;
  -- Set-based rather than a subquery per business: a bulk load (bench/src/dataset) recomputes
  -- every business in one call, before its tables have statistics.
  WITH hours AS (
    SELECT z.entitet_id AS id, (r.dan * 24 + hr)::smallint AS h
      FROM zaposleni z
      JOIN radno_vreme r ON r.zaposleni_id = z.id
     CROSS JOIN generate_series(extract(hour FROM r.pocetak)::int, extract(hour FROM r.kraj - interval '1 microsecond')::int) hr
     WHERE z.entitet_id = ANY(v_ids) AND z.aktivan
    UNION
    -- A day of margin for the business's zone: the array only has to hold the slots to come.
    SELECT z.entitet_id, (extract(isodow FROM o.datum)::int * 24 + extract(hour FROM o.vreme)::int)::smallint
      FROM zaposleni z
      JOIN oslobodjeni_termin o ON o.zaposleni_id = z.id AND o.datum >= current_date - 1
     WHERE z.entitet_id = ANY(v_ids)
  ),
  computed AS (
    SELECT b.id, coalesce(g.sati, '{}') AS sati
      FROM unnest(v_ids) b(id)
      LEFT JOIN (SELECT id, array_agg(h ORDER BY h) AS sati FROM hours GROUP BY id) g ON g.id = b.id
  )
  UPDATE entitet e SET sati_pocetaka = c.sati
    FROM computed c
   WHERE e.id = c.id AND e.sati_pocetaka IS DISTINCT FROM c.sati;
END $$;

-- Working weeks: the businesses of the employees whose rows changed.
CREATE FUNCTION radno_vreme_refresh_sati() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_entitet_sati(array_agg(z.entitet_id)) FROM old_rows r JOIN zaposleni z ON z.id = r.zaposleni_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_entitet_sati(array_agg(z.entitet_id)) FROM new_rows r JOIN zaposleni z ON z.id = r.zaposleni_id;
  END IF;
  RETURN NULL;
END $$;

-- Open slots: their businesses.
CREATE FUNCTION oslobodjeni_termin_refresh_sati() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM refresh_entitet_sati(array_agg(o.entitet_id)) FROM old_rows o;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM refresh_entitet_sati(array_agg(o.entitet_id)) FROM new_rows o;
  END IF;
  RETURN NULL;
END $$;

-- Employees: one made active or inactive, moved to another business, or removed (a new one has no hours yet).
CREATE FUNCTION zaposleni_refresh_sati() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM refresh_entitet_sati(array_agg(x.entitet_id))
       FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.entitet_id), (n.entitet_id)) x(entitet_id)
      WHERE (o.aktivan, o.entitet_id) IS DISTINCT FROM (n.aktivan, n.entitet_id);
  ELSE
    PERFORM refresh_entitet_sati(array_agg(o.entitet_id)) FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER radno_vreme_sati_insert AFTER INSERT ON radno_vreme REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION radno_vreme_refresh_sati();
CREATE TRIGGER radno_vreme_sati_update AFTER UPDATE ON radno_vreme REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION radno_vreme_refresh_sati();
CREATE TRIGGER radno_vreme_sati_delete AFTER DELETE ON radno_vreme REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION radno_vreme_refresh_sati();
CREATE TRIGGER oslobodjeni_termin_sati_insert AFTER INSERT ON oslobodjeni_termin REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oslobodjeni_termin_refresh_sati();
CREATE TRIGGER oslobodjeni_termin_sati_update AFTER UPDATE ON oslobodjeni_termin REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION oslobodjeni_termin_refresh_sati();
CREATE TRIGGER oslobodjeni_termin_sati_delete AFTER DELETE ON oslobodjeni_termin REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION oslobodjeni_termin_refresh_sati();
CREATE TRIGGER zaposleni_sati_update AFTER UPDATE ON zaposleni REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zaposleni_refresh_sati();
CREATE TRIGGER zaposleni_sati_delete AFTER DELETE ON zaposleni REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zaposleni_refresh_sati();

SELECT refresh_entitet_sati(array_agg(id)) FROM entitet;

CREATE INDEX entitet_sati_pocetaka_idx ON entitet USING gin (sati_pocetaka);
ANALYZE entitet;
