import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Published businesses, for the sitemap: how many, and one range of them in id order (a walk of the primary key). */
export async function countPublished(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM entitet WHERE objavljen`.execute(db);
  return rows[0]?.n ?? 0;
}

export async function publishedIds(db: Db, o: { offset: number; limit: number }): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    SELECT id FROM entitet WHERE objavljen ORDER BY id LIMIT ${o.limit}::int OFFSET ${o.offset}::int`.execute(db);
  return rows.map((r) => r.id);
}
