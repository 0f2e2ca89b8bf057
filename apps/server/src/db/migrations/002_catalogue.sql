-- Catalogue: the 7 main categories (ids fixed in packages/contract MAIN_CATEGORY_IDS) and the
-- 50 categories of CATEGORY_SLUGS, numbered 1..50 in the contract's key order
-- (beauty, cars, health, nautics, pets, sports, alcohol). Test factories derive the same ids.
INSERT INTO main_kategorija (id, slug, naziv_sr, naziv_en, redosled) VALUES
  (1, 'health',  'Zdravlje',               'Health',          1),
  (2, 'beauty',  'Lepota',                 'Beauty',          2),
  (3, 'sports',  'Sport',                  'Sports',          3),
  (4, 'nautics', 'Nautika',                'Nautics',         4),
  (5, 'cars',    'Automobili',             'Cars',            5),
  (6, 'pets',    'Ljubimci',               'Pets',            6),
  (7, 'alcohol', 'Pića i ugostiteljstvo',  'Drinks & dining', 7);

INSERT INTO kategorija (id, slug, main_kategorija_id, naziv_sr, naziv_en) VALUES
  -- beauty
  ( 1, 'beauty-salon',         2, 'Kozmetički salon',                    'Beauty salon'),
  ( 2, 'body-care',            2, 'Nega tela',                           'Body care'),
  ( 3, 'eyelashes-eyebrows',   2, 'Trepavice i obrve',                   'Eyelashes & eyebrows'),
  ( 4, 'hairdresser',          2, 'Frizerski salon',                     'Hairdresser'),
  ( 5, 'make-up-studio',       2, 'Studio za šminkanje',                 'Make-up studio'),
  ( 6, 'massage',              2, 'Masaža',                              'Massage'),
  ( 7, 'nail-studio',          2, 'Salon za nokte',                      'Nail studio'),
  ( 8, 'wellness-spa',         2, 'Wellness i spa',                      'Wellness & spa'),
  -- cars
  ( 9, 'additional-equipment', 5, 'Dodatna oprema',                      'Additional equipment'),
  (10, 'car-wash',             5, 'Auto perionica',                      'Car wash'),
  (11, 'rent-a-car',           5, 'Rent-a-car',                          'Car rental'),
  (12, 'service-maintenance',  5, 'Servis i održavanje',                 'Service & maintenance'),
  (13, 'technical-inspection', 5, 'Tehnički pregled',                    'Technical inspection'),
  (14, 'tire-change',          5, 'Vulkanizer i zamena guma',            'Tyre change'),
  (15, 'wheel-geometry',       5, 'Geometrija trapa',                    'Wheel alignment'),
  -- health
  (16, 'aesthetic-surgery',    1, 'Estetska hirurgija',                  'Aesthetic surgery'),
  (17, 'cardiologist',         1, 'Kardiolog',                           'Cardiologist'),
  (18, 'dentist',              1, 'Stomatolog',                          'Dentist'),
  (19, 'dermathologist',       1, 'Dermatolog',                          'Dermatologist'),
  (20, 'ent',                  1, 'ORL (uvo, grlo, nos)',                'ENT (ear, nose, throat)'),
  (21, 'general-medicine',     1, 'Opšta medicina',                      'General medicine'),
  (22, 'gynecologist',         1, 'Ginekolog',                           'Gynaecologist'),
  (23, 'health-laboratory',    1, 'Laboratorija',                        'Medical laboratory'),
  (24, 'nutritionist',         1, 'Nutricionista',                       'Nutritionist'),
  (25, 'ophthalmologist',      1, 'Oftalmolog',                          'Ophthalmologist'),
  (26, 'pediatrics',           1, 'Pedijatar',                           'Paediatrics'),
  (27, 'psychiatrist',         1, 'Psihijatar',                          'Psychiatrist'),
  (28, 'psychologist',         1, 'Psiholog',                            'Psychologist'),
  (29, 'rehabilitation',       1, 'Fizikalna terapija i rehabilitacija', 'Physiotherapy & rehabilitation'),
  (30, 'specialist',           1, 'Specijalistički pregledi',            'Specialist examinations'),
  (31, 'urologist',            1, 'Urolog',                              'Urologist'),
  -- nautics
  (32, 'boat',                 4, 'Čamci',                               'Boats'),
  (33, 'jet-ski',              4, 'Džet-ski',                            'Jet ski'),
  (34, 'raft',                 4, 'Rafting',                             'Rafting'),
  (35, 'ship',                 4, 'Brodovi i krstarenja',                'Ships & cruises'),
  (36, 'yacht',                4, 'Jahte',                               'Yachts'),
  -- pets
  (37, 'grooming',             6, 'Šišanje i nega ljubimaca',            'Pet grooming'),
  (38, 'vet-ambulance',        6, 'Veterinarska ambulanta',              'Veterinary clinic'),
  (39, 'vet-laboratory',       6, 'Veterinarska laboratorija',           'Veterinary laboratory'),
  -- sports
  (40, 'balloon-halls',        3, 'Balon hale',                          'Air-dome halls'),
  (41, 'dance-school',         3, 'Škola plesa',                         'Dance school'),
  (42, 'group-training',       3, 'Grupni treninzi',                     'Group training'),
  (43, 'personal-trainer',     3, 'Personalni trener',                   'Personal trainer'),
  (44, 'sports-centre',        3, 'Sportski centar',                     'Sports centre'),
  (45, 'sports-fields',        3, 'Sportski tereni',                     'Sports fields'),
  (46, 'sports-halls',         3, 'Sportske hale',                       'Sports halls'),
  (47, 'swimming-school',      3, 'Škola plivanja',                      'Swimming school'),
  -- alcohol (drinks & dining)
  (48, 'distilleries',         7, 'Destilerije',                         'Distilleries'),
  (49, 'wineries',             7, 'Vinarije',                            'Wineries'),
  (50, 'restaurants',          7, 'Restorani',                           'Restaurants');

-- Search key: search_normalize (đ→dj, unaccent, lower) with "dj" folded to "d", so that
-- Đakovica is found by "djakovica", "dakovica" and "Đakovica" alike (visitors type đ either way).
-- Applied to the visitor's input and, through the stored columns below, to names and cities.
CREATE OR REPLACE FUNCTION search_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT replace(public.search_normalize($1), 'dj', 'd') $$;

-- Stored once per write instead of unaccenting every candidate row per search: filtering and
-- ranking a broad query ("sa") over 100k businesses reads these columns only.
ALTER TABLE entitet ADD COLUMN naziv_key text GENERATED ALWAYS AS (search_key(naziv)) STORED;
ALTER TABLE adresa ADD COLUMN grad_key text GENERATED ALWAYS AS (search_key(grad)) STORED;
CREATE INDEX entitet_naziv_key_trgm_idx ON entitet USING gin (naziv_key gin_trgm_ops) WHERE objavljen;
CREATE INDEX adresa_grad_key_trgm_idx ON adresa USING gin (grad_key gin_trgm_ops);

-- Price bands: "some live service lies in [min, max) RSD" becomes one range scan per currency.
CREATE INDEX usluga_valuta_cena_idx ON usluga (valuta, cena) INCLUDE (entitet_id) WHERE NOT obrisana;

-- Category listing in display order without sorting the whole category.
CREATE INDEX entitet_kategorija_ocena_idx ON entitet (kategorija_id, prosecna_ocena DESC NULLS LAST, broj_ocena DESC, id)
  WHERE objavljen;
