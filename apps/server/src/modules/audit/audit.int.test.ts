import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bookingPaths, identityPaths, managementPaths, peoplePaths, recordPaths, type AuditAction, type Dnevnik } from '@zakazi/contract';
import { addDays, todayIn, wallToInstant, weekdayOf } from '@zakazi/contract/calendar';
import { GOOD_PASSWORD, bearer, tokenFor, uniqueEmail } from '../../../test/support/auth.ts';
import { addBooking, createUser } from '../../../test/support/factories.ts';
import { caller, ownerWithBusiness, send, type Caller } from '../../../test/support/management.ts';
import { useTestContext } from '../../../test/support/test-app.ts';
import { forgetOldEntries } from './service.ts';

const ZONE = 'Europe/Belgrade';

/** A Wednesday at least 8 days ahead (a working day of the factory's employees). */
function workingDayAhead(): string {
  let day = addDays(todayIn(ZONE), 8);
  while (weekdayOf(day) !== 3) day = addDays(day, 1);
  return day;
}

describe('audit log: each business-side change writes its entry in its own transaction, readable only by its business', () => {
  const ctx = useTestContext();
  let sysadmin: Caller;

  before(async () => {
    sysadmin = await caller(ctx, 'SystemAdministrator');
  });

  const entries = async (entitetId: number) =>
    ctx.db.selectFrom('dnevnik_radnji').select(['radnja', 'predmet', 'akter_id', 'akter_uloga']).where('entitet_id', '=', entitetId).orderBy('id').execute();
  const logOf = (entitetId: number, who: Caller | null, query = '') => send<Dnevnik>(ctx, 'GET', `${recordPaths.auditLog(entitetId)}${query}`, who);

  test('every listed action writes one entry: what, to what and who', async () => {
    const employeeUser = await createUser(ctx.db, { role: 'Employee', ime: 'Jelena', prezime: 'Marković' });
    const { owner, business } = await ownerWithBusiness(ctx, { employees: [{ ime: 'Jelena', prezime: 'Marković', userId: employeeUser.id }], ratings: [{ ocena: 5, ime: 'Mila' }] });
    const employee: Caller = { id: employeeUser.id, role: 'Employee', headers: bearer(await tokenFor(ctx, { id: employeeUser.id, role: 'Employee' })) };
    const [zaposleniId] = business.employeeIds;
    const customer = await createUser(ctx.db, { ime: 'Petar', prezime: 'Petrović' });
    const day = workingDayAhead();
    const at = (hhmm: string) => wallToInstant(day, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), ZONE)!;
    const moved = await addBooking(ctx.db, { entitetId: business.id, uslugaId: business.serviceIds[0]!, zaposleniId: zaposleniId!, userId: customer.id, start: at('10:00'), status: 'confirmed' });
    const cancelled = await addBooking(ctx.db, { entitetId: business.id, uslugaId: business.serviceIds[0]!, zaposleniId: zaposleniId!, userId: customer.id, start: at('14:00'), status: 'confirmed' });
    const rejected = await addBooking(ctx.db, { entitetId: business.id, uslugaId: business.serviceIds[0]!, zaposleniId: zaposleniId!, userId: customer.id, start: at('15:00'), status: 'pending' });
    const closureDay = addDays(day, 14);

    // Each step: the call, its status, then the entry it must have added last.
    const steps: Array<{ call: () => Promise<{ status: number; body: { id?: number } }>; status: number; radnja: AuditAction; predmet: string | RegExp | null; by?: Caller }> = [
      { call: () => send(ctx, 'PUT', managementPaths.updateEntity(business.id), owner, { opis: 'Novi opis' }), status: 200, radnja: 'podaci-izmenjeni', predmet: /./ },
      { call: () => send(ctx, 'PUT', managementPaths.updateAddress(business.adresaId!), owner, { ulica: 'Glavna', broj: '2', grad: 'Niš', postanskiBroj: '18000', latitude: 43.32, longitude: 21.9 }), status: 200, radnja: 'adresa-izmenjena', predmet: 'Glavna 2, Niš' },
      { call: () => send(ctx, 'POST', managementPaths.createService, owner, { entitetId: business.id, naziv: 'Pedikir', cena: 1200, trajanjeMinuta: 30 }), status: 201, radnja: 'usluga-dodata', predmet: 'Pedikir' },
      { call: () => send(ctx, 'PUT', managementPaths.service(business.serviceIds[0]!), owner, { cena: 1600 }), status: 200, radnja: 'usluga-izmenjena', predmet: /./ },
      { call: () => send(ctx, 'POST', '/api/Identity/create-employee', owner, { email: uniqueEmail('nova'), password: GOOD_PASSWORD, ime: 'Nova', prezime: 'Radnica', tenantId: business.id }), status: 201, radnja: 'zaposleni-dodat', predmet: 'Nova Radnica' },
      { call: () => send(ctx, 'PUT', managementPaths.employee(zaposleniId!), owner, { ime: 'Jelena', prezime: 'Marković', uslugaIds: [business.serviceIds[0]!], aktivan: true }), status: 200, radnja: 'zaposleni-izmenjen', predmet: 'Jelena Marković' },
      // the employee's own hours: written as the employee's
      { call: () => send(ctx, 'POST', bookingPaths.setWorkingWeek(zaposleniId!), employee, { dani: [1, 2, 3, 4, 5].map((dan) => ({ dan, pocetak: '08:00', kraj: '17:00' })) }), status: 200, radnja: 'radna-nedelja-izmenjena', predmet: 'Jelena Marković', by: employee },
      { call: () => send(ctx, 'POST', bookingPaths.daysOff(zaposleniId!), owner, { od: addDays(day, 20), do: addDays(day, 21) }), status: 201, radnja: 'odsustvo-dodato', predmet: `Jelena Marković: ${addDays(day, 20)} – ${addDays(day, 21)}` },
      { call: () => send(ctx, 'POST', bookingPaths.closures(business.id), owner, { od: closureDay, do: closureDay, razlog: 'Praznik' }), status: 201, radnja: 'zatvaranje-dodato', predmet: closureDay },
      { call: () => send(ctx, 'POST', bookingPaths.reschedule(moved), owner, { datum: day, vreme: '11:00' }), status: 200, radnja: 'termin-pomeren', predmet: `#${moved}, ${day} 10:00 → ${day} 11:00` },
      { call: () => send(ctx, 'POST', bookingPaths.cancel(cancelled), owner, { razlog: 'Bolest' }), status: 200, radnja: 'termin-otkazan', predmet: `#${cancelled}, ${day} 14:00` },
      { call: () => send(ctx, 'POST', bookingPaths.reject(rejected), employee, {}), status: 200, radnja: 'termin-odbijen', predmet: `#${rejected}, ${day} 15:00`, by: employee },
      { call: () => send(ctx, 'PUT', bookingPaths.clientBlock(business.id), owner, { klijentId: `u${customer.id}`, blokiran: true }), status: 200, radnja: 'klijent-blokiran', predmet: 'Petar Petrović' },
      { call: () => send(ctx, 'PUT', bookingPaths.clientBlock(business.id), owner, { klijentId: `u${customer.id}`, blokiran: false }), status: 200, radnja: 'klijent-odblokiran', predmet: 'Petar Petrović' },
      { call: () => send(ctx, 'POST', peoplePaths.ratingReply(business.ratingIds[0]!), owner, { tekst: 'Hvala!' }), status: 200, radnja: 'odgovor-na-utisak', predmet: /^Mila( [A-ZŠĐČĆŽ]\.)?: 5\/5$/ },
    ];
    for (const step of steps) {
      const before = (await entries(business.id)).length;
      const res = await step.call();
      assert.equal(res.status, step.status, `${step.radnja}: ${JSON.stringify(res.body)}`);
      const after = await entries(business.id);
      assert.equal(after.length, before + 1, `${step.radnja} writes one entry`);
      const last = after.at(-1)!;
      assert.equal(last.radnja, step.radnja);
      if (step.predmet instanceof RegExp) assert.match(last.predmet ?? '', step.predmet, step.radnja);
      else assert.equal(last.predmet, step.predmet, step.radnja);
      const by = step.by ?? owner;
      assert.deepEqual([Number(last.akter_id), last.akter_uloga], [by.id, by.role], step.radnja);
    }

    // deleting a day off, a closure and a service: their own entries
    const dayOff = (await send<Array<{ id: number }>>(ctx, 'GET', bookingPaths.daysOff(zaposleniId!), owner)).body[0]!;
    assert.equal((await send(ctx, 'DELETE', bookingPaths.dayOff(zaposleniId!, dayOff.id), owner)).status, 200);
    const closure = (await send<Array<{ id: number }>>(ctx, 'GET', bookingPaths.closures(business.id), owner)).body[0]!;
    assert.equal((await send(ctx, 'DELETE', bookingPaths.closure(business.id, closure.id), owner)).status, 200);
    const pedikir = (await ctx.db.selectFrom('usluga').select('id').where('entitet_id', '=', business.id).where('naziv', '=', 'Pedikir').executeTakeFirstOrThrow()).id;
    assert.equal((await send(ctx, 'DELETE', managementPaths.service(pedikir), owner)).status, 200);
    // the export
    const exported = await ctx.app.inject({ method: 'GET', url: recordPaths.businessExport(business.id), headers: owner.headers });
    assert.equal(exported.statusCode, 200);
    assert.deepEqual((await entries(business.id)).slice(-4).map((e) => [e.radnja, e.predmet]), [
      ['odsustvo-obrisano', `Jelena Marković: ${addDays(day, 20)} – ${addDays(day, 21)}`],
      ['zatvaranje-obrisano', closureDay],
      ['usluga-obrisana', 'Pedikir'],
      ['izvoz-preuzet', null],
    ]);

    // the owner reads it newest first, with names, paged
    const page1 = await logOf(business.id, owner, '?page=1&pageSize=5');
    assert.equal(page1.status, 200);
    assert.equal(page1.body.total, steps.length + 4);
    assert.deepEqual(page1.body.stavke.map((s) => s.radnja), ['izvoz-preuzet', 'usluga-obrisana', 'zatvaranje-obrisano', 'odsustvo-obrisano', 'odgovor-na-utisak']);
    assert.equal(page1.body.stavke[0]!.akter.id, owner.id);
    assert.equal(page1.body.stavke[0]!.akter.uloga, 'Administrator');
    const all = await logOf(business.id, owner, '?pageSize=100');
    assert.deepEqual(all.body.stavke.map((s) => s.id), [...all.body.stavke.map((s) => s.id)].sort((a, b) => b - a));
    const byEmployee = all.body.stavke.find((s) => s.radnja === 'termin-odbijen')!;
    assert.deepEqual(byEmployee.akter, { id: employee.id, ime: 'Jelena Marković', uloga: 'Employee' });
    const page2 = await logOf(business.id, owner, '?page=2&pageSize=5');
    assert.deepEqual(page2.body.stavke.map((s) => s.id), all.body.stavke.slice(5, 10).map((s) => s.id));
  });

  test("a customer's own booking, move and cancellation write nothing; a refused change writes nothing", async () => {
    const { owner, business } = await ownerWithBusiness(ctx);
    const customer = await caller(ctx, 'RegularUser');
    const day = workingDayAhead();
    const booked = await send(ctx, 'POST', bookingPaths.book, customer, { entitetId: business.id, uslugaId: business.serviceIds[0], zaposleniId: business.employeeIds[0], datum: day, vreme: '10:00' });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    assert.equal((await send(ctx, 'POST', bookingPaths.reschedule(booked.body.id), customer, { datum: day, vreme: '12:00' })).status, 200);
    assert.equal((await send(ctx, 'POST', bookingPaths.cancel(booked.body.id), customer, {})).status, 200);
    // a service with a live booking cannot be withdrawn: 409, and no entry
    const live = await send(ctx, 'POST', bookingPaths.book, customer, { entitetId: business.id, uslugaId: business.serviceIds[0], zaposleniId: business.employeeIds[0], datum: day, vreme: '13:00' });
    assert.equal(live.status, 201);
    assert.equal((await send(ctx, 'DELETE', managementPaths.service(business.serviceIds[0]!), owner)).status, 409);
    assert.equal((await send(ctx, 'PUT', managementPaths.updateEntity(business.id), owner, { naziv: '' })).status, 400);
    assert.deepEqual(await entries(business.id), []);
  });

  test('super-admin actions on accounts are logged the same way', async () => {
    const victim = await createUser(ctx.db, { ime: 'Marko', prezime: 'Ilić' });
    const logOfUser = () => ctx.db.selectFrom('dnevnik_radnji').select(['radnja', 'predmet', 'akter_id', 'akter_uloga', 'entitet_id']).where('korisnik_id', '=', victim.id).orderBy('id').execute();
    assert.equal((await send(ctx, 'POST', `${identityPaths.enableDisable(victim.id)}?isEnabled=false`, sysadmin, {})).status, 200);
    assert.equal((await send(ctx, 'POST', `${identityPaths.enableDisable(victim.id)}?isEnabled=true`, sysadmin, {})).status, 200);
    assert.equal((await send(ctx, 'DELETE', identityPaths.deleteUser(victim.id), sysadmin)).status, 200);
    assert.deepEqual(
      (await logOfUser()).map((e) => [e.radnja, e.predmet, Number(e.akter_id), e.akter_uloga, e.entitet_id]),
      [
        ['nalog-iskljucen', 'Marko Ilić', sysadmin.id, 'SystemAdministrator', null],
        ['nalog-ukljucen', 'Marko Ilić', sysadmin.id, 'SystemAdministrator', null],
        // the erased account is named by its id only
        ['nalog-obrisan', null, sysadmin.id, 'SystemAdministrator', null],
      ],
    );
  });

  test('the log is its business\'s: 401 anonymous, 403 another owner or an employee, 404 unknown, the super-admin reads', async () => {
    const { owner, business } = await ownerWithBusiness(ctx);
    const { owner: other } = await ownerWithBusiness(ctx);
    await send(ctx, 'PUT', managementPaths.updateEntity(business.id), owner, { opis: 'x' });
    assert.equal((await logOf(business.id, null)).status, 401);
    assert.equal((await logOf(business.id, other)).status, 403);
    assert.equal((await logOf(business.id, await caller(ctx, 'Employee'))).status, 403);
    assert.equal((await logOf(business.id, await caller(ctx, 'RegularUser'))).status, 403);
    assert.equal((await logOf(987_654_321, owner)).status, 404);
    assert.equal((await logOf(business.id, owner, '?pageSize=0')).status, 400);
    assert.equal((await logOf(business.id, owner, '?page=abc')).status, 400);
    const read = await logOf(business.id, sysadmin);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.stavke.map((s) => s.radnja), ['podaci-izmenjeni']);
    // the other owner's log does not show it
    assert.deepEqual((await logOf((await ctx.db.selectFrom('entitet').select('id').where('owner_user_id', '=', other.id).executeTakeFirstOrThrow()).id, other)).body, { stavke: [], total: 0 });
  });

  test('entries are kept 2 years: the housekeeping deletes older ones', async () => {
    const { owner, business } = await ownerWithBusiness(ctx);
    await send(ctx, 'PUT', managementPaths.updateEntity(business.id), owner, { opis: 'staro' });
    await send(ctx, 'PUT', managementPaths.updateEntity(business.id), owner, { opis: 'skoro staro' });
    await send(ctx, 'PUT', managementPaths.updateEntity(business.id), owner, { opis: 'novo' });
    const ids = (await ctx.db.selectFrom('dnevnik_radnji').select('id').where('entitet_id', '=', business.id).orderBy('id').execute()).map((r) => r.id);
    await ctx.db.updateTable('dnevnik_radnji').set({ created_at: new Date(Date.now() - 731 * 86_400_000) }).where('id', '=', ids[0]!).execute();
    await ctx.db.updateTable('dnevnik_radnji').set({ created_at: new Date(Date.now() - 729 * 86_400_000) }).where('id', '=', ids[1]!).execute();
    await forgetOldEntries(ctx.db);
    assert.deepEqual((await ctx.db.selectFrom('dnevnik_radnji').select('id').where('entitet_id', '=', business.id).orderBy('id').execute()).map((r) => r.id), ids.slice(1));
  });
});
