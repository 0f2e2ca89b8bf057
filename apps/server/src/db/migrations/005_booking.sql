-- Booking (issue 4): days off, closures, idempotency keys, the job queue, mail attachments,
-- slot-change notifications and the indexes free-slot queries read by.
-- Decisions: docs/decisions/030-slots-and-booking.md.

-- An employee's days off (odsustvo), whole local days od..do inclusive.
CREATE TABLE odsustvo (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id) ON DELETE CASCADE,
  od           date NOT NULL,
  "do"         date NOT NULL CHECK ("do" >= od),
  razlog       text CHECK (length(razlog) <= 500),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX odsustvo_zaposleni_idx ON odsustvo (zaposleni_id, "do");

-- A business closed for whole local days od..do inclusive (holidays, renovation).
CREATE TABLE zatvaranje (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id  bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  od          date NOT NULL,
  "do"        date NOT NULL CHECK ("do" >= od),
  razlog      text CHECK (length(razlog) <= 500),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zatvaranje_entitet_idx ON zatvaranje (entitet_id, "do");

-- Every status change of a booking: who made it, when, and the reason given with a reject or a
-- cancellation (mailed to the customer; the latest one is the booking's razlog).
CREATE TABLE zakazivanje_promena (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zakazivanje_id bigint NOT NULL REFERENCES zakazivanje(id) ON DELETE CASCADE,
  status         text NOT NULL,
  razlog         text CHECK (length(razlog) <= 500),
  user_id        bigint REFERENCES users(id) ON DELETE SET NULL,  -- null: the system (a job)
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zakazivanje_promena_idx ON zakazivanje_promena (zakazivanje_id, id DESC);
-- An employee's bookings by start: the employee's day, and busy intervals for free slots
-- (the exclusion constraint's GiST index serves overlap tests on live bookings too).
CREATE INDEX zakazivanje_zaposleni_idx ON zakazivanje (zaposleni_id, lower(termin));
CREATE INDEX oslobodjeni_termin_datum_idx ON oslobodjeni_termin (zaposleni_id, datum);

-- Idempotency-Key of zakazi-termin: the same key by the same user returns the first booking.
-- Inserted in the booking's own transaction, so a failed attempt leaves no key behind, and a
-- concurrent retry waits on the primary key until the first attempt commits or rolls back.
CREATE TABLE idempotency_key (
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key            text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  request_hash   text NOT NULL,
  zakazivanje_id bigint REFERENCES zakazivanje(id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at);

-- Durable background jobs (reminders, automatic completion): claimed with FOR UPDATE SKIP
-- LOCKED under a lease, retried with backoff, and kept across restarts. dedup_key makes
-- "schedule this job for that booking" idempotent.
CREATE TABLE job (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind         text NOT NULL,
  payload      jsonb NOT NULL DEFAULT '{}',
  dedup_key    text UNIQUE,
  run_at       timestamptz NOT NULL DEFAULT now(),  -- also the claim lease while running
  attempts     integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  done_at      timestamptz,
  failed_at    timestamptz,
  last_error   text,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_due_idx ON job (run_at) WHERE done_at IS NULL AND failed_at IS NULL;

-- Mail attachments: [{filename, contentType, content}] with text content (ICS files).
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb;

-- Live slots: every change that can change a day's free slots notifies channel 'slots' with
-- {"e": entitetId, "z": zaposleniId or null, "d": "YYYY-MM-DD" or null (every day)}.
-- NOTIFY is delivered on commit, and identical payloads within one transaction are sent once.
CREATE OR REPLACE FUNCTION notify_slots(p_entitet bigint, p_zaposleni bigint, p_datum date) RETURNS void
  LANGUAGE sql AS $$
  SELECT pg_notify('slots', json_build_object('e', p_entitet, 'z', p_zaposleni, 'd', p_datum)::text)
   WHERE p_entitet IS NOT NULL;
$$;

-- Bookings: statement-level with transition tables, so a bulk insert (demo data, imports)
-- notifies once per employee and day instead of once per row.
CREATE OR REPLACE FUNCTION zakazivanje_inserted_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_slots(d.entitet_id, d.zaposleni_id, d.datum)
     FROM (SELECT DISTINCT n.entitet_id, n.zaposleni_id, (lower(n.termin) AT TIME ZONE e.vremenska_zona)::date AS datum
             FROM new_rows n JOIN entitet e ON e.id = n.entitet_id) d;
  RETURN NULL;
END $$;
CREATE TRIGGER zakazivanje_slots_insert AFTER INSERT ON zakazivanje
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zakazivanje_inserted_notify();

-- A status (or time) change: both the old and the new day may have changed.
CREATE OR REPLACE FUNCTION zakazivanje_updated_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_slots(d.entitet_id, d.zaposleni_id, d.datum)
     FROM (SELECT DISTINCT x.entitet_id, x.zaposleni_id, (lower(x.termin) AT TIME ZONE e.vremenska_zona)::date AS datum
             FROM new_rows n JOIN old_rows o ON o.id = n.id
             CROSS JOIN LATERAL (VALUES (n.entitet_id, n.zaposleni_id, n.termin), (o.entitet_id, o.zaposleni_id, o.termin)) AS x(entitet_id, zaposleni_id, termin)
             JOIN entitet e ON e.id = x.entitet_id
            WHERE o.status IS DISTINCT FROM n.status OR o.termin IS DISTINCT FROM n.termin OR o.zaposleni_id IS DISTINCT FROM n.zaposleni_id) d;
  RETURN NULL;
END $$;
CREATE TRIGGER zakazivanje_slots_update AFTER UPDATE ON zakazivanje
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION zakazivanje_updated_notify();

-- Working weeks, breaks and days off change every day of an employee.
CREATE OR REPLACE FUNCTION zaposleni_schedule_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM notify_slots(z.entitet_id, z.id, NULL) FROM zaposleni z WHERE z.id = r.zaposleni_id;
  RETURN NULL;
END $$;
CREATE TRIGGER radno_vreme_slots AFTER INSERT OR UPDATE OR DELETE ON radno_vreme
  FOR EACH ROW EXECUTE FUNCTION zaposleni_schedule_notify();
CREATE TRIGGER pauza_slots AFTER INSERT OR UPDATE OR DELETE ON pauza
  FOR EACH ROW EXECUTE FUNCTION zaposleni_schedule_notify();
CREATE TRIGGER odsustvo_slots AFTER INSERT OR UPDATE OR DELETE ON odsustvo
  FOR EACH ROW EXECUTE FUNCTION zaposleni_schedule_notify();

CREATE OR REPLACE FUNCTION oslobodjeni_termin_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM notify_slots(r.entitet_id, r.zaposleni_id, r.datum);
  RETURN NULL;
END $$;
CREATE TRIGGER oslobodjeni_termin_slots AFTER INSERT OR DELETE ON oslobodjeni_termin
  FOR EACH ROW EXECUTE FUNCTION oslobodjeni_termin_notify();

CREATE OR REPLACE FUNCTION zatvaranje_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM notify_slots(r.entitet_id, NULL, NULL);
  RETURN NULL;
END $$;
CREATE TRIGGER zatvaranje_slots AFTER INSERT OR UPDATE OR DELETE ON zatvaranje
  FOR EACH ROW EXECUTE FUNCTION zatvaranje_notify();
