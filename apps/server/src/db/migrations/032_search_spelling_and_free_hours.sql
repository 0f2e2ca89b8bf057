-- Search that forgives (issue 29, docs/decisions/067-search-spelling-vocabulary.md): a word of q
-- that matches nothing as typed is read as the nearest word the search knows. The words of the
-- businesses' names and services, with how many published businesses use each, and a trigram
-- index to find the words near a misspelt one.
--
-- rec_pretrage: every word of entitet_rec (migration 020: the words of each published business's
-- naziv_key and usluge_key, once per business), with broj, the businesses that hold it. Kept by
-- statement triggers on entitet_rec, so it follows every change entitet_rec follows (a rename, a
-- service, a move, unpublishing, a deletion's cascade) and a word leaves when its last business
-- does (rec_vocab of migration 020 keeps every word ever posted: no good to propose).
CREATE TABLE rec_pretrage (
  rec  text PRIMARY KEY,
  broj int  NOT NULL
);
CREATE INDEX rec_pretrage_trgm_idx ON rec_pretrage USING gin (rec gin_trgm_ops);

-- Rows are taken in the order of their words (FOR UPDATE, ON CONFLICT in that order) so that two
-- businesses changed at once wait for each other instead of deadlocking on shared words.
CREATE FUNCTION rec_pretrage_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO rec_pretrage (rec, broj)
    SELECT rec, count(*)::int FROM new_rows GROUP BY rec ORDER BY rec
    ON CONFLICT (rec) DO UPDATE SET broj = rec_pretrage.broj + EXCLUDED.broj;
  RETURN NULL;
END $$;

CREATE FUNCTION rec_pretrage_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM rec_pretrage v WHERE v.rec IN (SELECT rec FROM old_rows) ORDER BY v.rec FOR UPDATE;
  WITH gone AS (SELECT rec, count(*)::int AS n FROM old_rows GROUP BY rec),
       emptied AS (DELETE FROM rec_pretrage v USING gone g WHERE v.rec = g.rec AND v.broj <= g.n RETURNING v.rec)
  UPDATE rec_pretrage v SET broj = v.broj - g.n FROM gone g
   WHERE v.rec = g.rec AND v.rec NOT IN (SELECT rec FROM emptied);
  RETURN NULL;
END $$;

CREATE TRIGGER rec_pretrage_insert AFTER INSERT ON entitet_rec
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rec_pretrage_added();
CREATE TRIGGER rec_pretrage_delete AFTER DELETE ON entitet_rec
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rec_pretrage_removed();
-- entitet_rec's rows are only ever inserted and deleted (refresh_entitet_rec): an UPDATE would
-- leave the counts behind, so it is refused; a TRUNCATE (entitet's, cascading) empties the words.
CREATE FUNCTION rec_pretrage_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'entitet_rec rows are inserted and deleted only (rec_pretrage counts them)';
END $$;
CREATE TRIGGER rec_pretrage_no_update BEFORE UPDATE ON entitet_rec
  FOR EACH STATEMENT EXECUTE FUNCTION rec_pretrage_refuse_update();
CREATE FUNCTION rec_pretrage_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rec_pretrage;
  RETURN NULL;
END $$;
CREATE TRIGGER rec_pretrage_truncate AFTER TRUNCATE ON entitet_rec
  FOR EACH STATEMENT EXECUTE FUNCTION rec_pretrage_truncated();

INSERT INTO rec_pretrage (rec, broj) SELECT rec, count(*)::int FROM entitet_rec GROUP BY rec;
ANALYZE rec_pretrage;

-- Free at the hour you want (issue 29 item 4): beside the latest free start of a day, every free
-- start of it, as minutes after the business's local midnight (same rules: no notice, no horizon),
-- so a list asked for a part of the day (slobodnoOd/slobodnoDo) answers from the row, and a card
-- shows the first starts in it, each with a service free then (pocetak_usluge, in step), for a link
-- straight to booking that time. NULL in a row stored before: computed again when a window asks.
ALTER TABLE slobodni_dan ADD COLUMN pocetci smallint[], ADD COLUMN pocetak_usluge bigint[];
