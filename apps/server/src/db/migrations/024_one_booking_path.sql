-- One booking path (docs/decisions/059-one-booking-path.md): every booking is written by the
-- server's own statements (booking/place.ts), in one transaction under the employee's lock.
-- The database function book_slot (migrations 015, 022) is no longer called.
DROP FUNCTION IF EXISTS book_slot(bigint, bigint, bigint, bigint, date, bigint, text, text, text, timestamptz, timestamptz, timestamptz, text, text, timestamptz, json);
