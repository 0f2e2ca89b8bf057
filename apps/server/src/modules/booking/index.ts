/** The booking module's public face: what app.ts, db/schema.ts and other modules use of it. */
export { cancelBookingsServedBy, cancelFutureBookingsOf } from './account-erasure.ts';
export { SlotEvents } from './live.ts';
export { bookingModule } from './routes.ts';
export { scheduleDailySummary } from './daily-summary.ts';
export { cancelForSchedule } from './transitions.ts';
