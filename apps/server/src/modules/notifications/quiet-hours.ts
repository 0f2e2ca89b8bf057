import { addDays, instantToWall, minutesOf, wallToInstant } from '@zakazi/contract/calendar';

/** Reminders go by SMS only between 08:00 and 21:00 in the business's time zone (CONTRACT.md, Notifications). */
const QUIET_FROM = 21 * 60;
const QUIET_UNTIL = 8 * 60;

/** When an SMS reminder due at `at` may go: `at` itself in the day, else the next 08:00 in `timeZone`. */
export function afterQuietHours(at: Date, timeZone: string): Date {
  const { datum, vreme } = instantToWall(at, timeZone);
  const minutes = minutesOf(vreme);
  if (minutes >= QUIET_UNTIL && minutes < QUIET_FROM) return at;
  const day = minutes >= QUIET_FROM ? addDays(datum, 1) : datum;
  // 08:00 exists every day (clock changes happen at night, in the zones the product serves).
  return wallToInstant(day, QUIET_UNTIL, timeZone) ?? at;
}
