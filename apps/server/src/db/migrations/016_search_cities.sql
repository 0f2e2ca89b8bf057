-- Search CPU (issue 10, docs/decisions/048-search-cities.md): a city in a search was a substring
-- test, `grad_key LIKE '%cacak%'`, which no b-tree range answers, so counting a city's businesses
-- (`total`) filtered 30,000 index entries to find 1,001, and suggestions counted every business of
-- every city they named (15,000 entries for "zubar no").
--
-- The cities that hold published businesses, with how many, kept exactly by triggers on entitet
-- in the same transaction as the change. A search first reads which of these keys contain the
-- visitor's text (a few dozen rows), then asks entitet for `grad_key = ANY(those keys)`: the same
-- rows as the LIKE, as a range of the index below. Suggestions read their counts from here.
CREATE TABLE entitet_grad (
  grad_key text PRIMARY KEY,
  broj     integer NOT NULL CHECK (broj >= 0)
);

CREATE FUNCTION entitet_grad_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.objavljen AND OLD.grad_key IS NOT NULL THEN
    UPDATE entitet_grad SET broj = broj - 1 WHERE grad_key = OLD.grad_key;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.objavljen AND NEW.grad_key IS NOT NULL THEN
    INSERT INTO entitet_grad (grad_key, broj) VALUES (NEW.grad_key, 1)
      ON CONFLICT (grad_key) DO UPDATE SET broj = entitet_grad.broj + 1;
  END IF;
  RETURN NULL;
END $$;

-- The whole table from entitet: the backfill below, and bulk loads that run with triggers off
-- (bench/src/dataset/catalogue.ts deferTriggers).
CREATE FUNCTION refresh_entitet_grad() RETURNS void LANGUAGE sql AS $$
  DELETE FROM entitet_grad;
  INSERT INTO entitet_grad (grad_key, broj)
    SELECT grad_key, count(*) FROM entitet WHERE objavljen AND grad_key IS NOT NULL GROUP BY grad_key;
$$;

CREATE FUNCTION entitet_grad_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM entitet_grad;
  RETURN NULL;
END $$;

CREATE TRIGGER entitet_grad_count AFTER INSERT OR DELETE ON entitet
  FOR EACH ROW EXECUTE FUNCTION entitet_grad_changed();
-- Ratings and prices update entitet often; only a change of city or of publication counts.
CREATE TRIGGER entitet_grad_count_update AFTER UPDATE OF grad_key, objavljen ON entitet
  FOR EACH ROW WHEN (OLD.grad_key IS DISTINCT FROM NEW.grad_key OR OLD.objavljen IS DISTINCT FROM NEW.objavljen)
  EXECUTE FUNCTION entitet_grad_changed();
CREATE TRIGGER entitet_grad_truncate AFTER TRUNCATE ON entitet
  FOR EACH STATEMENT EXECUTE FUNCTION entitet_grad_truncated();

SELECT refresh_entitet_grad();

-- One city's businesses in display order, carrying what the lists filter and q's words test
-- (category, price bands, name, services): a page of a city, its count, and a word within a city
-- ("masaža niš": the businesses of Niš whose services hold "masaz") are ranges read from the index
-- alone. Replaces the prefix index that suggestions ranged over (they read entitet_grad now).
CREATE INDEX entitet_grad_ocena_idx ON entitet (grad_key, prosecna_ocena DESC NULLS LAST, broj_ocena DESC, id)
  INCLUDE (kategorija_id, cenovni_pojasevi, naziv_key, usluge_key) WHERE objavljen;
DROP INDEX entitet_grad_key_prefix_idx;

-- The businesses whose name starts with q (relevance tier 1, a one- or two-letter q), now carrying
-- the display order and the filters: "salon" (1,538 names) read its page 5 by walking the rating
-- index past 16,800 other names; now the 1,538 are one range of this index, sorted from it alone.
DROP INDEX entitet_naziv_key_prefix_idx;
CREATE INDEX entitet_naziv_key_prefix_idx ON entitet (naziv_key text_pattern_ops)
  INCLUDE (prosecna_ocena, broj_ocena, id, kategorija_id, cenovni_pojasevi, grad_key) WHERE objavljen;

-- A word within the businesses that carry q's city in their name but lie elsewhere ("masaža niš":
-- 1,138 names with "nis" outside Niš, "Branislav" among them): the name's and the services'
-- trigrams in one index, so one GIN scan intersects "nis" in the name with "masaz" in the services
-- (126 heap blocks), where the name's bitmap alone visited all 2,079. It answers the services alone
-- as the index it replaces did.
CREATE INDEX entitet_naziv_usluge_trgm_idx ON entitet USING gin (naziv_key gin_trgm_ops, usluge_key gin_trgm_ops) WHERE objavljen;
DROP INDEX entitet_usluge_key_trgm_idx;
ANALYZE entitet;
ANALYZE entitet_grad;
