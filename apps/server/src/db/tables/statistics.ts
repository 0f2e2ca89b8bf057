/** Kysely types of the tables migration 007_people.sql adds (db/schema.ts merges them into Database). */

/** Page views of a business per calendar day in its time zone (dan: 'YYYY-MM-DD'). */
export interface PregledEntitetaTable {
  entitet_id: number;
  dan: string;
  broj: number;
}

export interface StatisticsTables {
  pregled_entiteta: PregledEntitetaTable;
}
