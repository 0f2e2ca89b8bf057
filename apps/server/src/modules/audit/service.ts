import { AUDIT_RETENTION_DAYS, type AuditAction, type Dnevnik, type UserRole } from '@zakazi/contract';
import { instantToWall } from '@zakazi/contract/calendar';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { requireUser, type AuthUser } from '../../shared/caller.ts';
import { assertMayReadBusiness } from '../ownership/index.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/** What was done: to a business (entitetId), or by a super-admin to an account (korisnikId). */
export type AuditEntry = { radnja: AuditAction; predmet: string | null } & ({ entitetId: number; korisnikId?: number } | { entitetId?: undefined; korisnikId: number });

/**
 * Writes one entry of the audit log. Call it with the change's own transaction, after the change,
 * so the entry exists exactly when the change does. Only business-side and super-admin changes
 * are recorded: a customer's own booking never comes here, so the booking path's cost stays.
 */
export async function recordAudit(trx: Executor, caller: AuthUser | null, entry: AuditEntry): Promise<void> {
  const actor = requireUser(caller);
  await queries.insertEntry(trx, {
    entitetId: entry.entitetId ?? null,
    korisnikId: entry.korisnikId ?? null,
    akterId: actor.id,
    akterUloga: actor.role,
    radnja: entry.radnja,
    predmet: entry.predmet,
  });
}

/** A booking as the log names it: its number and local start ("#12, 2026-12-01 10:00"). */
export function bookingSubject(id: number, start: Date | string, zone: string): string {
  const wall = instantToWall(new Date(start), zone);
  return `#${id}, ${wall.datum} ${wall.vreme}`;
}

/** GET /api/Entitet/{id}/dnevnik: its Administrator or a SystemAdministrator (403 anyone else, 404 unknown business). */
export async function auditLogOf(db: Db, caller: AuthUser | null, entitetId: number, q: { page: number; pageSize: number }): Promise<Dnevnik> {
  await assertMayReadBusiness(db, caller, entitetId);
  const { rows, total } = await queries.pageOfBusiness(db, entitetId, q.pageSize, (q.page - 1) * q.pageSize);
  return {
    total,
    stavke: rows.map((r) => ({
      id: r.id,
      vreme: r.created_at.toISOString(),
      radnja: r.radnja as AuditAction,
      predmet: r.predmet,
      akter: { id: r.akter_id, ime: r.akter_ime ?? '', uloga: r.akter_uloga as UserRole },
    })),
  };
}

/** Keeps 2 years (AUDIT_RETENTION_DAYS). */
export function forgetOldEntries(db: Db): Promise<void> {
  return queries.deleteOlderThan(db, AUDIT_RETENTION_DAYS);
}
