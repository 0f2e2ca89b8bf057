-- A name typed in Cyrillic is found like one typed in Latin (issue 29: "a Cyrillic query still
-- finds Latin names and vice versa"). search_key (002) lowered and unaccented: "Фризер Љиљана"
-- kept the key "фризер љиљана", while every query's key is Latin (catalogue/search-key.ts
-- transliterates the visitor's text first), so a business, service or city typed in Cyrillic
-- was found by no query at all. search_key now transliterates Serbian Cyrillic (and the letters of
-- neighbouring Cyrillic keyboards) as search-key.ts does, letter for letter with љ, њ, џ as two.

CREATE FUNCTION cyrillic_as_latin(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT translate(
      replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(
        $1, 'љ', 'lj'), 'њ', 'nj'), 'џ', 'dž'), 'ѕ', 'dz'), 'ю', 'ju'), 'я', 'ja'), 'щ', 'šč'), 'ї', 'ji'), 'є', 'je'), 'ъ', ''), 'ь', ''),
      'абвгдђежзијклмнопрстћуфхцчшѓќйыэёі',
      'abvgdđežzijklmnoprstćufhcčšđćjieei')
  $$;

-- Lower case first: the letters above are the lower-case ones (the databases are UTF-8, whose
-- lower() folds Cyrillic as it does Latin).
CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(public.search_normalize(public.cyrillic_as_latin(lower($1))), 'dj', 'd') $$;

-- The keys stored before: only text holding Cyrillic letters has a new key. Writing the same
-- value computes the generated keys again (entitet.naziv_key, adresa.grad_key), and the triggers
-- carry them on as for any rename: usluge_key (usluga_changed), entitet.grad_key
-- (adresa_changed), the word postings and the spelling vocabulary (entitet_rec, rec_pretrage).
UPDATE entitet SET naziv = naziv WHERE naziv ~ '[Ѐ-ӿ]';
UPDATE usluga SET naziv = naziv WHERE naziv ~ '[Ѐ-ӿ]';
UPDATE adresa SET grad = grad WHERE grad ~ '[Ѐ-ӿ]';
-- The super-admin's user search reads an index of search_key over names and addresses (007).
REINDEX INDEX users_search_trgm_idx;
