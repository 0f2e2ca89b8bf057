-- Free-text search as people type it (issue 10, docs/decisions/040-search-words.md): every word of
-- q matches the name, the category, the city or a service's name. Services become one column of
-- entitet, like the price bands (004), so a word is tested on entitet alone.

-- The search keys of the business's live services' names, ' | ' between them (no word spans two).
ALTER TABLE entitet ADD COLUMN usluge_key text NOT NULL DEFAULT '';

-- As 004's, plus usluge_key; still called by the usluga and kurs triggers.
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
                                          AND (p.do_rsd IS NULL OR c.rsd < p.do_rsd))),
    usluge_key = (SELECT coalesce(string_agg(DISTINCT search_key(u.naziv), ' | '), '')
                    FROM usluga u WHERE u.entitet_id = p_entitet_id AND NOT u.obrisana)
  WHERE e.id = p_entitet_id;
$$;

UPDATE entitet e SET usluge_key = s.k
  FROM (SELECT u.entitet_id, string_agg(DISTINCT search_key(u.naziv), ' | ') AS k
          FROM usluga u WHERE NOT u.obrisana GROUP BY u.entitet_id) s
 WHERE s.entitet_id = e.id;

-- A service word on rare services (a bitmap scan); frequent ones walk the order index.
CREATE INDEX entitet_usluge_key_trgm_idx ON entitet USING gin (usluge_key gin_trgm_ops) WHERE objavljen;
-- A one- or two-letter q matches the start of a name only: a range of this index, never a scan.
CREATE INDEX entitet_naziv_key_prefix_idx ON entitet (naziv_key text_pattern_ops) WHERE objavljen;
-- Suggestions: cities starting with the typed text, with their number of businesses.
CREATE INDEX entitet_grad_key_prefix_idx ON entitet (grad_key text_pattern_ops) WHERE objavljen;
-- sort=price: lowest price first, one walk.
CREATE INDEX entitet_cena_idx ON entitet (min_cena_rsd ASC NULLS LAST, id) WHERE objavljen;

ANALYZE entitet;
