-- Search CPU (issue 10, docs/decisions/048-search-cities.md): a main category's list
-- (mainKategorijaId) was `kategorija_id = ANY(its categories)`, which the category index cannot
-- read in display order, so a page walked the whole rating index for the rows of those
-- categories ("main category + price, page 10": 16,300 entries for 500). The business's main
-- category as a column, kept by triggers, and the display order within it.
ALTER TABLE entitet ADD COLUMN main_kategorija_id integer;

CREATE FUNCTION entitet_main_kategorija() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.main_kategorija_id := (SELECT k.main_kategorija_id FROM kategorija k WHERE k.id = NEW.kategorija_id);
  RETURN NEW;
END $$;
CREATE TRIGGER entitet_main_kategorija BEFORE INSERT OR UPDATE OF kategorija_id ON entitet
  FOR EACH ROW EXECUTE FUNCTION entitet_main_kategorija();

-- A category moved to another main category (a migration would do it) moves its businesses.
CREATE FUNCTION kategorija_main_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE entitet SET main_kategorija_id = NEW.main_kategorija_id WHERE kategorija_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER kategorija_main_changed AFTER UPDATE OF main_kategorija_id ON kategorija
  FOR EACH ROW WHEN (OLD.main_kategorija_id IS DISTINCT FROM NEW.main_kategorija_id)
  EXECUTE FUNCTION kategorija_main_changed();

-- The whole column from kategorija: the backfill below, and bulk loads that run with triggers off
-- (bench/src/dataset/catalogue.ts deferTriggers).
CREATE FUNCTION refresh_entitet_main_kategorija() RETURNS void LANGUAGE sql AS $$
  UPDATE entitet e SET main_kategorija_id = k.main_kategorija_id
    FROM kategorija k WHERE k.id = e.kategorija_id AND e.main_kategorija_id IS DISTINCT FROM k.main_kategorija_id;
$$;
SELECT refresh_entitet_main_kategorija();

CREATE INDEX entitet_main_kategorija_ocena_idx ON entitet (main_kategorija_id, prosecna_ocena DESC NULLS LAST, broj_ocena DESC, id)
  INCLUDE (kategorija_id, cenovni_pojasevi, grad_key, naziv_key) WHERE objavljen;
ANALYZE entitet;
