/** Kysely types of the tables migration 005_booking.sql adds (db/schema.ts merges them into Database). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BookingTables {}
