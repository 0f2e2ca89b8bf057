import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { UserRole } from '@zakazi/contract';
import type { Db } from '../../db/database.ts';

/**
 * SQL of the super-admin's lists. Text matches by substring of search_key (002_catalogue.sql: case,
 * Serbian diacritics and đ/dj folded), the same key the public business search uses. Columns come
 * under their wire names (only created_at is left for the service to turn into text).
 */

/** `%`, `_` and `\` in the admin's text match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsKey = (text: string) => sql`'%' || search_key(${escapeLike(text)}::text) || '%'`;

/** Exactly the expression of users_search_trgm_idx (007_people.sql), so the index serves it. */
const USER_SEARCH_TEXT = sql`search_key(u.ime || ' ' || coalesce(u.prezime, '') || ' ' || coalesce(u.email::text, ''))`;

export type AdminUserRow = {
  id: number;
  ime: string;
  prezime: string | null;
  email: string;
  role: UserRole;
  enabled: boolean;
  emailConfirmed: boolean;
  created_at: Date;
};

function userWhere(f: { q?: string; role?: UserRole }): RawBuilder<SqlBool> {
  const where = [sql`u.deleted_at IS NULL`];
  if (f.q) where.push(sql`${USER_SEARCH_TEXT} LIKE ${containsKey(f.q)}`);
  if (f.role) where.push(sql`u.role = ${f.role}::text`);
  return sql<SqlBool>`${sql.join(where, sql` AND `)}`;
}

/** Live (not erased) accounts, newest first, with the total that match. */
export async function listUsers(
  db: Db,
  f: { q?: string; role?: UserRole; limit: number; offset: number },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = userWhere(f);
  const [page, count] = await Promise.all([
    sql<AdminUserRow>`
      SELECT u.id, u.ime, u.prezime, u.email::text AS email, u.role, u.enabled, u.email_confirmed AS "emailConfirmed", u.created_at
        FROM users u WHERE ${where}
       ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${f.limit}::int OFFSET ${f.offset}::int`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM users u WHERE ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

export type AdminBusinessRow = {
  id: number;
  naziv: string;
  grad: string | null;
  kategorijaId: number;
  objavljen: boolean;
  ownerUserId: number | null;
  ownerEmail: string | null;
  created_at: Date;
};

/** Every business, drafts included, newest first, with the total that match. */
export async function listBusinesses(db: Db, f: { q?: string; limit: number; offset: number }): Promise<{ rows: AdminBusinessRow[]; total: number }> {
  const where = f.q
    ? sql<SqlBool>`(e.naziv_key LIKE ${containsKey(f.q)} OR e.grad_key LIKE ${containsKey(f.q)} OR search_key(o.email::text) LIKE ${containsKey(f.q)})`
    : sql<SqlBool>`true`;
  const from = sql`entitet e LEFT JOIN users o ON o.id = e.owner_user_id`;
  const [page, count] = await Promise.all([
    sql<AdminBusinessRow>`
      SELECT e.id, e.naziv, a.grad, e.kategorija_id AS "kategorijaId", e.objavljen, e.owner_user_id AS "ownerUserId",
             o.email::text AS "ownerEmail", e.created_at
        FROM ${from} LEFT JOIN adresa a ON a.entitet_id = e.id
       WHERE ${where}
       ORDER BY e.created_at DESC, e.id DESC
       LIMIT ${f.limit}::int OFFSET ${f.offset}::int`.execute(db),
    sql<{ n: number }>`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`.execute(db),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}
