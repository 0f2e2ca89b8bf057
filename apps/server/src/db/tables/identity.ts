import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the identity tables (migration 003_identity.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with a database default (Generated<Timestamp> would wrap the ColumnType and refuse Dates). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface EmailConfirmationCodeTable {
  user_id: number;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  created_at: DefaultedTimestamp;
}

export interface RefreshTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  family_id: string;
  expires_at: Timestamp;
  created_at: DefaultedTimestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface RevokedAccessTokenTable { jti: string; expires_at: Timestamp }

export interface PasswordResetTokenTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultedTimestamp;
}

export interface AuthThrottleEventTable { bucket: string; subject: string; created_at: DefaultedTimestamp }

/** A login email change waiting for the code sent to the new address (migration 008). */
export interface EmailChangeTable {
  user_id: number;
  new_email: string;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  created_at: DefaultedTimestamp;
}

/** A sign-in (migration 037): its refresh-token family and the `sid` of its access tokens. */
export interface UserSessionTable {
  id: string;
  user_id: number;
  created_at: DefaultedTimestamp;
  last_active_at: DefaultedTimestamp;
  user_agent: string | null;
  ended_at: Timestamp | null;
}

/** The authenticator app's sealed secret (migration 037); enabled_at null while set-up waits for a code. */
export interface UserTotpTable {
  user_id: number;
  secret: string;
  enabled_at: Timestamp | null;
  last_step: ColumnType<string, number | string | undefined, number | string>;
  created_at: DefaultedTimestamp;
}

export interface RecoveryCodeTable { user_id: number; code_hash: string; used_at: Timestamp | null }

/** A login's owed second step (migration 037). */
export interface MfaChallengeTable { token_hash: string; user_id: number; user_agent: string | null; expires_at: Timestamp; used_at: Timestamp | null }

/** The one row of account rules a super-admin sets (migration 037). */
export interface AccountPolicyTable { id: Generated<boolean>; two_step_required_business: Generated<boolean> }

/** A passkey's public key (migration 046). */
export interface PasskeyTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  public_key: Buffer;
  counter: ColumnType<string, number | string | undefined, number | string>;
  user_handle: string;
  transports: Generated<string[]>;
  backed_up: Generated<boolean>;
  naziv: string;
  created_at: DefaultedTimestamp;
  last_used_at: Timestamp | null;
}

/** A WebAuthn challenge waiting for its one answer (migration 046). */
export interface WebauthnChallengeTable { challenge: string; purpose: 'register' | 'login'; user_id: number | null; user_handle: string | null; expires_at: Timestamp }

export interface IdentityTables {
  passkey: PasskeyTable;
  webauthn_challenge: WebauthnChallengeTable;
  user_session: UserSessionTable;
  user_totp: UserTotpTable;
  recovery_code: RecoveryCodeTable;
  mfa_challenge: MfaChallengeTable;
  account_policy: AccountPolicyTable;
  email_change: EmailChangeTable;
  email_confirmation_code: EmailConfirmationCodeTable;
  refresh_token: RefreshTokenTable;
  revoked_access_token: RevokedAccessTokenTable;
  password_reset_token: PasswordResetTokenTable;
  auth_throttle_event: AuthThrottleEventTable;
}
