-- Search at 100,000 businesses (docs/decisions/004-search-at-scale.md): every list filter becomes a
-- column of entitet, so one index walk in display order (or one bitmap scan, for rare matches)
-- answers a page without joining or probing other tables per candidate row.

-- Price bands (PRICE_BANDS_RSD in packages/contract, kept equal by an integration test): bit n of
-- entitet.cenovni_pojasevi is set when at least one live service of the business, converted to RSD,
-- lies in band n, [od_rsd, do_rsd) with open ends where null. A change of bands is a migration that
-- also recomputes the column (SELECT refresh_entitet_cene(id) FROM entitet).
CREATE TABLE cenovni_pojas (
  id     integer PRIMARY KEY CHECK (id BETWEEN 1 AND 30),
  od_rsd numeric(12,2),
  do_rsd numeric(12,2),
  CHECK (od_rsd IS NULL OR do_rsd IS NULL OR od_rsd < do_rsd)
);
INSERT INTO cenovni_pojas (id, od_rsd, do_rsd) VALUES
  (1, NULL, NULL), (2, NULL, 2000), (3, 2000, 5000), (4, 5000, 10000), (5, 10000, NULL);

ALTER TABLE entitet ADD COLUMN cenovni_pojasevi integer NOT NULL DEFAULT 0;
-- From the business's adresa, kept by the trigger below: the city as a search key
-- (search_key(adresa.grad)), so q and grad filter entitet alone, and the point on the earth, so
-- "near me" walks one GiST index that knows published-ness and category.
ALTER TABLE entitet ADD COLUMN grad_key text;
ALTER TABLE entitet ADD COLUMN lokacija earth;

-- As 001's, plus the band bits; still called by the usluga and kurs triggers.
CREATE OR REPLACE FUNCTION refresh_entitet_cene(p_entitet_id bigint) RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT u.cena * k.rsd AS rsd
      FROM usluga u JOIN kurs k ON k.valuta = u.valuta
     WHERE u.entitet_id = p_entitet_id AND NOT u.obrisana)
  UPDATE entitet e SET
    min_cena_rsd = (SELECT min(rsd) FROM c),
    max_cena_rsd = (SELECT max(rsd) FROM c),
    cenovni_pojasevi = (SELECT coalesce(bit_or(1 << p.id), 0) FROM cenovni_pojas p
                         WHERE EXISTS (SELECT 1 FROM c
                                        WHERE (p.od_rsd IS NULL OR c.rsd >= p.od_rsd)
                                          AND (p.do_rsd IS NULL OR c.rsd < p.do_rsd)))
  WHERE e.id = p_entitet_id;
$$;

CREATE OR REPLACE FUNCTION refresh_entitet_adresa(p_entitet_id bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE entitet e SET
    grad_key = (SELECT a.grad_key FROM adresa a WHERE a.entitet_id = p_entitet_id),
    lokacija = (SELECT ll_to_earth(a.latitude, a.longitude) FROM adresa a WHERE a.entitet_id = p_entitet_id)
  WHERE e.id = p_entitet_id;
$$;

CREATE OR REPLACE FUNCTION adresa_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM refresh_entitet_adresa(OLD.entitet_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.entitet_id <> OLD.entitet_id) THEN
    PERFORM refresh_entitet_adresa(NEW.entitet_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER adresa_aggregates AFTER INSERT OR DELETE OR UPDATE OF grad, latitude, longitude, entitet_id ON adresa
  FOR EACH ROW EXECUTE FUNCTION adresa_changed();

-- Backfill the new columns in one pass (one new row version per business).
UPDATE entitet e SET
  grad_key = (SELECT a.grad_key FROM adresa a WHERE a.entitet_id = e.id),
  lokacija = (SELECT ll_to_earth(a.latitude, a.longitude) FROM adresa a WHERE a.entitet_id = e.id),
  cenovni_pojasevi = coalesce((
    SELECT bit_or(1 << p.id)
      FROM usluga u JOIN kurs k ON k.valuta = u.valuta
      JOIN cenovni_pojas p ON (p.od_rsd IS NULL OR u.cena * k.rsd >= p.od_rsd) AND (p.do_rsd IS NULL OR u.cena * k.rsd < p.do_rsd)
     WHERE u.entitet_id = e.id AND NOT u.obrisana), 0);

-- Display order: rating desc (unrated last), number of ratings desc, id. A page is the first rows of
-- this index that pass the filters, which it carries, so the walk reads the index alone (on pages
-- the visibility map marks all-visible). Replaces entitet_ocena_idx.
CREATE INDEX entitet_redosled_idx ON entitet (prosecna_ocena DESC NULLS LAST, broj_ocena DESC, id)
  INCLUDE (kategorija_id, cenovni_pojasevi, grad_key, naziv_key) WHERE objavljen;
DROP INDEX entitet_ocena_idx;
-- The same for one category (002's index, now carrying the filter columns too). Being narrow, it
-- is also what counting `total` scans when no key order helps.
DROP INDEX entitet_kategorija_ocena_idx;
CREATE INDEX entitet_kategorija_ocena_idx ON entitet (kategorija_id, prosecna_ocena DESC NULLS LAST, broj_ocena DESC, id)
  INCLUDE (cenovni_pojasevi, grad_key, naziv_key) WHERE objavljen;

-- City matches (grad, and q) on entitet itself, for rare cities; frequent ones walk the order index.
CREATE INDEX entitet_grad_key_trgm_idx ON entitet USING gin (grad_key gin_trgm_ops) WHERE objavljen;

-- Near me: the nearest published businesses (of a category) by a KNN walk that stops at the limit.
CREATE INDEX entitet_lokacija_idx ON entitet USING gist (lokacija) WHERE objavljen;
CREATE INDEX entitet_kategorija_lokacija_idx ON entitet USING gist (kategorija_id, lokacija) WHERE objavljen;

-- Unused: lists match the stored search keys since 002, and read the city key and the point from
-- entitet now (EXPLAIN of every list query at 100k: none of these is chosen).
DROP INDEX entitet_naziv_trgm_idx;
DROP INDEX adresa_grad_trgm_idx;
DROP INDEX adresa_grad_key_trgm_idx;
DROP INDEX adresa_earth_idx;

-- LIKE '%…%' estimates come from sampling the column's values: a larger sample tells a name
-- fragment carried by 5% of businesses (walk the order index) from one carried by 0.01% (bitmap).
ALTER TABLE entitet ALTER COLUMN naziv_key SET STATISTICS 1000;
ANALYZE entitet;
