import type pg from 'pg';
import { scoresFor, type Rng } from '../../../apps/server/src/demo/generate.ts';
import { BOOKING_NOTES } from '../../../apps/server/src/demo/names.ts';
import { RATING_COUNTS, type BusinessPlan } from './catalogue.ts';

/**
 * Bookings for planned businesses (catalogue.ts): per employee and working day of a calendar
 * window around today, a number of bookings placed one after another on the 15-minute grid from
 * the start of the business's working day, so an employee's bookings never overlap (the exclusion constraint
 * zakazivanje_bez_preklapanja holds for the live ones, and the rest look as real days do).
 *
 * How many bookings a day gets: every employee has a busyness (quiet, usual, busy), every day a
 * weight (past days 1; future days fewer, falling as e^(-days/21), as people book a few weeks
 * ahead) and a ±50% jitter. The expected counts are scaled so that they add up to the target, and
 * turned into whole numbers by systematic rounding over one running sum, so the total is the
 * target exactly (a day that cannot hold its share passes the rest on to the next).
 */

/** Grid of the generated days: 15-minute units of the business's working day (BusinessPlan.hours). */
const STEP = 15;
const LEAD_DECAY_DAYS = 21;
const BUSYNESS: [number, number][] = [[0.3, 35], [1, 45], [3, 20]];

const STATUSES = ['pending', 'confirmed', 'rejected', 'cancelled', 'completed', 'noShow'] as const;
type Status = (typeof STATUSES)[number];
/** Past days: mostly completed; a few never marked done stay confirmed. */
const PAST: [Status, number][] = [['completed', 82], ['cancelled', 9], ['noShow', 4], ['rejected', 3], ['confirmed', 2]];
/** Today and later: live ones, some cancelled or rejected already. */
const FUTURE: [Status, number][] = [['confirmed', 60], ['pending', 28], ['cancelled', 10], ['rejected', 2]];
const STATUS_INDEX = new Map<Status, number>(STATUSES.map((s, i) => [s, i + 1]));

export type Window = {
  /** local calendar date of day offset 0, YYYY-MM-DD */
  today: string;
  pastDays: number;
  futureDays: number;
};

/** ISO weekday (1 = Monday) of today + offset days. */
function weekday(w: Window, offset: number): number {
  const [y, m, d] = w.today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + offset)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Day offsets of the window with their weights, by the weekday they fall on. */
function windowDays(w: Window): { offset: number; weekday: number; weight: number }[] {
  const days = [];
  for (let offset = -w.pastDays; offset < w.futureDays; offset++) {
    days.push({ offset, weekday: weekday(w, offset), weight: offset < 0 ? 1 : Math.exp(-offset / LEAD_DECAY_DAYS) });
  }
  return days;
}

/** A deterministic number in [0.5, 1.5) for (employee, day): the day's jitter, the same in both passes. */
function jitter(seed: number, employee: number, offset: number): number {
  let h = Math.imul(employee ^ seed, 0x9e3779b1) ^ Math.imul(offset + 1000, 0x85ebca6b);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return 0.5 + (h >>> 0) / 4294967296;
}

/** Column arrays of bookings (and their ratings) waiting to be written. */
export type BookingRows = {
  id: number[]; entitet: number[]; usluga: number[]; zaposleni: number[]; user: number[];
  day: number[]; startMin: number[]; minuta: number[]; cena: number[]; valuta: string[]; zone: number[];
  status: number[]; napomena: (string | null)[]; leadHours: number[];
  rating: { zakazivanje: number[]; entitet: number[]; ocena: number[]; afterHours: number[] };
};

export function emptyBookingRows(): BookingRows {
  return {
    id: [], entitet: [], usluga: [], zaposleni: [], user: [], day: [], startMin: [], minuta: [], cena: [], valuta: [], zone: [],
    status: [], napomena: [], leadHours: [],
    rating: { zakazivanje: [], entitet: [], ocena: [], afterHours: [] },
  };
}

export type BookingCounts = Record<Status, number> & { total: number; ratings: number };

/**
 * Plans the bookings of a whole dataset. `prepare` sees every business once (to learn the total
 * weight); `plan` then fills rows business by business, in the same order.
 */
export class BookingPlanner {
  private readonly days: ReturnType<typeof windowDays>;
  private readonly zones: string[] = [];
  private readonly busyness = new Map<number, number>();
  private totalWeight = 0;
  private scale = 0;
  private wanted = 0;
  private emitted = 0;
  readonly counts: BookingCounts = { pending: 0, confirmed: 0, rejected: 0, cancelled: 0, completed: 0, noShow: 0, total: 0, ratings: 0 };

  constructor(
    private readonly rng: Rng,
    private readonly seed: number,
    readonly window: Window,
    private readonly target: number,
    private readonly users: { first: number; count: number },
  ) {
    this.days = windowDays(window);
  }

  /** Time zones by index (the rows carry the index; the insert looks the name up). */
  get zoneNames(): string[] {
    return this.zones;
  }

  prepare(b: BusinessPlan): void {
    for (const e of b.employees) {
      const busy = this.rng.weighted(BUSYNESS);
      this.busyness.set(e.id, busy);
      for (const d of this.days) if (d.weekday <= e.dani) this.totalWeight += busy * d.weight * jitter(this.seed, e.id, d.offset);
    }
  }

  /** Bookings of one business into `rows`, with ratings on some completed ones by its rating profile. */
  plan(b: BusinessPlan, rows: BookingRows, ids: { zakazivanje: number }): void {
    if (this.scale === 0) this.scale = this.target / this.totalWeight;
    const rng = this.rng;
    let zone = this.zones.indexOf(b.zona);
    if (zone < 0) zone = this.zones.push(b.zona) - 1;
    const completed: number[] = [];
    const dayUnits = (b.hours.kraj - b.hours.pocetak) / STEP;
    for (const e of b.employees) {
      const busy = this.busyness.get(e.id)!;
      for (const d of this.days) {
        if (d.weekday > e.dani) continue;
        this.wanted += this.scale * busy * d.weight * jitter(this.seed, e.id, d.offset);
        const k = Math.floor(this.wanted + 1e-9) - this.emitted;
        if (k <= 0) continue;
        // k services; drop some while they do not fit in the day, then spread the free units
        // over the k + 1 gaps before, between and after them.
        const services = Array.from({ length: k }, () => rng.pick(b.services));
        const units = services.map((s) => Math.ceil(s.minuta / STEP));
        let used = units.reduce((a, u) => a + u, 0);
        while (used > dayUnits) {
          const i = rng.int(0, services.length - 1);
          used -= units[i]!;
          services.splice(i, 1);
          units.splice(i, 1);
        }
        const cuts = Array.from({ length: services.length }, () => rng.int(0, dayUnits - used)).sort((x, y) => x - y);
        let at = 0;
        let previousCut = 0;
        services.forEach((s, i) => {
          at += cuts[i]! - previousCut;
          previousCut = cuts[i]!;
          const status = rng.weighted(d.offset < 0 ? PAST : FUTURE);
          const id = ++ids.zakazivanje;
          rows.id.push(id);
          rows.entitet.push(b.id);
          rows.usluga.push(s.usluga);
          rows.zaposleni.push(e.id);
          rows.user.push(this.users.first + rng.int(0, this.users.count - 1));
          rows.day.push(d.offset);
          rows.startMin.push(b.hours.pocetak + at * STEP);
          rows.minuta.push(s.minuta);
          rows.cena.push(s.cena);
          rows.valuta.push(b.valuta);
          rows.zone.push(zone + 1);
          rows.status.push(STATUS_INDEX.get(status)!);
          rows.napomena.push(rng.chance(0.08) ? rng.pick(BOOKING_NOTES) : null);
          rows.leadHours.push(rng.int(2, 21 * 24));
          this.counts[status]++;
          if (status === 'completed') completed.push(id);
          at += units[i]!;
        });
        this.emitted += services.length;
        this.counts.total += services.length;
      }
    }
    const [lo, hi] = RATING_COUNTS[b.profile];
    const scores = scoresFor(rng, b.profile, Math.min(completed.length, rng.int(lo, hi)));
    const rated = rng.shuffle(completed).slice(0, scores.length);
    scores.forEach((ocena, i) => {
      rows.rating.zakazivanje.push(rated[i]!);
      rows.rating.entitet.push(b.id);
      rows.rating.ocena.push(ocena);
      rows.rating.afterHours.push(rng.int(1, 48));
    });
    this.counts.ratings += scores.length;
  }
}

/**
 * Writes planned bookings. Local day and minutes become the instant in the business's zone in
 * SQL (`timestamp AT TIME ZONE zone`: PostgreSQL's zone database, DST included).
 */
export async function writeBookings(client: pg.PoolClient, rows: BookingRows, window: Window, zones: string[]): Promise<void> {
  await client.query(
    `INSERT INTO zakazivanje (id, entitet_id, usluga_id, zaposleni_id, user_id, termin, cena, valuta, status, napomena, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, ent, usl, zap, usr, tstzrange(s, s + make_interval(mins => minuta)), cena, val, ($15::text[])[st], nap,
            least(s - make_interval(hours => lead), now() - make_interval(mins => lead))
       FROM (SELECT t.*, ($16::date + day + make_interval(mins => start_min)) AT TIME ZONE ($17::text[])[zi] AS s
               FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::int[], $7::int[], $8::int[],
                           $9::numeric[], $10::text[], $11::int[], $12::int[], $13::text[], $14::int[])
                    AS t(id, ent, usl, zap, usr, day, start_min, minuta, cena, val, zi, st, nap, lead)) x`,
    [
      rows.id, rows.entitet, rows.usluga, rows.zaposleni, rows.user, rows.day, rows.startMin, rows.minuta,
      rows.cena, rows.valuta, rows.zone, rows.status, rows.napomena, rows.leadHours,
      STATUSES, window.today, zones,
    ],
  );
}

/** Ratings on written completed bookings: by the booking's user, some hours after it ended. */
export async function writeRatings(client: pg.PoolClient, rows: BookingRows): Promise<void> {
  const r = rows.rating;
  if (r.zakazivanje.length === 0) return;
  await client.query(
    `INSERT INTO utisak (entitet_id, zakazivanje_id, user_id, ocena, created_at)
     SELECT t.ent, z.id, z.user_id, t.ocena, least(upper(z.termin) + make_interval(hours => t.after), now())
       FROM unnest($1::bigint[], $2::bigint[], $3::smallint[], $4::int[]) AS t(zak, ent, ocena, after)
       JOIN zakazivanje z ON z.id = t.zak`,
    [r.zakazivanje, r.entitet, r.ocena, r.afterHours],
  );
}
