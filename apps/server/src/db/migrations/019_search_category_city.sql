-- Search CPU (issue 10, docs/decisions/051-search-statements-planned-only-when-needed.md): a category in a city (q
-- "zubar novom sadu", "frizer beograd", the grad + kategorijaId filters) was the category's range
-- of entitet_kategorija_ocena_idx with the city as a filter (5,531 entries read for Novi Sad's 677
-- dentists) or the city's range with the category as a filter. Both together, in display order:
-- the count is a range of exactly the matches, the page a walk of them.
CREATE INDEX entitet_kategorija_grad_ocena_idx ON entitet (kategorija_id, grad_key, prosecna_ocena DESC NULLS LAST, broj_ocena DESC, id)
  INCLUDE (cenovni_pojasevi, naziv_key) WHERE objavljen;
ANALYZE entitet;
