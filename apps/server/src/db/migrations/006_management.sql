-- Running a business (issue 5, docs/decisions/031-business-management.md).

-- Display order of a business's images: the lowest redosled is the cover, the image lists and
-- cards show (SPEC.md 3: "the first uploaded image"). New images take the next value of a
-- sequence, so they go last and upload order is kept without reading the other rows; choosing a
-- cover gives that image a value below the business's lowest. Existing images keep their
-- upload (id) order.
CREATE SEQUENCE entitet_slika_redosled_seq AS bigint;
ALTER TABLE entitet_slika ADD COLUMN redosled bigint;
UPDATE entitet_slika SET redosled = id;
SELECT setval('entitet_slika_redosled_seq', coalesce((SELECT max(id) FROM entitet_slika), 0) + 1, false);
ALTER TABLE entitet_slika
  ALTER COLUMN redosled SET DEFAULT nextval('entitet_slika_redosled_seq'),
  ALTER COLUMN redosled SET NOT NULL;
ALTER SEQUENCE entitet_slika_redosled_seq OWNED BY entitet_slika.redosled;
DROP INDEX entitet_slika_entitet_idx;
CREATE INDEX entitet_slika_entitet_idx ON entitet_slika (entitet_id, redosled, id);

-- A future booking check per service (DELETE /api/Usluga/{id}: 409 while live bookings lie ahead).
CREATE INDEX zakazivanje_usluga_live_idx ON zakazivanje (usluga_id, upper(termin)) WHERE status IN ('pending', 'confirmed');
