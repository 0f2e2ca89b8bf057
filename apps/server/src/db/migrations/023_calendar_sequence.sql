-- The SEQUENCE of a booking's calendar entry (modules/booking/ics.ts; CONTRACT.md "Third release",
-- Notifications): every booking mail carries the entry with a SEQUENCE higher than any sent before,
-- so the version is kept with the booking and grows with every change (status, move) and every
-- entry mailed again without a change (a reminder). It was the number of moves (+1 once cancelled),
-- so a booking moved or cancelled before this migration starts past every value already sent.
ALTER TABLE zakazivanje ADD COLUMN kalendar_sekvenca integer NOT NULL DEFAULT 0;

UPDATE zakazivanje z SET kalendar_sekvenca = moves.n + 1
  FROM (SELECT zakazivanje_id, count(*)::int AS n FROM zakazivanje_promena WHERE stari_termin IS NOT NULL GROUP BY zakazivanje_id) moves
 WHERE moves.zakazivanje_id = z.id;
UPDATE zakazivanje SET kalendar_sekvenca = 1 WHERE kalendar_sekvenca = 0 AND status IN ('cancelled', 'rejected');
