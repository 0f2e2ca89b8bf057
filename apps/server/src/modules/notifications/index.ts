/** The notifications module's public face: what app.ts, db/schema.ts and other modules use of it. */
export { businessBookingMail, customerBookingMail, type BookingMailView, type BusinessEvent, type CustomerEvent } from './booking-templates.ts';
export { queueBacklog } from './backlog.ts';
export { enqueueJob, JobWorker, type NewJob } from './job-queue.ts';
export { notificationsModule } from './routes.ts';
export { enqueueMail, forgetDevicesOf, mailJob } from './service.ts';
export type { MailAttachment, NotificationTables } from './tables.ts';
export { confirmationCodeMail, emailChangeCodeMail, emailChangedNoticeMail, employeeWelcomeMail, loginAttackMail, passwordResetMail } from './templates.ts';
