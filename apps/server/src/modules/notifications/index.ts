/** The notifications module's public face: what app.ts, db/schema.ts and other modules use of it. */
export { businessBookingMail, customerBookingMail, dailySummaryMail, type BookingMailView, type BusinessEvent, type CustomerEvent } from './booking-templates.ts';
export { queueBacklog } from './backlog.ts';
export { summaryShortText, type ChannelEvent } from './channel-texts.ts';
export { channelJobs, wantsSms, type ChannelNotice, type Recipient } from './channels.ts';
export { enqueueJob, enqueueJobs, JobWorker, type NewJob } from './job-queue.ts';
export { pushJobs } from './push-delivery.ts';
export { senderAddress } from './mime-message.ts';
export { recipientOf } from './queries.ts';
export { notificationsModule } from './routes.ts';
export { enqueueMail, forgetDevicesOf, mailJob } from './service.ts';
export type { MailAttachment } from '../../db/tables/notifications.ts';
export { confirmationCodeMail, emailChangeCodeMail, emailChangedNoticeMail, employeeWelcomeMail, loginAttackMail, passwordResetMail } from './templates.ts';
export { unsubscribeUrl, type UnsubscribeKind } from './unsubscribe.ts';
