-- Visits of several services and a service's own time rules (issue 28; docs/decisions/062-visits.md).
--
-- A service's processing gap (cekanje_minuta: the client stays, the employee is free for someone
-- else) and cleanup time (pospremanje_minuta: the employee is busy, the client has left), both
-- 0 by default.
ALTER TABLE usluga
  ADD COLUMN cekanje_minuta integer NOT NULL DEFAULT 0 CHECK (cekanje_minuta BETWEEN 0 AND 480),
  ADD COLUMN pospremanje_minuta integer NOT NULL DEFAULT 0 CHECK (pospremanje_minuta BETWEEN 0 AND 240);

-- A visit is its parts: one booking per service, the same poseta_id on each (null for a booking
-- of one service). The number comes from its own sequence: a visit has no row of its own.
CREATE SEQUENCE poseta_id_seq AS bigint;
ALTER TABLE zakazivanje
  ADD COLUMN poseta_id bigint,
  -- the service's cleanup when it was booked: the employee stays busy that long after the end
  ADD COLUMN pospremanje_minuta integer NOT NULL DEFAULT 0 CHECK (pospremanje_minuta BETWEEN 0 AND 240);
CREATE INDEX zakazivanje_poseta_idx ON zakazivanje (poseta_id) WHERE poseta_id IS NOT NULL;

-- The interval an employee is busy with a booking: its time and then its cleanup. PL/pgSQL so
-- that it is not inlined: adding minutes to an instant does not depend on the session's zone, but
-- the operator is declared STABLE, and an index expression must be IMMUTABLE throughout.
CREATE FUNCTION zakazivanje_zauzeto(termin tstzrange, pospremanje_minuta integer) RETURNS tstzrange
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
BEGIN
  RETURN tstzrange(lower(termin), upper(termin) + make_interval(mins => pospremanje_minuta));
END $$;

-- The reads by time (free slots, blocks, the calendar) keep an index on the booking's own time.
CREATE INDEX zakazivanje_zivi_termin_idx ON zakazivanje USING gist (zaposleni_id, termin)
  WHERE status IN ('pending', 'confirmed');
-- The database's guarantee now covers the cleanup too: one employee never holds two live
-- bookings whose busy intervals overlap, whatever the concurrency (every part of a visit is a row).
ALTER TABLE zakazivanje DROP CONSTRAINT zakazivanje_bez_preklapanja;
ALTER TABLE zakazivanje ADD CONSTRAINT zakazivanje_bez_preklapanja
  EXCLUDE USING gist (zaposleni_id WITH =, zakazivanje_zauzeto(termin, pospremanje_minuta) WITH &&)
  WHERE (status IN ('pending', 'confirmed'));
