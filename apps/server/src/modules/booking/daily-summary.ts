import { addDays, instantToWall, wallToInstant, type IsoDay } from '@zakazi/contract/calendar';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { dailySummaryMail, enqueueJobs, mailJob, pushJobs, recipientOf, summaryShortText, unsubscribeUrl, type NewJob } from '../notifications/index.ts';
import * as queries from './queries.ts';

type Executor = Kysely<Database>;

/**
 * The daily summary of an employee's or owner's bookings (issue 30, item 3; the preference
 * posao.dnevniPregledSat, an addition to CONTRACT.md): at the chosen hour of their business's time
 * zone, one job per person lists that day's live bookings by mail and push, as their kanali say;
 * nothing goes on a day without bookings. Each run schedules the next (the next time that hour
 * comes, so a day of DST or a server that was down never makes it run twice or catch up); a new
 * hour replaces the waiting job. The job runs in a transaction with its done mark: its mail, push
 * and next jobs are enqueued exactly once.
 */
export const SUMMARY_JOB = 'daily-summary';

type SummaryPayload = { userId: number; datum: IsoDay };

/** The instant of `hour`:00 on `day` in `zone` (an hour the clocks skip: the one after). */
function atHour(day: IsoDay, hour: number, zone: string): Date {
  return wallToInstant(day, hour * 60, zone) ?? wallToInstant(day, hour * 60 + 60, zone)!;
}

/** The person's next summary job: the first time their hour comes after `now`. */
function nextSummary(userId: number, hour: number, zone: string, now: Date): NewJob {
  const today = instantToWall(now, zone).datum;
  const datum = atHour(today, hour, zone) > now ? today : addDays(today, 1);
  const payload: SummaryPayload = { userId, datum };
  // One per person and day: two schedulings at once (two PUTs) make one job.
  return { kind: SUMMARY_JOB, payload, runAt: atHour(datum, hour, zone), dedupKey: `${SUMMARY_JOB}:${userId}:${datum}` };
}

/** After the person's hour changed: their waiting summary replaced by one at the new hour (none without an hour or a business). */
export async function scheduleDailySummary(db: Executor, userId: number, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await queries.deleteWaitingSummaries(trx, SUMMARY_JOB, userId);
    const target = await queries.summaryTargetOf(trx, userId);
    if (target?.hour == null) return;
    await enqueueJobs(trx, [nextSummary(userId, target.hour, target.zone, now)]);
  });
}

export function dailySummaryHandler(config: Config, clock: () => Date) {
  return async (trx: Executor, payload: Record<string, unknown>) => {
    const { userId, datum } = payload as SummaryPayload;
    const target = await queries.summaryTargetOf(trx, userId);
    // The hour turned off, the account or the business gone: the chain ends here.
    if (target?.hour == null) return [];
    const jobs: NewJob[] = [nextSummary(userId, target.hour, target.zone, clock())];
    const from = atHour(datum, 0, target.zone);
    const bookings = await queries.summaryBookingsOf(trx, userId, from, atHour(addDays(datum, 1), 0, target.zone));
    const person = await recipientOf(trx, userId);
    if (bookings.length > 0 && person) {
      const jezik = person.jezik === 'en' ? 'en' : 'sr';
      const link = `${config.publicUrl}${person.role === 'Employee' ? '/employee' : '/entity/edit'}`;
      const stavke = bookings.map((b) => ({
        vreme: instantToWall(new Date(b.pocetak), b.vremenska_zona).vreme,
        usluga: b.usluga_naziv,
        kupac: b.korisnik_ime ?? '—',
        zaposleni: b.zaposleni_ime,
        naPotvrdi: b.status === 'pending',
      }));
      if (person.kanal_email && person.email) {
        jobs.push(mailJob(person.email, { ...dailySummaryMail(jezik, { datum, stavke, link }), unsubscribeUrl: unsubscribeUrl(config.publicUrl, config.jwtSecret, userId, 'summary') }));
      }
      if (person.kanal_push) jobs.push(...pushJobs(person.subscriptions, { ...summaryShortText(jezik, datum, stavke.length, stavke[0]!.vreme), url: link }));
    }
    return enqueueJobs(trx, jobs);
  };
}
