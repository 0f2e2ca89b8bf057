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

export interface IdentityTables {
  email_change: EmailChangeTable;
  email_confirmation_code: EmailConfirmationCodeTable;
  refresh_token: RefreshTokenTable;
  revoked_access_token: RevokedAccessTokenTable;
  password_reset_token: PasswordResetTokenTable;
  auth_throttle_event: AuthThrottleEventTable;
}
