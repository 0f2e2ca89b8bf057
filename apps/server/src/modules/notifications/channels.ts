import { internationalDigits } from '@zakazi/contract/phone';
import type { Config } from '../../config.ts';
import { shortText, smsText, type ChannelEvent, type ChannelView } from './channel-texts.ts';
import type { NewJob } from './job-queue.ts';
import { pushJobs } from './push-delivery.ts';
import type { recipientOf } from './queries.ts';
import { afterQuietHours } from './quiet-hours.ts';
import { smsJob } from './sms-delivery.ts';
import type { Jezik } from './templates.ts';

/** A person to notify, as queries.recipientOf reads them (notifications/index.ts's `recipientOf`). */
export type Recipient = NonNullable<Awaited<ReturnType<typeof recipientOf>>>;

/** What happened, for the short channels (push, SMS), and whose business it is. */
export type ChannelNotice = {
  event: ChannelEvent;
  view: ChannelView;
  /** the page a tap on the push opens */
  url: string;
  entitetId: number;
  timeZone: string;
};

/** Events the customer learns of by SMS too (CONTRACT.md: reminders, and a change they must know of now). */
const SMS_EVENTS: ReadonlySet<ChannelEvent> = new Set(['confirmed', 'rejected', 'cancelledByBusiness', 'movedByBusiness', 'reminder']);

/** The person's SMS number in international form, or null when they have none that exists. */
function smsNumberOf(person: Recipient): string | null {
  return person.broj_telefona ? internationalDigits(person.broj_telefona) : null;
}

/** Whether an SMS of this event may go to the person: a gateway is set, they chose SMS, the event is one for SMS, they have a number. */
export function wantsSms(config: Config, person: Recipient, event: ChannelEvent): boolean {
  return Boolean(config.sms.url) && person.kanal_sms && SMS_EVENTS.has(event) && smsNumberOf(person) !== null;
}

/**
 * The push jobs (one per browser, when the person allows pushes) and, when `sms` is true (the
 * caller checked wantsSms and any once-only rule), the SMS job of a notice. A reminder's SMS waits
 * out the quiet hours of the business's time zone; every other SMS goes at once.
 */
export function channelJobs(person: Recipient, notice: ChannelNotice, sms: boolean, now: Date): NewJob[] {
  const jezik: Jezik = person.jezik === 'en' ? 'en' : 'sr';
  const jobs: NewJob[] = [];
  if (person.kanal_push) jobs.push(...pushJobs(person.subscriptions, { ...shortText(jezik, notice.event, notice.view), url: notice.url }));
  const to = smsNumberOf(person);
  if (sms && to) {
    const at = notice.event === 'reminder' ? afterQuietHours(now, notice.timeZone) : now;
    jobs.push(smsJob({ to, text: smsText(jezik, notice.event, notice.view), entitetId: notice.entitetId, timeZone: notice.timeZone }, at > now ? at : undefined));
  }
  return jobs;
}
