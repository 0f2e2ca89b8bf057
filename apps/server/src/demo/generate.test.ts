import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORY_SLUGS } from '@zakazi/contract';
import { DEMO_USERS, PAGE_VIEW_DAYS, generateWorld, type DemoWorld } from './generate.ts';

const NOW = new Date('2026-03-10T10:00:00Z');
const world = generateWorld({ now: NOW });
const RSD: Record<string, number> = { RSD: 1, EUR: 117.2, BAM: 59.9, MKD: 1.9 };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function averages(w: DemoWorld): (number | null)[] {
  return w.businesses.map((_, b) => {
    const scores = w.bookings.filter((bk) => bk.business === b && bk.rating).map((bk) => bk.rating!.ocena);
    return scores.length ? Math.round((scores.reduce((s, x) => s + x, 0) / scores.length) * 100) / 100 : null;
  });
}

describe('demo world', () => {
  it('is the same for the same seed', () => {
    assert.deepEqual(generateWorld({ now: NOW }), world);
  });

  it('has at least 320 businesses in at least 12 Serbian cities, and the region', () => {
    assert.ok(world.businesses.length >= 320, `${world.businesses.length} businesses`);
    const serbian = new Set(world.businesses.filter((b) => b.telefon.startsWith('+381') || b.valuta === 'RSD').map((b) => b.adresa.grad));
    assert.ok(serbian.size >= 12, `${serbian.size} cities`);
    for (const city of ['Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Čačak', 'Kotor']) {
      assert.ok(world.businesses.some((b) => b.adresa.grad === city), city);
    }
    assert.ok(world.businesses.some((b) => b.adresa.grad === 'Čačak' && b.naziv.startsWith('Frizerski salon')));
    assert.ok(world.businesses.filter((b) => b.valuta === 'EUR').length >= 5);
  });

  it('has at least 4 businesses in every category, more in the popular ones', () => {
    for (const [main, slugs] of Object.entries(CATEGORY_SLUGS)) {
      for (const slug of slugs) {
        const n = world.businesses.filter((b) => b.main === main && b.category === slug).length;
        assert.ok(n >= 4, `${main}/${slug}: ${n}`);
      }
    }
    for (const slug of ['hairdresser', 'dentist', 'car-wash', 'restaurants']) {
      assert.ok(world.businesses.filter((b) => b.category === slug).length >= 12, slug);
    }
  });

  it('gives every business a real address, contacts, 3–8 services and 1–5 employees with working weeks', () => {
    for (const b of world.businesses) {
      assert.ok(b.opis.split(/(?<=[.!?])\s/).length >= 2, b.naziv);
      assert.match(b.telefon, /^\+3\d\d /);
      assert.ok(b.adresa.latitude > 41 && b.adresa.latitude < 46.5 && b.adresa.longitude > 17 && b.adresa.longitude < 23);
      assert.ok(b.services.length >= 3 && b.services.length <= 8, `${b.naziv}: ${b.services.length} services`);
      assert.ok(b.services.every((s) => s.valuta === b.valuta && s.cena > 0));
      assert.ok(b.employees.length >= 1 && b.employees.length <= 5);
      assert.ok(b.images.length >= 1 && b.images.length <= 3);
      b.services.forEach((_, si) => assert.ok(b.employees.some((e) => e.services.includes(si)), `${b.naziv}: service ${si} has nobody`));
      for (const e of b.employees) {
        assert.ok(e.week.length >= 5, `${b.naziv}: ${e.ime} works ${e.week.length} days`);
        for (const d of [...e.week, ...e.pauze]) assert.ok(minutes(d.kraj) > minutes(d.pocetak));
      }
    }
  });

  it('covers every price band (RSD) with many businesses', () => {
    const bands = [0, 0, 0, 0];
    for (const b of world.businesses) {
      const min = Math.min(...b.services.map((s) => s.cena * RSD[s.valuta]!));
      bands[min < 2000 ? 0 : min < 5000 ? 1 : min < 10000 ? 2 : 3]!++;
    }
    assert.ok(bands.every((n) => n >= 10), `businesses by cheapest service: ${bands}`);
    const services = [0, 0, 0, 0];
    for (const s of world.businesses.flatMap((b) => b.services)) {
      const rsd = s.cena * RSD[s.valuta]!;
      services[rsd < 2000 ? 0 : rsd < 5000 ? 1 : rsd < 10000 ? 2 : 3]!++;
    }
    assert.ok(services.every((n) => n >= 100), `services by price: ${services}`);
  });

  it('covers every rating band, and leaves some businesses unrated', () => {
    const avg = averages(world);
    const perfect = avg.filter((a, b) => a === 5 && world.bookings.filter((bk) => bk.business === b && bk.rating).length >= 3).length;
    const high = avg.filter((a) => a !== null && a >= 4.5 && a < 4.95).length;
    const good = avg.filter((a) => a !== null && a >= 3.5 && a < 4.5).length;
    const low = avg.filter((a) => a !== null && a < 3.5).length;
    const none = avg.filter((a) => a === null).length;
    assert.ok(perfect >= 15 && high >= 50 && good >= 50 && low >= 15 && none >= 10, `5.0:${perfect} 4.5+:${high} 3.5+:${good} low:${low} none:${none}`);
    assert.ok(world.bookings.filter((bk) => bk.rating?.komentar).length >= 1000);
  });

  it('books only inside working hours, in the past for completed and in the future for pending or confirmed', () => {
    for (const bk of world.bookings) {
      const start = Date.parse(bk.start);
      if (bk.status === 'pending' || bk.status === 'confirmed') assert.ok(start > NOW.getTime());
      else assert.ok(Date.parse(bk.end) < NOW.getTime());
      if (bk.rating) assert.ok(Date.parse(bk.rating.createdAt) > Date.parse(bk.end) && Date.parse(bk.rating.createdAt) < NOW.getTime());
      const business = world.businesses[bk.business]!;
      const local = new Intl.DateTimeFormat('en-GB', { timeZone: business.vremenskaZona, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(start));
      const dan = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(local.find((p) => p.type === 'weekday')!.value) + 1;
      const at = Number(local.find((p) => p.type === 'hour')!.value) * 60 + Number(local.find((p) => p.type === 'minute')!.value);
      const day = business.employees[bk.employee]!.week.find((w) => w.dan === dan);
      assert.ok(day, `${business.naziv}: booking on a day off`);
      const duration = business.services[bk.service]!.trajanjeMinuta;
      assert.ok(at >= minutes(day.pocetak) && at + duration <= minutes(day.kraj), `${business.naziv}: ${bk.start} outside ${day.pocetak}-${day.kraj}`);
      assert.ok(business.employees[bk.employee]!.services.includes(bk.service));
      assert.equal(bk.cena, business.services[bk.service]!.cena);
    }
  });

  it('never gives one employee two overlapping live bookings', () => {
    const live = world.bookings.filter((bk) => bk.status === 'pending' || bk.status === 'confirmed');
    assert.ok(live.length >= 10);
    for (const a of live) {
      for (const b of live) {
        if (a === b || a.business !== b.business || a.employee !== b.employee) continue;
        assert.ok(a.end <= b.start || b.end <= a.start, `overlap at ${a.start}`);
      }
    }
  });

  it('has the demo accounts wired to the showcase business', () => {
    const showcase = world.businesses[0]!;
    assert.equal(showcase.owner, DEMO_USERS.vlasnik);
    assert.equal(showcase.adresa.grad, 'Beograd');
    assert.ok(showcase.employees.some((e) => e.user === DEMO_USERS.radnik));
    assert.equal(world.users[DEMO_USERS.kupac]!.email, 'kupac@zakazi.demo');
    assert.equal(world.users[DEMO_USERS.admin]!.role, 'SystemAdministrator');
    assert.ok(world.users.filter((u) => u.email.endsWith('@primer.rs')).length >= 200);
    assert.equal(new Set(world.users.map((u) => u.email)).size, world.users.length);
    const mine = world.bookings.filter((bk) => bk.user === DEMO_USERS.kupac);
    assert.ok(mine.some((bk) => bk.business === 0 && bk.status === 'pending'));
    assert.ok(mine.some((bk) => bk.business === 0 && bk.status === 'confirmed'));
    assert.ok(mine.some((bk) => bk.status === 'completed' && !bk.rating));
  });

  it('records page views on every recent day of the showcase, in proportion to its bookings', () => {
    const showcase = world.businesses.findIndex((b) => b.owner === DEMO_USERS.vlasnik);
    const last30 = new Set(Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 2, 10 - i)).toISOString().slice(0, 10)));
    const views = world.pageViews.filter((v) => v.business === showcase && last30.has(v.dan));
    assert.equal(views.length, 30, 'a view count on each of the last 30 days');
    const viewed = views.reduce((n, v) => n + v.broj, 0);
    const made = world.bookings.filter((bk) => bk.business === showcase && last30.has(bk.createdAt.slice(0, 10))).length;
    assert.ok(made > 20, `${made} bookings made in 30 days`);
    // several views per booking, as a marketplace sees: not none, not a flood
    assert.ok(viewed >= 4 * made && viewed <= 15 * made, `${viewed} views for ${made} bookings`);
    // every day in the window, nothing outside it, never a zero or negative count
    const days = new Set(world.pageViews.map((v) => v.dan));
    assert.ok(days.size <= PAGE_VIEW_DAYS);
    assert.ok(world.pageViews.every((v) => v.broj > 0 && Number.isInteger(v.broj)));
    // a business with more bookings is looked at more
    const byBusiness = (b: number) => world.pageViews.filter((v) => v.business === b).reduce((n, v) => n + v.broj, 0);
    const quiet = world.businesses.findIndex((_, b) => b !== showcase && world.bookings.every((bk) => bk.business !== b || bk.createdAt < '2026-01-25'));
    if (quiet >= 0) assert.ok(byBusiness(quiet) < byBusiness(showcase) / 5);
  });

  it('gives a third of the hair, beauty, car-wash and pet businesses services that go together, and the demo customer a past visit of two', () => {
    for (const category of ['hairdresser', 'beauty-salon', 'car-wash', 'grooming']) {
      const all = world.businesses.filter((b) => b.category === category);
      // a service with a processing gap or cleanup, beside another service of the pair
      const paired = all.filter((b) => b.services.some((s) => (s.cekanjeMinuta ?? 0) > 0 || (s.pospremanjeMinuta ?? 0) > 0) && b.services.length >= 2);
      assert.ok(paired.length * 3 >= all.length, `${category}: ${paired.length} of ${all.length}`);
    }
    const colour = world.businesses[0]!.services.find((s) => s.naziv === 'Farbanje')!;
    assert.equal(colour.cekanjeMinuta, 30, 'cut + colour: the colour has its processing gap');
    const visit = world.bookings.filter((bk) => bk.user === DEMO_USERS.kupac && bk.poseta);
    assert.equal(visit.length, 2);
    assert.ok(visit.every((bk) => bk.status === 'completed' && bk.poseta === visit[0]!.poseta && Date.parse(bk.end) < NOW.getTime()));
    // the second part starts after the first and its processing gap
    assert.equal(Date.parse(visit[1]!.start) - Date.parse(visit[0]!.end), 30 * 60_000);
  });
});
