/**
 * The audit module's public face: the log's routes for app.ts, and recordAudit for every module
 * whose business-side writes are logged (it imports no module but ownership, so any may use it).
 */
export { auditModule } from './routes.ts';
export { bookingSubject, recordAudit } from './service.ts';
