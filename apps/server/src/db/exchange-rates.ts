import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Writes the configured RSD rates; only changed rows, since a change reprices every business. */
export async function syncExchangeRates(db: Db, rates: Record<string, number>): Promise<void> {
  for (const [valuta, rsd] of Object.entries(rates)) {
    await db
      .updateTable('kurs')
      .set({ rsd })
      .where('valuta', '=', valuta)
      .where(sql<boolean>`rsd <> ${rsd}`)
      .execute();
  }
}
