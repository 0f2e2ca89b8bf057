import { createHmac, timingSafeEqual } from 'node:crypto';
import { identityPaths } from '@zakazi/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * One-click unsubscribe (RFC 8058) of the mails a person may do without: each carries a link with
 * a token naming the person and the kind of mail, signed with the server's secret (JWT_SECRET), so
 * the link needs no sign-in and cannot be forged for another person or kind. POSTing it turns that
 * kind off; the settings page turns it on again.
 */
export const UNSUBSCRIBE_KINDS = {
  /** the reminder before a visit */
  reminder: 'podsetnik',
  /** mails of a booking's changes */
  changes: 'promene_statusa',
  /** an employee's or owner's mails of bookings others make, move, cancel */
  staffNew: 'posao_novo',
  staffChange: 'posao_izmena',
  staffCancel: 'posao_otkazivanje',
  /** the daily summary (its hour: none) */
  summary: 'posao_dnevni_pregled',
} as const;
export type UnsubscribeKind = keyof typeof UNSUBSCRIBE_KINDS;

const signature = (secret: string, text: string) => createHmac('sha256', secret).update(`unsubscribe:${text}`).digest('base64url');

/** The link of `kind` for `userId`, under PUBLIC_URL. */
export function unsubscribeUrl(publicUrl: string, secret: string, userId: number, kind: UnsubscribeKind): string {
  const text = `${userId}.${kind}`;
  return `${publicUrl}${identityPaths.unsubscribe}?t=${text}.${signature(secret, text)}`;
}

/** The person and kind a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(secret: string, token: string): { userId: number; kind: UnsubscribeKind } | null {
  const match = /^(\d{1,15})\.([A-Za-z]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !(match[2]! in UNSUBSCRIBE_KINDS)) return null;
  const expected = Buffer.from(signature(secret, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId: Number(match[1]), kind: match[2] as UnsubscribeKind };
}

/** Turns the kind off for the person; false when the account is gone. */
export async function unsubscribe(db: Kysely<Database>, userId: number, kind: UnsubscribeKind): Promise<boolean> {
  const column = UNSUBSCRIBE_KINDS[kind];
  const result = await db
    .updateTable('users')
    // The summary's column is its hour: off is none.
    .set(column === 'posao_dnevni_pregled' ? { posao_dnevni_pregled: null } : { [column]: false })
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
