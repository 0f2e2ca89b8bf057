import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { DevicePlatform } from './tables.ts';

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
