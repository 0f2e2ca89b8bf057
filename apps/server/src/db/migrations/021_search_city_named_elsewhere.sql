-- Search CPU (issue 10, docs/decisions/051-search-statements-planned-only-when-needed.md, "Names
-- after a city elsewhere"): the count of "zubar novom sadu" asked, beside Novi Sad's own
-- businesses, for those elsewhere whose name holds "novi sad": a walk of the category's 5,531
-- dentists testing the name (0.7 ms) and a trigram bitmap for the others (0.45 ms), to find none.
-- On the bench data no business outside Novi Sad is named after it; outside Niš, 1,138 are
-- ("Branislav").
--
-- entitet_grad.u_nazivu_drugde: how many published businesses not of this city hold its key in
-- their name (naziv_key). A count whose city term is exactly this key skips that side when it is 0.
-- NULL is "not known yet" (a city row entitet_grad_changed has just created) and is never read as
-- 0. Kept per statement from the transition tables: a row-level trigger that filled a new city's
-- count could count a row of the same statement whose own trigger then added it again.
ALTER TABLE entitet_grad ADD COLUMN u_nazivu_drugde integer CHECK (u_nazivu_drugde >= 0);

-- The businesses counted there, with what a count tests of them: "масажа ниш" asked for the
-- massage businesses elsewhere named after Niš (a walk of the category's 2,381 entries) and the
-- others with "masaz" in the name or services (a trigram bitmap of 126 heap blocks); here they are
-- a range of Niš's 1,138 rows. One row per published business and city key (of entitet_grad, the
-- city counted: u_nazivu_drugde not NULL) its name holds, the business being of another city.
CREATE TABLE entitet_naziv_grad (
  grad_key      text   NOT NULL,
  kategorija_id int    NOT NULL,
  entitet_id    bigint NOT NULL REFERENCES entitet (id) ON DELETE CASCADE,
  naziv_key     text   NOT NULL,
  usluge_key    text   NOT NULL
);
CREATE INDEX entitet_naziv_grad_idx ON entitet_naziv_grad (grad_key, kategorija_id) INCLUDE (naziv_key, usluge_key, entitet_id);
CREATE INDEX entitet_naziv_grad_entitet_idx ON entitet_naziv_grad (entitet_id);

-- How many published businesses elsewhere are named after `key`.
CREATE FUNCTION entitet_grad_u_nazivu(key text) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT count(*)::int FROM entitet e
   WHERE e.objavljen AND strpos(e.naziv_key, key) > 0 AND e.grad_key IS DISTINCT FROM key;
$$;

-- The statement's changes as +1 (new rows) and -1 (old rows) for every city key a published row's
-- name holds outside its own city; then the cities not known yet, counted from entitet.
CREATE FUNCTION entitet_grad_u_nazivu_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its event has.
  IF TG_OP = 'INSERT' THEN
    UPDATE entitet_grad g SET u_nazivu_drugde = g.u_nazivu_drugde + d.n
      FROM (SELECT c.grad_key, count(*)::int AS n FROM entitet_grad c, new_rows s
             WHERE s.objavljen AND strpos(s.naziv_key, c.grad_key) > 0 AND s.grad_key IS DISTINCT FROM c.grad_key
             GROUP BY c.grad_key) d
     WHERE g.grad_key = d.grad_key AND g.u_nazivu_drugde IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE entitet_grad g SET u_nazivu_drugde = g.u_nazivu_drugde - d.n
      FROM (SELECT c.grad_key, count(*)::int AS n FROM entitet_grad c, old_rows s
             WHERE s.objavljen AND strpos(s.naziv_key, c.grad_key) > 0 AND s.grad_key IS DISTINCT FROM c.grad_key
             GROUP BY c.grad_key) d
     WHERE g.grad_key = d.grad_key AND g.u_nazivu_drugde IS NOT NULL;
  ELSE
    UPDATE entitet_grad g SET u_nazivu_drugde = g.u_nazivu_drugde + d.n
      FROM (SELECT c.grad_key, sum(s.sign)::int AS n
              FROM entitet_grad c,
                   (SELECT 1 AS sign, naziv_key, grad_key FROM new_rows WHERE objavljen
                    UNION ALL
                    SELECT -1, naziv_key, grad_key FROM old_rows WHERE objavljen) s
             WHERE strpos(s.naziv_key, c.grad_key) > 0 AND s.grad_key IS DISTINCT FROM c.grad_key
             GROUP BY c.grad_key HAVING sum(s.sign) <> 0) d
     WHERE g.grad_key = d.grad_key AND g.u_nazivu_drugde IS NOT NULL;
  END IF;
  -- The postings of the statement's rows anew (a deleted row's went by the cascade).
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM entitet_naziv_grad WHERE entitet_id IN (SELECT id FROM old_rows);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO entitet_naziv_grad (grad_key, kategorija_id, entitet_id, naziv_key, usluge_key)
      SELECT c.grad_key, s.kategorija_id, s.id, s.naziv_key, s.usluge_key FROM entitet_grad c, new_rows s
       WHERE c.u_nazivu_drugde IS NOT NULL AND s.objavljen AND strpos(s.naziv_key, c.grad_key) > 0 AND s.grad_key IS DISTINCT FROM c.grad_key;
  END IF;
  PERFORM entitet_naziv_grad_fill();
  RETURN NULL;
END $$;

-- The cities not counted yet (NULL: a row entitet_grad_changed has just created, or all of them
-- after refresh_entitet_grad): their postings and counts from entitet.
CREATE FUNCTION entitet_naziv_grad_fill() RETURNS void LANGUAGE sql AS $$
  INSERT INTO entitet_naziv_grad (grad_key, kategorija_id, entitet_id, naziv_key, usluge_key)
    SELECT c.grad_key, e.kategorija_id, e.id, e.naziv_key, e.usluge_key FROM entitet_grad c, entitet e
     WHERE c.u_nazivu_drugde IS NULL AND e.objavljen AND strpos(e.naziv_key, c.grad_key) > 0 AND e.grad_key IS DISTINCT FROM c.grad_key;
  UPDATE entitet_grad SET u_nazivu_drugde = entitet_grad_u_nazivu(grad_key) WHERE u_nazivu_drugde IS NULL;
$$;

-- Transition tables allow one event per trigger and no column list: every UPDATE statement runs it
-- (a rating's update finds its old and new row cancelling, or no city in the name).
CREATE TRIGGER entitet_grad_u_nazivu_insert AFTER INSERT ON entitet REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entitet_grad_u_nazivu_changed();
CREATE TRIGGER entitet_grad_u_nazivu_update AFTER UPDATE ON entitet REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entitet_grad_u_nazivu_changed();
CREATE TRIGGER entitet_grad_u_nazivu_delete AFTER DELETE ON entitet REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION entitet_grad_u_nazivu_changed();

-- The whole table from entitet (016's function, now with the column): bulk loads with triggers off
-- (bench/src/dataset/catalogue.ts deferTriggers) call it after the load.
CREATE OR REPLACE FUNCTION refresh_entitet_grad() RETURNS void LANGUAGE sql AS $$
  DELETE FROM entitet_grad;
  INSERT INTO entitet_grad (grad_key, broj)
    SELECT grad_key, count(*) FROM entitet WHERE objavljen AND grad_key IS NOT NULL GROUP BY grad_key;
  DELETE FROM entitet_naziv_grad;
  SELECT entitet_naziv_grad_fill();
$$;

SELECT entitet_naziv_grad_fill();
ANALYZE entitet_naziv_grad;
