/** The booking module's public face: what app.ts, db/schema.ts and other modules use of it. */
export { cancelBookingsServedBy, cancelFutureBookingsOf } from './account-erasure.ts';
export { SlotEvents } from './live.ts';
export { bookingModule } from './routes.ts';
export { scheduleDailySummary } from './daily-summary.ts';
export { cancelForSchedule } from './transitions.ts';
/** the key of a booking's customer at a business, as the clients list groups them (the business export's clients too) */
export { CLIENT_KEY } from './queries.ts';
