import type { ColumnType, Generated } from 'kysely';

/** Kysely types of the table migration 044_audit_log.sql adds (db/schema.ts merges them into Database). */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** One business-side change of a business, or a super-admin's change of an account (modules/audit). */
export interface DnevnikRadnjiTable {
  id: Generated<number>;
  entitet_id: number | null;
  /** the account a super-admin changed */
  korisnik_id: number | null;
  akter_id: number | null;
  akter_uloga: string;
  radnja: string;
  predmet: string | null;
  created_at: DefaultedTimestamp;
}

export interface AuditTables {
  dnevnik_radnji: DnevnikRadnjiTable;
}
