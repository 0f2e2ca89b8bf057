-- Who did what in a business (issue 32, item 4; modules/audit). One row per business-side change
-- (owner, employee, super-admin), written in the change's own transaction, and per super-admin
-- change of an account (entitet_id null, korisnik_id the account). Kept 2 years: audit's
-- housekeeping deletes older rows daily.
CREATE TABLE dnevnik_radnji (
  id          bigserial PRIMARY KEY,
  entitet_id  bigint REFERENCES entitet(id) ON DELETE CASCADE,
  korisnik_id bigint,
  -- the actor; their name is read from users when the log is shown, so an erased account's
  -- name leaves the log with the account (the entry stays, its actor unnamed)
  akter_id    bigint REFERENCES users(id) ON DELETE SET NULL,
  akter_uloga text NOT NULL,
  radnja      text NOT NULL,
  predmet     text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (entitet_id IS NOT NULL OR korisnik_id IS NOT NULL)
);

-- the owner's page of the log, newest first
CREATE INDEX dnevnik_radnji_entitet ON dnevnik_radnji (entitet_id, created_at DESC, id DESC) WHERE entitet_id IS NOT NULL;
CREATE INDEX dnevnik_radnji_korisnik ON dnevnik_radnji (korisnik_id) WHERE korisnik_id IS NOT NULL;
-- the retention delete
CREATE INDEX dnevnik_radnji_created ON dnevnik_radnji (created_at);
