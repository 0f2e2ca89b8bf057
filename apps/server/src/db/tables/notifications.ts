import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the notification tables (migrations 003_identity.sql, 005_booking.sql, 033_notification_channels.sql). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp with a database default (Generated<Timestamp> would wrap the ColumnType and refuse Dates). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A file attached to a mail; text content (e.g. an ICS calendar entry). */
export type MailAttachment = { filename: string; contentType: string; content: string };

/**
 * A mail as enqueued: everything needed to send it again byte for byte, including the unique part
 * of its Message-ID chosen when it was built (`<messageId@PUBLIC_URL's host>`; a whole `<…>` id
 * as queued before the domain was added is sent as it is), so a repeat after a crash is
 * recognisably the same message. The payload of a job of kind 'mail' (notifications/mail-delivery.ts).
 */
export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  messageId: string;
  /** a mail that is not required: its one-click unsubscribe link (List-Unsubscribe, RFC 8058) */
  unsubscribeUrl?: string;
};

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

/** A browser's Web Push subscription (migration 033). */
export interface PushSubscriptionTable {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
  created_at: DefaultedTimestamp;
}

/** SMS sent per business and month, against SMS_MONTHLY_CAP (migration 033). */
export interface SmsMonthTable {
  entitet_id: number;
  month: ColumnType<Date, string, string>;
  sent: Generated<number>;
}

/** Bookings whose reminder SMS was queued (migration 033). */
export interface SmsReminderTable {
  zakazivanje_id: number;
}

export interface NotificationTables {
  job: JobTable;
  device_token: DeviceTokenTable;
  push_subscription: PushSubscriptionTable;
  sms_month: SmsMonthTable;
  sms_reminder: SmsReminderTable;
}
