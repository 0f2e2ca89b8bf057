import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the notification tables (migrations 003_identity.sql, 005_booking.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with a database default (Generated<Timestamp> would wrap the ColumnType and refuse Dates). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A file attached to a mail; text content (e.g. an ICS calendar entry). */
export type MailAttachment = { filename: string; contentType: string; content: string };

/** The one job queue (notifications/job-queue.ts; migrations 005_booking.sql, 008_one_job_queue.sql). */
export interface JobTable {
  id: Generated<number>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  dedup_key: string | null;
  /** when it is due; while it runs, the end of its lease */
  run_at: DefaultedTimestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  done_at: Timestamp | null;
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
  job: JobTable;
  device_token: DeviceTokenTable;
}
