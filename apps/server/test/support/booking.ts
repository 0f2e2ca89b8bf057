import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { bookingPaths, type BookBody, type LiveSlotsEvent } from '@zakazi/contract';
import { buildApp } from '../../src/app.ts';
import { createDb, poolOf, type Db } from '../../src/db/database.ts';
import { addDays, todayIn, weekdayOf } from '@zakazi/contract/calendar';
import { bearer, tokenFor } from './auth.ts';
import { createBusiness, createUser, type BusinessInput } from './factories.ts';
import type { TestContext } from './test-app.ts';

/**
 * Helpers for the schedule and booking tests: a bookable business with its people and tokens,
 * dates on working days, a second app instance on the same database and an SSE reader.
 */

/** The first date at least `minDaysAhead` days from today (Belgrade) that falls on `weekday` (1 = Monday). */
export function nextWeekday(weekday: number, minDaysAhead = 2, zone = 'Europe/Belgrade'): string {
  let d = addDays(todayIn(zone), minDaysAhead);
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
}

export type BookingWorld = {
  businessId: number;
  serviceId: number;
  zaposleniId: number;
  owner: { id: number; email: string; token: string };
  employee: { id: number; email: string; token: string };
  customer: { id: number; email: string; token: string };
  otherCustomer: { id: number; email: string; token: string };
};

/**
 * A published business (Monday–Friday 09:00–17:00, one 30-minute service by default) whose owner,
 * employee and two customers have mail addresses and tokens. Options go to createBusiness; the
 * first employee is the `employee` user.
 */
export async function bookingWorld(ctx: TestContext, input: BusinessInput = {}): Promise<BookingWorld> {
  const person = async (role: 'Administrator' | 'Employee' | 'RegularUser', ime: string) => {
    const u = await createUser(ctx.db, { role, ime, brojTelefona: '+381 64 123 4567' });
    return { id: u.id, email: u.email!, token: await tokenFor(ctx, { id: u.id, role }) };
  };
  const owner = await person('Administrator', 'Vlasnik');
  const employee = await person('Employee', 'Jelena');
  const customer = await person('RegularUser', 'Ana');
  const otherCustomer = await person('RegularUser', 'Petar');
  const [first, ...rest] = input.employees ?? [{}];
  const business = await createBusiness(ctx.db, { ...input, ownerUserId: owner.id, employees: [{ ...first, userId: employee.id }, ...rest] });
  return { businessId: business.id, serviceId: business.serviceIds[0]!, zaposleniId: business.employeeIds[0]!, owner, employee, customer, otherCustomer };
}

export function bookBody(w: BookingWorld, datum: string, vreme: string, over: Partial<BookBody> = {}): BookBody {
  return { entitetId: w.businessId, uslugaId: w.serviceId, zaposleniId: w.zaposleniId, datum, vreme, ...over };
}

export async function book(ctx: TestContext | { app: FastifyInstance }, token: string, body: BookBody, idempotencyKey?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: bookingPaths.book,
    payload: body,
    headers: { ...bearer(token), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

export async function freeSlots(ctx: TestContext, w: BookingWorld, datum: string, zaposleniId?: number): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `${bookingPaths.freeSlots}?entitetId=${w.businessId}&uslugaId=${w.serviceId}&datum=${datum}${zaposleniId ? `&zaposleniId=${zaposleniId}` : ''}`,
  });
  if (res.statusCode !== 200) throw new Error(`free slots: ${res.statusCode} ${res.body}`);
  return res.json() as string[];
}

/** Another app instance (another "server process") over the same database, with its own pool. */
export async function secondApp(ctx: TestContext, poolSize = 10): Promise<{ app: FastifyInstance; db: Db; close: () => Promise<void> }> {
  const { db } = createDb(ctx.databaseUrl, poolSize);
  const app = await buildApp({ config: ctx.config, db }, { logger: false });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/**
 * Pushes onto `sent` the text of every SQL statement that the clients of `db`'s pool send, for
 * clients that connect from now on: call it before the pool's first query (secondApp's pool).
 */
export function recordStatements(db: Db, sent: string[]): void {
  poolOf(db)!.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (typeof args[0] === 'string') sent.push(args[0]);
      return query(...args);
    };
  });
}

/** A listening app's base URL (port chosen by the OS). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

export type SseClient = {
  response: IncomingMessage;
  events: LiveSlotsEvent[];
  comments: string[];
  /** resolves with the first event (already received or coming) that matches */
  waitFor: (match: (e: LiveSlotsEvent) => boolean, timeoutMs?: number) => Promise<LiveSlotsEvent>;
  close: () => void;
};

/** Opens an event stream and resolves once the server said it is ready (": ready"). */
export function openSse(url: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const events: LiveSlotsEvent[] = [];
    const comments: string[] = [];
    let waiters: { match: (e: LiveSlotsEvent) => boolean; resolve: (e: LiveSlotsEvent) => void }[] = [];
    const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`SSE ${response.statusCode}`));
        response.resume();
        return;
      }
      let buffer = '';
      let ready = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of block.split('\n')) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (data) {
            const event = JSON.parse(data.slice(6)) as LiveSlotsEvent;
            events.push(event);
            waiters = waiters.filter((w) => (w.match(event) ? (w.resolve(event), false) : true));
          }
          if (!ready && comments.includes('ready')) {
            ready = true;
            resolve(client);
          }
        }
      });
      const client: SseClient = {
        response,
        events,
        comments,
        waitFor: (match, timeoutMs = 5000) => {
          const seen = events.find(match);
          if (seen) return Promise.resolve(seen);
          return new Promise((res, rej) => {
            const timer = setTimeout(() => rej(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`)), timeoutMs);
            waiters.push({ match, resolve: (e) => (clearTimeout(timer), res(e)) });
          });
        },
        close: () => req.destroy(),
      };
    });
    req.on('error', reject);
    req.end();
  });
}

/** Makes every waiting job due now and runs one pass of the job worker. */
export async function runDueJobs(ctx: TestContext, kind?: string): Promise<void> {
  let q = ctx.db.updateTable('job').set({ run_at: new Date() }).where('done_at', 'is', null).where('failed_at', 'is', null);
  if (kind) q = q.where('kind', '=', kind);
  await q.execute();
  await ctx.app.jobWorker.tick();
}
