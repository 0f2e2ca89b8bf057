-- Passkeys (WebAuthn) as a second way to sign in beside the password (issue 32 item 5;
-- docs/decisions/083-passkeys.md).

-- A user's passkey: the public key an authenticator made for this site, checked by
-- @simplewebauthn/server at each sign-in. Only public material is kept: a database copy signs nobody in.
CREATE TABLE passkey (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The credential id the authenticator chose (base64url), as the browser sends it back at sign-in.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key.
  public_key    bytea NOT NULL,
  -- The authenticator's signature counter: a sign-in must show a higher one (when it keeps one), or
  -- the key was cloned.
  counter       bigint NOT NULL DEFAULT 0,
  -- The WebAuthn user handle (random, not the account id) the authenticator stores with the key.
  user_handle   text NOT NULL,
  transports    text[] NOT NULL DEFAULT '{}',
  -- Synced to the user's other devices (a multi-device passkey) or bound to one.
  backed_up     boolean NOT NULL DEFAULT false,
  naziv         text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz
);
CREATE INDEX passkey_of_user ON passkey (user_id);

-- A challenge handed to the browser for one registration or sign-in: valid 5 minutes, used up by
-- the answer that names it (deleted as it is checked), so an answer cannot be replayed. A
-- registration's challenge belongs to the signed-in user who asked for it; a sign-in's to nobody yet.
CREATE TABLE webauthn_challenge (
  challenge   text PRIMARY KEY,
  purpose     text NOT NULL CHECK (purpose IN ('register', 'login')),
  user_id     bigint REFERENCES users(id) ON DELETE CASCADE,
  -- The user handle a registration will store (an existing passkey's, so one account is one entry
  -- in the authenticator's list).
  user_handle text,
  expires_at  timestamptz NOT NULL,
  CHECK ((purpose = 'register') = (user_id IS NOT NULL))
);
CREATE INDEX webauthn_challenge_expiry ON webauthn_challenge (expires_at);
