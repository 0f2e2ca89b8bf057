import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DevicePlatform } from '../../db/tables/notifications.ts';

type Executor = Kysely<Database>;

export async function upsertDeviceToken(db: Db, userId: number, token: string, platform: DevicePlatform): Promise<void> {
  await db
    .insertInto('device_token')
    .values({ token, user_id: userId, platform })
    .onConflict((oc) => oc.column('token').doUpdateSet({ user_id: userId, platform, updated_at: sql`now()` }))
    .execute();
}

export async function deleteDeviceTokensOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('device_token').where('user_id', '=', userId).execute();
}

/** A subscription seen before (the same browser) moves to the caller with its current keys. */
export async function upsertPushSubscription(db: Executor, userId: number, s: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await db
    .insertInto('push_subscription')
    .values({ endpoint: s.endpoint, user_id: userId, p256dh: s.p256dh, auth: s.auth })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: s.p256dh, auth: s.auth, created_at: sql`now()` }))
    .execute();
}

/** The caller's own subscription only: an endpoint of another account stays. */
export async function deleteOwnPushSubscription(db: Executor, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).where('user_id', '=', userId).execute();
}

/** A push service said the subscription is gone (404/410). */
export async function deletePushSubscription(db: Executor, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).execute();
}

export async function deletePushSubscriptionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('push_subscription').where('user_id', '=', userId).execute();
}

/** Whom a notification is for: the account's address, language, phone, choices and browsers; undefined when erased or disabled. */
export async function recipientOf(db: Executor, userId: number) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'jezik', 'broj_telefona', 'kanal_email', 'kanal_push', 'kanal_sms', 'podsetnik', 'promene_statusa', 'posao_novo', 'posao_izmena', 'posao_otkazivanje'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .executeTakeFirst();
  if (!user) return undefined;
  const subscriptions = user.kanal_push
    ? await db.selectFrom('push_subscription').select(['endpoint', 'p256dh', 'auth']).where('user_id', '=', userId).orderBy('created_at').execute()
    : [];
  return { ...user, subscriptions };
}
