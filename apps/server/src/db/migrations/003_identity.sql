-- Identity: confirmation codes, sessions (refresh tokens), password resets, throttling,
-- the mail outbox and push device tokens. Secrets are never stored: only their hashes.

-- One live 6-digit code per unconfirmed user; a resend replaces it (attempts start again).
CREATE TABLE email_confirmation_code (
  user_id     bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  code_hash   text NOT NULL,                      -- HMAC-SHA-256(secret, user id + code), hex
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Rotating refresh tokens. A login starts a family; each refresh marks the presented token used
-- and issues the next one in the same family. Presenting a used token revokes the family.
CREATE TABLE refresh_token (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,               -- SHA-256 of the token, hex
  family_id   uuid NOT NULL,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  used_at     timestamptz,                        -- rotated: exchanged for a newer token
  revoked_at  timestamptz                         -- logout, reuse, reset, erasure, disable
);
CREATE INDEX refresh_token_family_idx ON refresh_token (family_id);
CREATE INDEX refresh_token_user_idx ON refresh_token (user_id);
CREATE INDEX refresh_token_expires_idx ON refresh_token (expires_at);

-- Access tokens are stateless JWTs; logout puts the token's jti here until it would expire.
CREATE TABLE revoked_access_token (
  jti         uuid PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);

CREATE TABLE password_reset_token (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,               -- SHA-256 of the token, hex
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_token_user_idx ON password_reset_token (user_id);

-- Sliding-window counters kept where every server instance sees them: failed logins per account,
-- confirm attempts per user, forgot-password and resend per email. Pruned by the identity module.
CREATE TABLE auth_throttle_event (
  bucket      text NOT NULL,
  subject     text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_throttle_event_idx ON auth_throttle_event (bucket, subject, created_at);

-- Transactional outbox: a mail is written in the same transaction as the change that causes it
-- and sent afterwards by the worker, with retries.
CREATE TABLE mail_outbox (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address       text NOT NULL,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text,
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL DEFAULT now(),  -- also the claim lease while sending
  sent_at          timestamptz,
  failed_at        timestamptz,                         -- gave up after the last attempt
  last_error       text,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;

CREATE TABLE device_token (
  token       text PRIMARY KEY CHECK (length(token) BETWEEN 1 AND 4096),
  user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  platform    text NOT NULL CHECK (platform IN ('android','ios','web')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX device_token_user_idx ON device_token (user_id);
