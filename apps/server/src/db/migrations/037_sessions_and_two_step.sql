-- Sessions you can see and end, and two-step sign-in (issue 32; docs/decisions/071-sessions-ended-at-once.md).

-- One row per sign-in: the refresh-token family it started (refresh_token.family_id) and the
-- `sid` claim of every access token issued in it. The access hook's one statement reads this row
-- by its key, so an ended session's access tokens answer 401 from the next request on any process.
CREATE TABLE user_session (
  id             uuid PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  -- Moved on at each token issue (login, refresh: every ~15 minutes while the client is open), not
  -- on every request, so that reading a session never writes.
  last_active_at timestamptz NOT NULL DEFAULT now(),
  user_agent     text,
  ended_at       timestamptz
);
CREATE INDEX user_session_of_user ON user_session (user_id) WHERE ended_at IS NULL;

-- Sessions of tokens issued before this release: each live refresh family becomes a session, so
-- nobody signed in is logged out by the upgrade and every such session can be listed and ended.
INSERT INTO user_session (id, user_id, created_at, last_active_at)
SELECT family_id, min(user_id), min(created_at), max(created_at)
  FROM refresh_token
 WHERE revoked_at IS NULL AND expires_at > now()
 GROUP BY family_id
ON CONFLICT DO NOTHING;

-- The authenticator app's secret (TOTP, RFC 6238), sealed with AES-256-GCM under a key derived
-- from JWT_SECRET (identity/two-step/secret-box.ts): a database copy alone does not give codes.
CREATE TABLE user_totp (
  user_id    bigint PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret     text NOT NULL,
  -- null: set up, waiting for the first code (a new set-up replaces it).
  enabled_at timestamptz,
  -- The newest 30-second step a code was accepted for: that code and older ones are refused (no replay).
  last_step  bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use recovery codes per enabling, stored as HMACs bound to the user.
CREATE TABLE recovery_code (
  user_id   bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at   timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- The second step of a login: the password was right, a code is still owed. Stored as SHA-256,
-- valid 5 minutes, used up by the code that completes the login.
CREATE TABLE mfa_challenge (
  token_hash text PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent text,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

-- The super-admin's switch: every business account (owners and employees) must turn on two-step sign-in.
CREATE TABLE account_policy (
  id                        boolean PRIMARY KEY DEFAULT true CHECK (id),
  two_step_required_business boolean NOT NULL DEFAULT false
);
INSERT INTO account_policy DEFAULT VALUES;
