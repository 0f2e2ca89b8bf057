import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the notification tables (migration 003_identity.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with a database default (Generated<Timestamp> would wrap the ColumnType and refuse Dates). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A file attached to a mail; text content (e.g. an ICS calendar entry). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of MailAttachment (migration 005_booking.sql) */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
  attempts: Generated<number>;
  next_attempt_at: DefaultedTimestamp;
  sent_at: Timestamp | null;
  failed_at: Timestamp | null;
  last_error: string | null;
  created_at: DefaultedTimestamp;
}

export type DevicePlatform = 'android' | 'ios' | 'web';
export interface DeviceTokenTable {
  token: string;
  user_id: number;
  platform: DevicePlatform;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

export interface NotificationTables {
  mail_outbox: MailOutboxTable;
  device_token: DeviceTokenTable;
}
