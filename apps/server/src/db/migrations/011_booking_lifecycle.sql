-- Booking lifecycle (issue 11, CONTRACT.md "Booking lifecycle"): the customer's cancellation
-- window per business, rescheduling's history, and the seventh status `expired`.

-- Hours before the start until which the customer may cancel or reschedule (0: until the start).
ALTER TABLE entitet ADD COLUMN otkazivanje_sati integer NOT NULL DEFAULT 24 CHECK (otkazivanje_sati BETWEEN 0 AND 168);

-- A reschedule is a history row of the booking that keeps where it was before the move: every
-- old time stays on record (the booking row holds only the current one).
ALTER TABLE zakazivanje_promena ADD COLUMN stari_termin tstzrange;
ALTER TABLE zakazivanje_promena ADD COLUMN stari_zaposleni_id bigint REFERENCES zaposleni(id) ON DELETE SET NULL;

-- When a pending request expires unless the business answers (booking/expiry.ts); null otherwise.
ALTER TABLE zakazivanje ADD COLUMN istice timestamptz;

-- Which mails a user gets (GET/PUT /api/Profil/obavestenja): the reminder and its lead time,
-- and mails about changes of their bookings.
ALTER TABLE users ADD COLUMN podsetnik boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN podsetnik_sati integer NOT NULL DEFAULT 24 CHECK (podsetnik_sati IN (2, 24));
ALTER TABLE users ADD COLUMN promene_statusa boolean NOT NULL DEFAULT true;

-- A change of login email waiting for its code (POST /api/identity/change-email): one per user,
-- the code mailed to the new address; the address is checked again when the code is entered.
CREATE TABLE email_change (
  user_id    bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  new_email  text NOT NULL CHECK (length(new_email) <= 254),
  code_hash  text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- expired: a pending request the business did not answer in time. Like rejected it holds no
-- slot (the exclusion constraint covers pending and confirmed only).
ALTER TABLE zakazivanje DROP CONSTRAINT zakazivanje_status_check;
ALTER TABLE zakazivanje ADD CONSTRAINT zakazivanje_status_check
  CHECK (status IN ('pending','confirmed','rejected','cancelled','completed','noShow','expired'));

-- Requests already pending when this runs expire by the default rule (PENDING_EXPIRY_HOURS = 24
-- from the last change, or the start minus the minimum notice), as booking/expiry.ts schedules
-- new ones: the moment stored, and one 'booking-expire' job each (dedup key expire:{id}).
UPDATE zakazivanje z
   SET istice = least(
         coalesce((SELECT max(p.created_at) FROM zakazivanje_promena p WHERE p.zakazivanje_id = z.id), z.created_at) + interval '24 hours',
         lower(z.termin) - make_interval(mins => e.minimalna_najava_minuta))
  FROM entitet e
 WHERE e.id = z.entitet_id AND z.status = 'pending';
INSERT INTO job (kind, payload, dedup_key, run_at)
SELECT 'booking-expire', json_build_object('id', id)::jsonb, 'expire:' || id, istice
  FROM zakazivanje WHERE status = 'pending' AND istice IS NOT NULL
ON CONFLICT (dedup_key) DO NOTHING;
