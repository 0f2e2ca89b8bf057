-- The business's front desk (issue 12, CONTRACT.md "The business's front desk"): blocked time
-- per employee, bookings for customers without an account, replies to ratings, and the
-- business's private note per client.

-- A blocked interval of one employee (a meeting, an errand): it hides the starts it overlaps
-- like a booking does (schedule/queries.ts freeSlotRows reads it among the busy intervals).
-- Written only under the employee's row lock (lock order: schedule/queries.ts), after the live
-- bookings it would cover were refused or cancelled.
CREATE TABLE blokada (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id) ON DELETE CASCADE,
  termin       tstzrange NOT NULL CHECK (NOT isempty(termin)),
  razlog       text CHECK (length(razlog) <= 500),
  user_id      bigint REFERENCES users(id) ON DELETE SET NULL,  -- who blocked it
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX blokada_zaposleni_idx ON blokada USING gist (zaposleni_id, termin);

-- A block changes its local day's free slots: the live-slots channel hears of it as of a booking.
CREATE OR REPLACE FUNCTION blokada_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM notify_slots(z.entitet_id, z.id, (lower(r.termin) AT TIME ZONE e.vremenska_zona)::date)
     FROM zaposleni z JOIN entitet e ON e.id = z.entitet_id WHERE z.id = r.zaposleni_id;
  RETURN NULL;
END $$;
CREATE TRIGGER blokada_slots AFTER INSERT OR UPDATE OR DELETE ON blokada
  FOR EACH ROW EXECUTE FUNCTION blokada_notify();

-- A desk booking (phone or walk-in) is for a customer without an account: user_id is null and
-- the customer is named here. Mails go to klijent_email when it is given.
ALTER TABLE zakazivanje ADD COLUMN klijent_ime text CHECK (length(klijent_ime) <= 200);
ALTER TABLE zakazivanje ADD COLUMN klijent_telefon text CHECK (length(klijent_telefon) <= 40);
ALTER TABLE zakazivanje ADD COLUMN klijent_email text CHECK (length(klijent_email) <= 254);

-- The business's reply under a rating (POST /api/Utisak/{id}/odgovor); a new reply replaces it.
ALTER TABLE utisak ADD COLUMN odgovor text CHECK (length(odgovor) <= 2000);
ALTER TABLE utisak ADD COLUMN odgovor_at timestamptz;

-- The business's private note about one client. klijent is the client's key in the clients
-- list (booking/clients.ts): 'u' || user id for an account, else the walk-in's email, phone or name.
CREATE TABLE klijent_napomena (
  entitet_id bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  klijent    text NOT NULL CHECK (length(klijent) BETWEEN 1 AND 300),
  napomena   text NOT NULL CHECK (length(napomena) <= 2000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entitet_id, klijent)
);
