-- Foundation: extensions, catalogue, users, businesses and everything a business offers.
CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

-- unaccent() is only STABLE (its dictionary could change), so it cannot back an index.
-- This wrapper pins the dictionary and is declared IMMUTABLE: the standard way to index it.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;

-- Serbian Latin has đ (→ dj) which unaccent maps to d; both spellings should match, so
-- search text is also normalised with đ→dj before unaccent in search_normalize.
CREATE OR REPLACE FUNCTION search_normalize(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.f_unaccent(replace(replace($1, 'đ', 'dj'), 'Đ', 'Dj')) $$;

CREATE TABLE main_kategorija (
  id        integer PRIMARY KEY,
  slug      text NOT NULL UNIQUE,
  naziv_sr  text NOT NULL,
  naziv_en  text NOT NULL,
  redosled  integer NOT NULL
);

CREATE TABLE kategorija (
  id                 integer PRIMARY KEY,
  slug               text NOT NULL,
  main_kategorija_id integer NOT NULL REFERENCES main_kategorija(id),
  naziv_sr           text NOT NULL,
  naziv_en           text NOT NULL,
  UNIQUE (main_kategorija_id, slug)
);

CREATE TABLE users (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email           citext UNIQUE,            -- null once the account is erased
  password_hash   text,
  ime             text NOT NULL,
  prezime         text,
  broj_telefona   text,
  role            text NOT NULL CHECK (role IN ('RegularUser','Administrator','SystemAdministrator','Employee')),
  email_confirmed boolean NOT NULL DEFAULT false,
  enabled         boolean NOT NULL DEFAULT true,
  jezik           text NOT NULL DEFAULT 'sr' CHECK (jezik IN ('sr','en')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  deleted_at      timestamptz
);

-- Exchange rates to RSD: price bands are defined in RSD (CONTRACT.md) and other currencies convert.
-- The server overwrites these from its configuration at start-up.
CREATE TABLE kurs (
  valuta text PRIMARY KEY CHECK (valuta IN ('RSD','EUR','BAM','MKD')),
  rsd    numeric(12,4) NOT NULL CHECK (rsd > 0)
);
INSERT INTO kurs VALUES ('RSD', 1), ('EUR', 117.2), ('BAM', 59.9), ('MKD', 1.9);

CREATE TABLE entitet (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  naziv                   text NOT NULL CHECK (length(naziv) BETWEEN 1 AND 200),
  opis                    text,
  kategorija_id           integer NOT NULL REFERENCES kategorija(id),
  owner_user_id           bigint REFERENCES users(id) ON DELETE SET NULL,
  telefon                 text,
  email                   text,
  website                 text,
  vremenska_zona          text NOT NULL DEFAULT 'Europe/Belgrade',
  nacini_placanja         text[] NOT NULL DEFAULT '{card,cache}'
                          CHECK (nacini_placanja <@ ARRAY['card','cache','phone']),
  valuta                  text NOT NULL DEFAULT 'RSD' REFERENCES kurs(valuta),
  korak_minuta            integer NOT NULL DEFAULT 15 CHECK (korak_minuta BETWEEN 5 AND 240),
  minimalna_najava_minuta integer NOT NULL DEFAULT 60 CHECK (minimalna_najava_minuta BETWEEN 0 AND 10080),
  horizont_dana           integer NOT NULL DEFAULT 60 CHECK (horizont_dana BETWEEN 1 AND 365),
  automatska_potvrda      boolean NOT NULL DEFAULT false,
  objavljen               boolean NOT NULL DEFAULT false,  -- public only when complete (proveri-popunjenost)
  -- Aggregates kept by triggers below so lists and filters never aggregate per request.
  min_cena_rsd            numeric(12,2),
  max_cena_rsd            numeric(12,2),
  prosecna_ocena          numeric(3,2),
  broj_ocena              integer NOT NULL DEFAULT 0,
  created_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entitet_kategorija_idx ON entitet (kategorija_id) WHERE objavljen;
CREATE INDEX entitet_naziv_trgm_idx ON entitet USING gin (search_normalize(naziv) gin_trgm_ops);
CREATE INDEX entitet_ocena_idx ON entitet (prosecna_ocena DESC NULLS LAST) WHERE objavljen;
CREATE INDEX entitet_owner_idx ON entitet (owner_user_id);

CREATE TABLE adresa (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id      bigint NOT NULL UNIQUE REFERENCES entitet(id) ON DELETE CASCADE,
  ulica           text NOT NULL,
  broj            text NOT NULL,
  grad            text NOT NULL,
  postanski_broj  text NOT NULL,
  latitude        double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude       double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180)
);
CREATE INDEX adresa_grad_trgm_idx ON adresa USING gin (search_normalize(grad) gin_trgm_ops);
CREATE INDEX adresa_earth_idx ON adresa USING gist (ll_to_earth(latitude, longitude));

CREATE TABLE entitet_slika (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id  bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  file_path   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX entitet_slika_entitet_idx ON entitet_slika (entitet_id, id);

CREATE TABLE usluga (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id      bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  naziv           text NOT NULL CHECK (length(naziv) BETWEEN 1 AND 200),
  opis            text,
  cena            numeric(12,2) NOT NULL CHECK (cena >= 0),
  valuta          text NOT NULL REFERENCES kurs(valuta),
  trajanje_minuta integer NOT NULL CHECK (trajanje_minuta BETWEEN 5 AND 1440),
  obrisana        boolean NOT NULL DEFAULT false,  -- soft delete: past bookings keep their service
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usluga_entitet_idx ON usluga (entitet_id) WHERE NOT obrisana;

CREATE TABLE zaposleni (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id  bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  user_id     bigint UNIQUE REFERENCES users(id) ON DELETE SET NULL,
  ime         text NOT NULL,
  prezime     text,
  aktivan     boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX zaposleni_entitet_idx ON zaposleni (entitet_id);

CREATE TABLE usluga_zaposleni (
  usluga_id    bigint NOT NULL REFERENCES usluga(id) ON DELETE CASCADE,
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id) ON DELETE CASCADE,
  PRIMARY KEY (usluga_id, zaposleni_id)
);
CREATE INDEX usluga_zaposleni_zaposleni_idx ON usluga_zaposleni (zaposleni_id);

-- Working week per employee: dan 1 = Monday .. 7 = Sunday, wall-clock times in the business's zone.
CREATE TABLE radno_vreme (
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id) ON DELETE CASCADE,
  dan          smallint NOT NULL CHECK (dan BETWEEN 1 AND 7),
  pocetak      time NOT NULL,
  kraj         time NOT NULL CHECK (kraj > pocetak),
  PRIMARY KEY (zaposleni_id, dan)
);

CREATE TABLE pauza (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id) ON DELETE CASCADE,
  dan          smallint NOT NULL CHECK (dan BETWEEN 1 AND 7),
  pocetak      time NOT NULL,
  kraj         time NOT NULL CHECK (kraj > pocetak)
);
CREATE INDEX pauza_zaposleni_idx ON pauza (zaposleni_id, dan);

-- Extra bookable starts beyond the working week (InsertOslobodjeneTermine).
CREATE TABLE oslobodjeni_termin (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id   bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id) ON DELETE CASCADE,
  usluga_id    bigint NOT NULL REFERENCES usluga(id) ON DELETE CASCADE,
  datum        date NOT NULL,
  vreme        time NOT NULL,
  UNIQUE (zaposleni_id, usluga_id, datum, vreme)
);

CREATE TABLE zakazivanje (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id   bigint NOT NULL REFERENCES entitet(id),
  usluga_id    bigint NOT NULL REFERENCES usluga(id),
  zaposleni_id bigint NOT NULL REFERENCES zaposleni(id),
  user_id      bigint REFERENCES users(id) ON DELETE SET NULL,
  termin       tstzrange NOT NULL CHECK (NOT isempty(termin)),
  cena         numeric(12,2) NOT NULL,
  valuta       text NOT NULL REFERENCES kurs(valuta),
  status       text NOT NULL CHECK (status IN ('pending','confirmed','rejected','cancelled','completed','noShow')),
  napomena     text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  -- One employee never holds two overlapping live bookings, whatever the concurrency.
  CONSTRAINT zakazivanje_bez_preklapanja EXCLUDE USING gist (zaposleni_id WITH =, termin WITH &&)
    WHERE (status IN ('pending','confirmed'))
);
CREATE INDEX zakazivanje_user_idx ON zakazivanje (user_id, created_at DESC);
CREATE INDEX zakazivanje_entitet_idx ON zakazivanje (entitet_id, lower(termin));

CREATE TABLE utisak (
  id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entitet_id     bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  zakazivanje_id bigint NOT NULL UNIQUE REFERENCES zakazivanje(id),
  user_id        bigint REFERENCES users(id) ON DELETE SET NULL,
  ocena          smallint NOT NULL CHECK (ocena BETWEEN 1 AND 5),
  komentar       text,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX utisak_entitet_idx ON utisak (entitet_id, created_at DESC);

CREATE TABLE favorit (
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  entitet_id bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, entitet_id)
);

-- Aggregates on entitet, recomputed from the source rows whenever those change.
CREATE OR REPLACE FUNCTION refresh_entitet_cene(p_entitet_id bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE entitet e SET
    min_cena_rsd = s.min_rsd,
    max_cena_rsd = s.max_rsd
  FROM (SELECT min(u.cena * k.rsd) AS min_rsd, max(u.cena * k.rsd) AS max_rsd
          FROM usluga u JOIN kurs k ON k.valuta = u.valuta
         WHERE u.entitet_id = p_entitet_id AND NOT u.obrisana) s
  WHERE e.id = p_entitet_id;
$$;

CREATE OR REPLACE FUNCTION refresh_entitet_ocene(p_entitet_id bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE entitet e SET
    prosecna_ocena = s.avg_ocena,
    broj_ocena = s.cnt
  FROM (SELECT round(avg(ocena)::numeric, 2) AS avg_ocena, count(*)::int AS cnt
          FROM utisak WHERE entitet_id = p_entitet_id) s
  WHERE e.id = p_entitet_id;
$$;

CREATE OR REPLACE FUNCTION usluga_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE','DELETE') THEN PERFORM refresh_entitet_cene(OLD.entitet_id); END IF;
  IF TG_OP IN ('INSERT','UPDATE') THEN PERFORM refresh_entitet_cene(NEW.entitet_id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER usluga_aggregates AFTER INSERT OR UPDATE OR DELETE ON usluga
  FOR EACH ROW EXECUTE FUNCTION usluga_changed();

CREATE OR REPLACE FUNCTION utisak_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE','DELETE') THEN PERFORM refresh_entitet_ocene(OLD.entitet_id); END IF;
  IF TG_OP IN ('INSERT','UPDATE') THEN PERFORM refresh_entitet_ocene(NEW.entitet_id); END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER utisak_aggregates AFTER INSERT OR UPDATE OR DELETE ON utisak
  FOR EACH ROW EXECUTE FUNCTION utisak_changed();

-- A rate change reprices every business with a service in that currency.
CREATE OR REPLACE FUNCTION kurs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_entitet_cene(e.id) FROM entitet e
   WHERE EXISTS (SELECT 1 FROM usluga u WHERE u.entitet_id = e.id AND u.valuta = NEW.valuta);
  RETURN NULL;
END $$;
CREATE TRIGGER kurs_aggregates AFTER UPDATE ON kurs
  FOR EACH ROW WHEN (OLD.rsd IS DISTINCT FROM NEW.rsd) EXECUTE FUNCTION kurs_changed();
