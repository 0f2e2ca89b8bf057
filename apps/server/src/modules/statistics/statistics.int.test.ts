import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { peoplePaths, type FinancePeriod, type FinanceResponse, type VisitsResponse } from '@zakazi/contract';
import { addBooking, createBusiness, type Business } from '../../../test/support/factories.ts';
import { call, makeCaller, todayIn, type Caller } from '../../../test/support/people.ts';
import { useTestContext } from '../../../test/support/test-app.ts';

/**
 * Statistics against a dataset of KNOWN bookings. Each booking is declared by its local wall-clock
 * time with the zone's offset written out by hand (CET +01:00 until 29 March 2026 02:00, CEST +02:00
 * after; New York EDT -04:00), so the expected local day is the declaration's date: the test never
 * uses the server's time-zone code to compute what it expects.
 */

type Status = 'pending' | 'confirmed' | 'rejected' | 'cancelled' | 'completed' | 'noShow' | 'expired';
type Decl = { at: string; status: Status; cena?: number; valuta?: 'RSD' | 'EUR' | 'BAM' | 'MKD'; s?: 0 | 1; z?: 0 | 1 };

/** Rates for this file (RSD per unit), set in the kurs table before the calls. */
const RSD: Record<string, number> = { RSD: 1, EUR: 100, BAM: 50, MKD: 2 };

const DATUM = '2026-04-01'; // a Wednesday: ISO week 2026-03-30..2026-04-05 reaches into March
const DAY = { pocetak: '2026-04-01', kraj: '2026-04-01' };
const WEEK = { pocetak: '2026-03-30', kraj: '2026-04-05' };
const MONTH = { pocetak: '2026-04-01', kraj: '2026-04-30' };

/** Business A: Europe/Belgrade, RSD. Services 0 'Šišanje', 1 'Farbanje'; employees 0 Jelena, 1 Milan. */
const A_BOOKINGS: Decl[] = [
  { at: '2026-04-01T00:15:00+02:00', status: 'completed', cena: 1500 }, // UTC 31 March: still 1 April locally
  { at: '2026-04-01T10:00:00+02:00', status: 'confirmed', cena: 40, valuta: 'EUR', s: 1, z: 1 },
  { at: '2026-04-01T12:00:00+02:00', status: 'pending' },
  { at: '2026-04-01T13:00:00+02:00', status: 'cancelled' },
  { at: '2026-04-01T14:00:00+02:00', status: 'noShow' },
  { at: '2026-04-01T15:00:00+02:00', status: 'rejected' },
  { at: '2026-04-01T23:30:00+02:00', status: 'completed', cena: 20, valuta: 'BAM', z: 1 },
  { at: '2026-04-02T00:30:00+02:00', status: 'completed', cena: 1500 }, // UTC 1 April: 2 April locally
  { at: '2026-03-31T23:30:00+02:00', status: 'completed', cena: 2000, s: 1 }, // week, not month
  { at: '2026-03-30T00:30:00+02:00', status: 'confirmed', cena: 1000, z: 1 }, // UTC Sunday 29th: in the week locally
  { at: '2026-03-29T23:30:00+02:00', status: 'completed', cena: 5000 }, // the Sunday before the week
  { at: '2026-04-05T23:30:00+02:00', status: 'completed', cena: 10, valuta: 'EUR', s: 1 }, // last minutes of the week
  { at: '2026-04-06T00:30:00+02:00', status: 'completed', cena: 3000 }, // UTC Sunday 5th: next week locally
  { at: '2026-04-30T23:30:00+02:00', status: 'confirmed', cena: 250, valuta: 'MKD', z: 1 }, // last of the month
  { at: '2026-05-01T00:30:00+02:00', status: 'completed', cena: 1500 }, // UTC 30 April: May locally
  { at: '2026-03-28T12:00:00+01:00', status: 'completed' }, // visits window, before DST
  { at: '2026-03-29T03:30:00+02:00', status: 'pending', z: 1 }, // the DST day (23 hours)
  { at: '2026-03-29T10:00:00+02:00', status: 'noShow' },
  { at: '2026-03-03T00:30:00+01:00', status: 'cancelled' }, // UTC 2 March: first day of the window locally
  { at: '2026-03-02T23:30:00+01:00', status: 'completed' }, // the day before the window
];

/** Business B: America/New_York, EUR. */
const B_BOOKINGS: Decl[] = [
  { at: '2026-04-01T23:30:00-04:00', status: 'completed', cena: 1000, valuta: 'RSD' }, // UTC 2 April
  { at: '2026-04-01T00:30:00-04:00', status: 'completed', cena: 30, valuta: 'BAM' },
  { at: '2026-04-02T00:30:00-04:00', status: 'completed', cena: 10, valuta: 'EUR' },
];

const REVENUE: Status[] = ['completed', 'confirmed'];
const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a period must show, computed from the declarations alone. */
function expectedPeriod(decls: Decl[], range: { pocetak: string; kraj: string }, valuta: string, names: { s: string[]; z: string[] }) {
  const inPeriod = decls.filter((d) => REVENUE.includes(d.status) && d.at.slice(0, 10) >= range.pocetak && d.at.slice(0, 10) <= range.kraj);
  const amount = (d: Decl) => ((d.cena ?? 1500) * RSD[d.valuta ?? 'RSD']!) / RSD[valuta]!;
  const sum = (list: Decl[]) => ({ prihod: round2(list.reduce((t, d) => t + amount(d), 0)), broj: list.length });
  const group = (key: 's' | 'z') =>
    [0, 1]
      .map((i) => ({ i, ...sum(inPeriod.filter((d) => (d[key] ?? 0) === i)) }))
      .filter((g) => g.broj > 0)
      .map((g) => ({ name: names[key][g.i]!, prihod: g.prihod, broj: g.broj }))
      .sort((a, b) => b.prihod - a.prihod);
  return {
    ukupno: sum(inPeriod),
    zavrseno: sum(inPeriod.filter((d) => d.status === 'completed')),
    potvrdjeno: sum(inPeriod.filter((d) => d.status === 'confirmed')),
    poUslugama: group('s'),
    poZaposlenima: group('z'),
    poDanima: Object.fromEntries(
      [...new Set(inPeriod.map((d) => d.at.slice(0, 10)))].map((dan) => [dan, sum(inPeriod.filter((d) => d.at.startsWith(dan)))]),
    ),
  };
}

function comparable(p: FinancePeriod) {
  return {
    ukupno: p.ukupno,
    zavrseno: p.zavrseno,
    potvrdjeno: p.potvrdjeno,
    poUslugama: p.poUslugama.map((s) => ({ name: s.naziv, prihod: s.prihod, broj: s.broj })),
    poZaposlenima: p.poZaposlenima.map((z) => ({ name: z.ime, prihod: z.prihod, broj: z.broj })),
    poDanima: Object.fromEntries(p.poDanima.filter((d) => d.broj > 0).map((d) => [d.datum, { prihod: d.prihod, broj: d.broj }])),
  };
}

/** Consecutive ISO dates, counted independently with UTC date arithmetic. */
function datesFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

describe('statistics: finance, visits and page views', () => {
  const ctx = useTestContext();
  let a: Business;
  let b: Business;
  let ownerA: Caller;
  let ownerB: Caller;
  const namesA = { s: ['Šišanje', 'Farbanje'], z: ['Jelena', 'Milan'] };

  async function load(biz: Business, decls: Decl[]) {
    for (const d of decls) {
      await addBooking(ctx.db, {
        entitetId: biz.id,
        uslugaId: biz.serviceIds[d.s ?? 0]!,
        zaposleniId: biz.employeeIds[d.z ?? 0]!,
        start: new Date(d.at),
        status: d.status,
        cena: d.cena ?? 1500,
        valuta: d.valuta ?? 'RSD',
      });
    }
  }

  before(async () => {
    for (const [valuta, rsd] of Object.entries(RSD)) await ctx.db.updateTable('kurs').set({ rsd }).where('valuta', '=', valuta).execute();
    ownerA = await makeCaller(ctx, 'Administrator');
    ownerB = await makeCaller(ctx, 'Administrator');
    a = await createBusiness(ctx.db, {
      ownerUserId: ownerA.id,
      services: [{ naziv: 'Šišanje', cena: 1500 }, { naziv: 'Farbanje', cena: 40, valuta: 'EUR' }],
      employees: [{ ime: 'Jelena' }, { ime: 'Milan', prezime: null }],
    });
    b = await createBusiness(ctx.db, { ownerUserId: ownerB.id, vremenskaZona: 'America/New_York', valuta: 'EUR' });
    await load(a, A_BOOKINGS);
    await load(b, B_BOOKINGS);
    // Business B's bookings at the same instants must never leak into A's figures, and vice versa.
  });

  const finance = (lokalId: number, datum: string, as: Caller) =>
    call<FinanceResponse>(ctx, 'GET', `${peoplePaths.finance}?lokalId=${lokalId}&datum=${datum}`, { as });
  const visits = (lokalId: number, datum: string, as?: Caller) =>
    call<VisitsResponse>(ctx, 'GET', `${peoplePaths.visits}?lokalId=${lokalId}&datum=${datum}`, { as });

  test('finance: the day, its ISO week and its month, split by service, employee and day, in the business currency', async () => {
    const res = await finance(a.id, DATUM, ownerA);
    assert.equal(res.status, 200);
    const f = res.body;
    assert.deepEqual([f.entitetId, f.datum, f.valuta, f.vremenskaZona], [a.id, DATUM, 'RSD', 'Europe/Belgrade']);
    assert.deepEqual([f.dan.pocetak, f.dan.kraj, f.nedelja.pocetak, f.nedelja.kraj, f.mesec.pocetak, f.mesec.kraj], [
      DAY.pocetak, DAY.kraj, WEEK.pocetak, WEEK.kraj, MONTH.pocetak, MONTH.kraj,
    ]);
    assert.deepEqual(comparable(f.dan), expectedPeriod(A_BOOKINGS, DAY, 'RSD', namesA));
    assert.deepEqual(comparable(f.nedelja), expectedPeriod(A_BOOKINGS, WEEK, 'RSD', namesA));
    assert.deepEqual(comparable(f.mesec), expectedPeriod(A_BOOKINGS, MONTH, 'RSD', namesA));
    // The same figures written out: 1500 + 40 EUR (4000) + 20 BAM (1000).
    assert.deepEqual(f.dan.ukupno, { prihod: 6500, broj: 3 });
    // week: the day's 6500 + 1500 (2 Apr 00:30) + 2000 (31 Mar) + 1000 (30 Mar 00:30) + 10 EUR (5 Apr 23:30)
    assert.deepEqual(f.nedelja.ukupno, { prihod: 12_000, broj: 7 });
    // month: the day's 6500 + 1500 + 1000 (5 Apr) + 3000 (6 Apr 00:30) + 250 MKD (500)
    assert.deepEqual(f.mesec.ukupno, { prihod: 12_500, broj: 7 });
    assert.equal(f.mesec.poUslugama[0]!.uslugaId, a.serviceIds[0]);
    assert.equal(f.dan.poZaposlenima.find((z) => z.ime === 'Milan')!.prezime, null);
    assert.deepEqual(f.nedelja.poDanima.map((d) => d.datum), datesFrom(WEEK.pocetak, 7), 'every day of the week, zeros included');
    assert.equal(f.mesec.poDanima.length, 30);
    assert.deepEqual(f.dan.poDanima, [{ datum: DATUM, prihod: 6500, broj: 3 }]);
  });

  test("finance in the business's own zone and currency: 23:30 in New York is still that day", async () => {
    const f = (await finance(b.id, '04-01-2026', ownerB)).body; // MM-DD-YYYY as the client sends it
    assert.equal(f.valuta, 'EUR');
    assert.deepEqual(f.dan.ukupno, { prihod: 25, broj: 2 }, '1000 RSD = 10 EUR and 30 BAM = 15 EUR');
    assert.deepEqual(comparable(f.dan), expectedPeriod(B_BOOKINGS, DAY, 'EUR', { s: ['Usluga 1', ''], z: ['Jelena', ''] }));
    assert.deepEqual(comparable(f.nedelja), expectedPeriod(B_BOOKINGS, WEEK, 'EUR', { s: ['Usluga 1', ''], z: ['Jelena', ''] }));
  });

  test('visits: 30 days up to datum, bookings by status on their local start day, page views, zeros included', async () => {
    const views: [string, number][] = [['2026-03-02', 100], ['2026-03-03', 4], ['2026-03-29', 7], ['2026-04-01', 2], ['2026-04-02', 50]];
    await ctx.db.insertInto('pregled_entiteta').values(views.map(([dan, broj]) => ({ entitet_id: a.id, dan, broj }))).execute();

    const res = await visits(a.id, DATUM, ownerA);
    assert.equal(res.status, 200);
    const v = res.body;
    const days = datesFrom('2026-03-03', 30);
    assert.deepEqual([v.pocetak, v.kraj, v.vremenskaZona], ['2026-03-03', DATUM, 'Europe/Belgrade']);
    assert.deepEqual(v.dani.map((d) => d.datum), days);

    const statuses: Status[] = ['pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'noShow', 'expired'];
    const countOn = (dan: string) =>
      Object.fromEntries(statuses.map((s) => [s, A_BOOKINGS.filter((d) => d.status === s && d.at.startsWith(dan)).length]));
    for (const day of v.dani) {
      const expected = countOn(day.datum);
      assert.deepEqual(day.poStatusu, expected, day.datum);
      assert.equal(day.zakazivanja, Object.values(expected).reduce((t, n) => t + n, 0), day.datum);
      assert.equal(day.pregledi, views.find(([dan]) => dan === day.datum)?.[1] ?? 0, day.datum);
    }
    const inWindow = A_BOOKINGS.filter((d) => d.at.slice(0, 10) >= days[0]! && d.at.slice(0, 10) <= DATUM);
    assert.equal(v.ukupno.zakazivanja, inWindow.length);
    assert.deepEqual(v.ukupno.poStatusu, Object.fromEntries(statuses.map((s) => [s, inWindow.filter((d) => d.status === s).length])));
    assert.equal(v.ukupno.pregledi, 4 + 7 + 2);
    // Spelled out for the edges: 1 April has 7 bookings (00:15 through 23:30), 3 March one (00:30 CET).
    assert.equal(v.dani.at(-1)!.zakazivanja, 7);
    assert.deepEqual([v.dani[0]!.zakazivanja, v.dani[0]!.poStatusu.cancelled], [1, 1]);
    assert.deepEqual(v.dani.find((d) => d.datum === '2026-03-29')!.poStatusu, { ...countOn('x'), pending: 1, completed: 1, noShow: 1 }); // 03:30 CEST, 10:00, 23:30
  });

  test('access: the owner and a SystemAdministrator; another owner 403; unknown 404; bad input 400', async () => {
    const sys = await makeCaller(ctx, 'SystemAdministrator');
    assert.equal((await finance(a.id, DATUM, sys)).status, 200);
    assert.equal((await visits(a.id, DATUM, sys)).status, 200);
    for (const res of [await finance(a.id, DATUM, ownerB), await visits(a.id, DATUM, ownerB)]) {
      assert.deepEqual([res.status, (res.body as unknown as { error: string }).error], [403, 'forbidden']);
    }
    const customer = await makeCaller(ctx);
    assert.equal((await finance(a.id, DATUM, customer)).status, 403);
    assert.equal((await visits(a.id, DATUM)).status, 401);
    assert.equal((await finance(99_999_999, DATUM, sys)).status, 404);
    for (const datum of ['2026-02-30', '13-01-2026', 'yesterday', '']) {
      assert.equal((await finance(a.id, datum, ownerA)).status, 400, datum);
      assert.equal((await visits(a.id, datum, ownerA)).status, 400, datum);
    }
    assert.equal((await call(ctx, 'GET', `${peoplePaths.finance}?datum=${DATUM}`, { as: ownerA })).status, 400);
  });

  test("page views: counted per local day, not the owner's own, drafts 404, rate-limited per address", async () => {
    const owner = await makeCaller(ctx, 'Administrator');
    const shop = await createBusiness(ctx.db, { ownerUserId: owner.id, vremenskaZona: 'Pacific/Auckland' });
    const customer = await makeCaller(ctx);
    const view = (id: number, o: { as?: Caller; remoteAddress?: string } = {}) => call(ctx, 'POST', peoplePaths.pageView(id), o);

    for (let i = 0; i < 3; i++) {
      const res = await view(shop.id, { remoteAddress: '10.1.0.1' });
      assert.deepEqual([res.status, res.body], [204, null]);
    }
    assert.equal((await view(shop.id, { as: customer, remoteAddress: '10.1.0.2' })).status, 204);
    assert.equal((await view(shop.id, { as: owner, remoteAddress: '10.1.0.3' })).status, 204, 'answered, but not counted');

    const today = todayIn('Pacific/Auckland');
    const v = (await visits(shop.id, today, owner)).body;
    assert.equal(v.dani.at(-1)!.datum, today);
    assert.equal(v.dani.at(-1)!.pregledi, 4);
    assert.equal(v.ukupno.pregledi, 4);
    const rows = await ctx.db.selectFrom('pregled_entiteta').select(['dan', 'broj']).where('entitet_id', '=', shop.id).execute();
    assert.deepEqual(rows, [{ dan: today, broj: 4 }], "one row, on the business's local date");

    const draft = await createBusiness(ctx.db, { objavljen: false });
    assert.equal((await view(draft.id, { remoteAddress: '10.1.0.4' })).status, 404);
    assert.equal((await view(99_999_999, { remoteAddress: '10.1.0.4' })).status, 404);
    assert.equal((await view(0, { remoteAddress: '10.1.0.4' })).status, 400);

    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await view(shop.id, { remoteAddress: '10.1.0.5' })).status);
    assert.ok(statuses.slice(0, 60).every((s) => s === 204));
    const limited = await view(shop.id, { remoteAddress: '10.1.0.5' });
    assert.deepEqual([limited.status, limited.body.error], [429, 'rate-limited']);
    assert.equal((await view(shop.id, { remoteAddress: '10.1.0.6' })).status, 204, 'other addresses are not affected');
  });
});
