-- The daily summary of an employee's or owner's bookings (issue 30, item 3): the hour (0–23, in
-- their business's time zone) it comes at; NULL: none, as before.
ALTER TABLE users ADD COLUMN posao_dnevni_pregled smallint CHECK (posao_dnevni_pregled BETWEEN 0 AND 23);
