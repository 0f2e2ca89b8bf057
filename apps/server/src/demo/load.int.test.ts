import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import argon2 from 'argon2';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { loadDemoDataIfEmpty } from './load.ts';

describe('demo data load', () => {
  let ctx: TestContext;
  const log: string[] = [];
  before(async () => {
    ctx = await createTestContext();
  });
  after(async () => ctx?.close());

  it('loads the demo world into an empty database', async () => {
    const result = await loadDemoDataIfEmpty(ctx.db, ctx.config, (m) => log.push(m));
    assert.equal(result.loaded, true);
    // How fast it loads is measured where it matters, by `npm start` (README), not asserted here.
    const count = async (query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(ctx.db)).rows[0]!.n);
    assert.ok((await count(sql`SELECT count(*) AS n FROM entitet WHERE objavljen`)) >= 320);
    assert.ok((await count(sql`SELECT count(DISTINCT grad) AS n FROM adresa`)) >= 12);
    assert.equal(await count(sql`SELECT count(*) AS n FROM entitet e WHERE NOT EXISTS (SELECT 1 FROM adresa a WHERE a.entitet_id = e.id)`), 0);
    assert.equal(await count(sql`SELECT count(*) AS n FROM kategorija k WHERE (SELECT count(*) FROM entitet e WHERE e.kategorija_id = k.id) < 4`), 0);
    assert.ok((await count(sql`SELECT count(*) AS n FROM users WHERE email LIKE '%@primer.rs'`)) >= 200);
    assert.ok((await count(sql`SELECT count(*) AS n FROM utisak`)) >= 1000);
    // the owner's statistics show a believable history of page views beside the bookings
    assert.ok((await count(sql`SELECT count(DISTINCT dan) AS n FROM pregled_entiteta WHERE dan > current_date - 30`)) >= 29);
    assert.ok((await count(sql`SELECT count(*) AS n FROM zaposleni z WHERE NOT EXISTS (SELECT 1 FROM radno_vreme r WHERE r.zaposleni_id = z.id)`)) === 0);
    // Aggregates kept by the triggers: every rating band and every price band is populated.
    for (const band of [sql`prosecna_ocena >= 4.95`, sql`prosecna_ocena >= 4.5 AND prosecna_ocena < 4.95`, sql`prosecna_ocena >= 3.5 AND prosecna_ocena < 4.5`, sql`prosecna_ocena < 3.5`, sql`prosecna_ocena IS NULL`]) {
      assert.ok((await count(sql`SELECT count(*) AS n FROM entitet WHERE ${band}`)) >= 10);
    }
    for (const band of [sql`min_cena_rsd < 2000`, sql`min_cena_rsd >= 2000 AND min_cena_rsd < 5000`, sql`min_cena_rsd >= 5000 AND min_cena_rsd < 10000`, sql`min_cena_rsd >= 10000`]) {
      assert.ok((await count(sql`SELECT count(*) AS n FROM entitet WHERE ${band}`)) >= 10);
    }
  });

  it('wires the demo accounts: owner, employee, customer and administrator, all able to log in', async () => {
    const users = await ctx.db.selectFrom('users').select(['id', 'email', 'role', 'password_hash', 'email_confirmed']).where('email', 'like', '%@zakazi.demo').execute();
    assert.deepEqual(users.map((u) => u.role).sort(), ['Administrator', 'Employee', 'RegularUser', 'SystemAdministrator']);
    for (const u of users) {
      assert.equal(u.email_confirmed, true);
      assert.ok(await argon2.verify(u.password_hash!, 'Demo1234!'));
    }
    const owner = users.find((u) => u.email === 'vlasnik@zakazi.demo')!;
    const business = await ctx.db.selectFrom('entitet').select(['id', 'naziv']).where('owner_user_id', '=', owner.id).executeTakeFirstOrThrow();
    assert.equal(business.naziv, 'Frizerski salon Lepotica');
    const employee = await ctx.db.selectFrom('zaposleni').select('entitet_id').where('user_id', '=', users.find((u) => u.email === 'radnik@zakazi.demo')!.id).executeTakeFirstOrThrow();
    assert.equal(employee.entitet_id, business.id);
    const upcoming = await sql<{ n: number }>`SELECT count(*) AS n FROM zakazivanje z JOIN users u ON u.id = z.user_id
      WHERE u.email = 'kupac@zakazi.demo' AND z.entitet_id = ${business.id} AND z.status IN ('pending','confirmed') AND lower(z.termin) > now()`.execute(ctx.db);
    assert.ok(Number(upcoming.rows[0]!.n) >= 2);
  });

  it('loads nothing a second time', async () => {
    const before = await sql<{ e: number; u: number; z: number }>`SELECT (SELECT count(*) FROM entitet) AS e, (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM zakazivanje) AS z`.execute(ctx.db);
    const result = await loadDemoDataIfEmpty(ctx.db, ctx.config, (m) => log.push(m));
    assert.equal(result.loaded, false);
    const afterwards = await sql<{ e: number; u: number; z: number }>`SELECT (SELECT count(*) FROM entitet) AS e, (SELECT count(*) FROM users) AS u, (SELECT count(*) FROM zakazivanje) AS z`.execute(ctx.db);
    assert.deepEqual(afterwards.rows, before.rows);
  });
});
