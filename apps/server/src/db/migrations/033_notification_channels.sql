-- Notifications on more channels than mail (issue 30; CONTRACT.md "Third release", Notifications).

-- Each person's channels (GET/PUT /api/Profil/obavestenja `kanali`): mail and push on, SMS off
-- until asked for (it costs the business money and the customer's number is not always a mobile).
-- And what the business's people hear of their bookings (`posao`): made, moved, cancelled by others.
ALTER TABLE users
  ADD COLUMN kanal_email boolean NOT NULL DEFAULT true,
  ADD COLUMN kanal_push boolean NOT NULL DEFAULT true,
  ADD COLUMN kanal_sms boolean NOT NULL DEFAULT false,
  ADD COLUMN posao_novo boolean NOT NULL DEFAULT true,
  ADD COLUMN posao_izmena boolean NOT NULL DEFAULT true,
  ADD COLUMN posao_otkazivanje boolean NOT NULL DEFAULT true;

-- A browser's Web Push subscription (POST /api/Profil/push): one row per endpoint, which the push
-- service makes unique per browser profile and site; a subscription seen before moves to the caller.
CREATE TABLE push_subscription (
  endpoint   text PRIMARY KEY CHECK (length(endpoint) <= 2048),
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  p256dh     text NOT NULL CHECK (length(p256dh) <= 200),
  auth       text NOT NULL CHECK (length(auth) <= 100),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX push_subscription_user_idx ON push_subscription (user_id);

-- SMS sent per business and calendar month, held to SMS_MONTHLY_CAP (decision 068).
CREATE TABLE sms_month (
  entitet_id bigint NOT NULL REFERENCES entitet(id) ON DELETE CASCADE,
  month      date NOT NULL,
  sent       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (entitet_id, month)
);

-- The bookings whose reminder SMS has been queued: at most one per booking, whatever moves it.
CREATE TABLE sms_reminder (
  zakazivanje_id bigint PRIMARY KEY REFERENCES zakazivanje(id) ON DELETE CASCADE
);
