import type { RadnaNedelja, SetRadnaNedeljaBody } from '@zakazi/contract';
import { formatMinutes, minutesOf } from '@zakazi/contract/calendar';
import { dayProblems } from '@zakazi/contract/working-week';

/**
 * The working-week editor's model (pure, unit-tested): seven days Monday..Sunday, each on or off
 * with a start, an end and zero or more breaks, converted from and to the wire shape
 * (CONTRACT.md: POST /api/RadnaNedelja/{zaposleniId}/dodaj-radnu-nedelju {dani, pauze}).
 */

export type BreakDraft = { pocetak: string; kraj: string };
export type DayDraft = { dan: number; on: boolean; pocetak: string; kraj: string; pauze: BreakDraft[] };
export type WeekDraft = DayDraft[];

/** What a day gets when it is switched on without earlier hours. */
const DEFAULT_HOURS = { pocetak: '09:00', kraj: '17:00' } as const;
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function fromWire(week: RadnaNedelja | null | undefined): WeekDraft {
  return DAYS.map((dan) => {
    const day = week?.dani.find((d) => d.dan === dan);
    const pauze = (week?.pauze ?? [])
      .filter((p) => p.dan === dan)
      .map((p) => ({ pocetak: p.pocetak, kraj: p.kraj }))
      .sort((a, b) => a.pocetak.localeCompare(b.pocetak));
    return day
      ? { dan, on: true, pocetak: day.pocetak, kraj: day.kraj, pauze }
      : { dan, on: false, pocetak: DEFAULT_HOURS.pocetak, kraj: DEFAULT_HOURS.kraj, pauze: [] };
  });
}

/** Only the days that are on go out, with their breaks. */
export function toWire(week: WeekDraft): SetRadnaNedeljaBody {
  const on = week.filter((d) => d.on);
  return {
    dani: on.map((d) => ({ dan: d.dan, pocetak: d.pocetak, kraj: d.kraj })),
    pauze: on.flatMap((d) => d.pauze.map((p) => ({ dan: d.dan, pocetak: p.pocetak, kraj: p.kraj }))),
  };
}

/** Problems the editor names next to the field (keys of schedule.errors in i18n.ts): the working-week rule the server applies too. */
export type DayProblems = ReturnType<typeof dayProblems>;

export function validateDay(day: DayDraft): DayProblems {
  if (!day.on) return { hours: null, pauze: day.pauze.map(() => null) };
  return dayProblems(day, day.pauze);
}

export function validateWeek(week: WeekDraft): DayProblems[] {
  return week.map(validateDay);
}

export function isValid(problems: DayProblems[]): boolean {
  return problems.every((d) => d.hours === null && d.pauze.every((p) => p === null));
}

/** A new break for a day: half an hour around the middle of the day (12:00–12:30 when the hours are not set). */
export function suggestBreak(day: DayDraft): BreakDraft {
  if (dayProblems(day, []).hours) return { pocetak: '12:00', kraj: '12:30' };
  const start = minutesOf(day.pocetak);
  const end = minutesOf(day.kraj);
  const from = Math.max(start, Math.min(Math.floor((start + end) / 2 / 30) * 30, end - 30));
  return { pocetak: formatMinutes(from), kraj: formatMinutes(Math.min(end, from + 30)) };
}
