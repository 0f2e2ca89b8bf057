/** Kysely types of the tables migration 006_management.sql adds (db/schema.ts merges them into Database). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ManagementTables {}
