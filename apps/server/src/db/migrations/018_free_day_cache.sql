-- Free on a day, kept as bookings and schedules change (issue 10; docs/decisions/049-free-day-cache.md).
--
-- slobodni_dan: per business and local date, the latest free start of that day over every live
-- service and performer, by the free-slot rules (schedule/slots.ts) with no minimum notice and no
-- horizon; NULL when the day has none. Those two rules are the only ones that depend on the
-- clock, and both are applied when the row is read: the business is free on datum at instant t
-- exactly when datum lies within its horizon at t and poslednji_pocetak >= t + its minimum notice.
-- So a row stays right as time passes and only a change of the rows it was computed from can
-- make it wrong: the triggers below delete the rows of every (business, day) that such a change
-- can touch. A row missing is computed by the server (businesses/free-day-cache.ts) and stored.
CREATE TABLE slobodni_dan (
  entitet_id        bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  datum             date NOT NULL,
  poslednji_pocetak timestamptz,
  PRIMARY KEY (entitet_id, datum)
);

-- The race the locks close: a server computing a row reads the schedule in one snapshot and
-- stores the row later; a change committed in between would have deleted nothing (no row yet)
-- and the stale row would stay. So every invalidation holds an advisory lock of its business
-- (shared: writers do not wait for each other) from before its DELETE to its commit, and the
-- server computing a row takes the same lock exclusively, with pg_try_advisory_xact_lock (it
-- never waits; a business whose lock it cannot have is answered without being stored), before
-- the statement that reads the schedule, and holds it until the row is committed. A change either
-- committed before that read (the read sees it) or deletes after the row is committed.
-- A statement touching more than 64 businesses takes the one lock 727051/0 exclusively
-- instead (the lock table holds a limited number of locks), which the server takes shared.
CREATE FUNCTION slobodni_dan_forget(p_entitet bigint[], p_od date[], p_do date[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[];
BEGIN
  SELECT array_agg(DISTINCT x ORDER BY x) INTO v_ids FROM unnest(p_entitet) x WHERE x IS NOT NULL;
  IF v_ids IS NULL THEN
    RETURN;
  END IF;
  IF cardinality(v_ids) > 64 THEN
    PERFORM pg_advisory_xact_lock(727051, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(727050, (x % 2147483647)::int) FROM unnest(v_ids) x;
  END IF;
  -- A statement after the locks (this function is VOLATILE): it sees every row committed before them.
  DELETE FROM slobodni_dan f
   USING unnest(p_entitet, p_od, p_do) AS r(entitet_id, od, "do")
   WHERE f.entitet_id = r.entitet_id
     AND f.datum BETWEEN coalesce(r.od, '-infinity'::date) AND coalesce(r."do", 'infinity'::date);
END $$;

-- Bookings and blocked time: free_slot_rows reads the busy intervals overlapping UTC midnight
-- two days before a day to UTC midnight three days after it, so an interval changes the rows of
-- the days from its start's UTC date - 2 to its end's UTC date + 2. Every change of a booking
-- that free_slot_rows could see (status, time, employee, business) counts, also in the past.
CREATE FUNCTION zakazivanje_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(n.entitet_id), array_agg((lower(n.termin) AT TIME ZONE 'UTC')::date - 2),
                                array_agg((upper(n.termin) AT TIME ZONE 'UTC')::date + 2))
       FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(o.entitet_id), array_agg((lower(o.termin) AT TIME ZONE 'UTC')::date - 2),
                                array_agg((upper(o.termin) AT TIME ZONE 'UTC')::date + 2))
       FROM old_rows o;
  ELSE
    PERFORM slobodni_dan_forget(array_agg(c.entitet_id), array_agg(c.od), array_agg(c."do"))
       FROM (SELECT x.entitet_id, (lower(x.termin) AT TIME ZONE 'UTC')::date - 2 AS od, (upper(x.termin) AT TIME ZONE 'UTC')::date + 2 AS "do"
               FROM old_rows o JOIN new_rows n ON n.id = o.id,
                    LATERAL (VALUES (o.entitet_id, o.termin), (n.entitet_id, n.termin)) AS x(entitet_id, termin)
              WHERE (o.status, o.termin, o.zaposleni_id, o.entitet_id) IS DISTINCT FROM (n.status, n.termin, n.zaposleni_id, n.entitet_id)) c;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER zakazivanje_free_days_insert AFTER INSERT ON zakazivanje
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zakazivanje_forget_free_days();
CREATE TRIGGER zakazivanje_free_days_update AFTER UPDATE ON zakazivanje
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zakazivanje_forget_free_days();
CREATE TRIGGER zakazivanje_free_days_delete AFTER DELETE ON zakazivanje
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION zakazivanje_forget_free_days();

-- The functions below run for each statement, on its transition tables: old_rows (UPDATE,
-- DELETE) and new_rows (INSERT, UPDATE). A table that a branch does not name need not exist in it.
CREATE FUNCTION blokada_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(z.entitet_id), array_agg((lower(b.termin) AT TIME ZONE 'UTC')::date - 2),
                                array_agg((upper(b.termin) AT TIME ZONE 'UTC')::date + 2))
       FROM old_rows b JOIN zaposleni z ON z.id = b.zaposleni_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(z.entitet_id), array_agg((lower(b.termin) AT TIME ZONE 'UTC')::date - 2),
                                array_agg((upper(b.termin) AT TIME ZONE 'UTC')::date + 2))
       FROM new_rows b JOIN zaposleni z ON z.id = b.zaposleni_id;
  END IF;
  RETURN NULL;
END $$;

-- Days off: the employee's business, od..do. Open slots: their day. Closures: od..do.
CREATE FUNCTION odsustvo_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(z.entitet_id), array_agg(d.od), array_agg(d."do"))
       FROM old_rows d JOIN zaposleni z ON z.id = d.zaposleni_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(z.entitet_id), array_agg(d.od), array_agg(d."do"))
       FROM new_rows d JOIN zaposleni z ON z.id = d.zaposleni_id;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION oslobodjeni_termin_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(o.entitet_id), array_agg(o.datum), array_agg(o.datum)) FROM old_rows o;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(o.entitet_id), array_agg(o.datum), array_agg(o.datum)) FROM new_rows o;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION zatvaranje_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(c.entitet_id), array_agg(c.od), array_agg(c."do")) FROM old_rows c;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(c.entitet_id), array_agg(c.od), array_agg(c."do")) FROM new_rows c;
  END IF;
  RETURN NULL;
END $$;

-- Working weeks and breaks: every day of the employee's business.
CREATE FUNCTION zaposleni_rows_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(z.entitet_id), NULL, NULL) FROM old_rows r JOIN zaposleni z ON z.id = r.zaposleni_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(z.entitet_id), NULL, NULL) FROM new_rows r JOIN zaposleni z ON z.id = r.zaposleni_id;
  END IF;
  RETURN NULL;
END $$;

-- Who performs what: every day of the service's business.
CREATE FUNCTION usluga_zaposleni_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(u.entitet_id), NULL, NULL) FROM old_rows r JOIN usluga u ON u.id = r.usluga_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM slobodni_dan_forget(array_agg(u.entitet_id), NULL, NULL) FROM new_rows r JOIN usluga u ON u.id = r.usluga_id;
  END IF;
  RETURN NULL;
END $$;

-- Services (duration, deleted, which business) and employees (active, which business): every
-- day. The business row itself: its zone and grid step (the minimum notice and the horizon are
-- applied when a row is read, and whether it is published is the list's own filter).
CREATE FUNCTION entitet_part_forget_free_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'usluga' THEN
    PERFORM slobodni_dan_forget(array_agg(x.entitet_id), NULL, NULL)
       FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.entitet_id), (n.entitet_id)) x(entitet_id)
      WHERE (o.trajanje_minuta, o.obrisana, o.entitet_id) IS DISTINCT FROM (n.trajanje_minuta, n.obrisana, n.entitet_id);
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'zaposleni' THEN
    PERFORM slobodni_dan_forget(array_agg(x.entitet_id), NULL, NULL)
       FROM old_rows o JOIN new_rows n ON n.id = o.id, LATERAL (VALUES (o.entitet_id), (n.entitet_id)) x(entitet_id)
      WHERE (o.aktivan, o.entitet_id) IS DISTINCT FROM (n.aktivan, n.entitet_id);
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'entitet' THEN
    PERFORM slobodni_dan_forget(array_agg(n.id), NULL, NULL)
       FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.vremenska_zona, o.korak_minuta) IS DISTINCT FROM (n.vremenska_zona, n.korak_minuta);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM slobodni_dan_forget(array_agg(n.entitet_id), NULL, NULL) FROM new_rows n;
  ELSE
    PERFORM slobodni_dan_forget(array_agg(o.entitet_id), NULL, NULL) FROM old_rows o;
  END IF;
  RETURN NULL;
END $$;

DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
      ('blokada', 'blokada_forget_free_days'),
      ('odsustvo', 'odsustvo_forget_free_days'),
      ('oslobodjeni_termin', 'oslobodjeni_termin_forget_free_days'),
      ('zatvaranje', 'zatvaranje_forget_free_days'),
      ('radno_vreme', 'zaposleni_rows_forget_free_days'),
      ('pauza', 'zaposleni_rows_forget_free_days'),
      ('usluga_zaposleni', 'usluga_zaposleni_forget_free_days'),
      ('usluga', 'entitet_part_forget_free_days'),
      ('zaposleni', 'entitet_part_forget_free_days')) AS v(tbl, fn)
  LOOP
    EXECUTE format('CREATE TRIGGER %1$s_free_days_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_free_days_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tbl, t.fn);
    EXECUTE format('CREATE TRIGGER %1$s_free_days_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', t.tbl, t.fn);
  END LOOP;
END $$;
CREATE TRIGGER entitet_free_days_update AFTER UPDATE ON entitet
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION entitet_part_forget_free_days();
