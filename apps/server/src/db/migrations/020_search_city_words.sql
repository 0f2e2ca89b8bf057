-- Search CPU (issue 10, docs/decisions/051-search-statements-planned-only-when-needed.md, "A word
-- in a city"): the count of "масажа ниш" tested `naziv_key LIKE '%masaz%' OR usluge_key LIKE
-- '%masaz%'` on each of Niš's 7,786 entries of entitet_grad_ocena_idx (1.5 ms of its ~5). A word
-- of q holds no space, so wherever it is a substring of a key it is a substring of one of the key's
-- space-separated words: the businesses of a city whose name or services contain it are the
-- postings, in that city, of the few words of the vocabulary that contain it (0.16 ms).
--
-- entitet_rec: one row per published business with a city and per distinct word of its naziv_key
-- and usluge_key; rec_vocab: every word that was ever posted (a word whose postings are gone stays:
-- it then finds no rows). Kept by a trigger on entitet (usluge_key is itself kept on entitet by the
-- usluga triggers, grad_key by adresa's).
CREATE TABLE entitet_rec (
  grad_key      text   NOT NULL,
  rec           text   NOT NULL,
  kategorija_id int    NOT NULL,
  entitet_id    bigint NOT NULL REFERENCES entitet (id) ON DELETE CASCADE
);
CREATE INDEX entitet_rec_grad_idx ON entitet_rec (grad_key, rec) INCLUDE (kategorija_id, entitet_id);
CREATE INDEX entitet_rec_entitet_idx ON entitet_rec (entitet_id);

CREATE TABLE rec_vocab (rec text PRIMARY KEY);

-- The postings of the businesses with ids in [first_id, last_id], made anew from entitet: the
-- trigger's work for one business, the backfill below and the bench's dataset generators' after a
-- load with the trigger off (bench/src/dataset/catalogue.ts) for many. A business that is a draft,
-- has no city or no longer exists keeps no postings.
CREATE FUNCTION refresh_entitet_rec(first_id bigint, last_id bigint) RETURNS void LANGUAGE sql AS $$
  DELETE FROM entitet_rec WHERE entitet_id BETWEEN first_id AND last_id;
  INSERT INTO entitet_rec (grad_key, rec, kategorija_id, entitet_id)
    SELECT DISTINCT e.grad_key, w, e.kategorija_id, e.id
      FROM entitet e, unnest(string_to_array(coalesce(e.naziv_key, '') || ' ' || e.usluge_key, ' ')) w
     WHERE e.id BETWEEN first_id AND last_id AND e.objavljen AND e.grad_key IS NOT NULL AND w <> '';
  INSERT INTO rec_vocab (rec)
    SELECT DISTINCT rec FROM entitet_rec WHERE entitet_id BETWEEN first_id AND last_id
    ON CONFLICT DO NOTHING;
$$;

CREATE FUNCTION entitet_rec_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_entitet_rec(NEW.id, NEW.id);
  RETURN NULL;
END $$;

CREATE TRIGGER entitet_rec_insert AFTER INSERT ON entitet
  FOR EACH ROW EXECUTE FUNCTION entitet_rec_refresh();
-- Ratings, prices and bookings update entitet too: only a change of what is posted rewrites it.
CREATE TRIGGER entitet_rec_update AFTER UPDATE ON entitet
  FOR EACH ROW WHEN (old.naziv_key IS DISTINCT FROM new.naziv_key OR old.usluge_key IS DISTINCT FROM new.usluge_key
                     OR old.grad_key IS DISTINCT FROM new.grad_key OR old.kategorija_id IS DISTINCT FROM new.kategorija_id
                     OR old.objavljen IS DISTINCT FROM new.objavljen)
  EXECUTE FUNCTION entitet_rec_refresh();
-- A deleted business's postings go by the foreign key's cascade.

SELECT refresh_entitet_rec(0, 9223372036854775807);
ANALYZE entitet_rec;
ANALYZE rec_vocab;
