import { queryOptions } from '@tanstack/react-query';
import { unionTimes, type EmployeeTimes } from './anyone';
import { getEmployeeDay } from './api/getEmployeeDay';
import { getFreeDays, type FreeDaysParams } from './api/getFreeDays';
import { getFreeSlots } from './api/getFreeSlots';
import { getVisitSlots, type VisitSlotsParams } from './api/getVisitSlots';
import { getMyAppointments, type AppointmentKind } from './api/getMyAppointments';
import { getMyRatings } from './api/ratings';

/** Free times change under the user's eyes: short staleness, and live events invalidate them. */
const FRESH = 15_000;

export const bookingKeys = {
  all: ['booking'] as const,
  slots: (entitetId: number) => ['booking', 'slots', entitetId] as const,
  days: (entitetId: number) => ['booking', 'days', entitetId] as const,
  /** What a live-slots event makes stale: the business's free times and free days. */
  live: (entitetId: number) => [['booking', 'slots', entitetId], ['booking', 'days', entitetId]] as const,
  mine: (userId: number) => ['booking', 'mine', userId] as const,
  employeeDay: (employeeId: number) => ['booking', 'employee-day', employeeId] as const,
};

export const freeDaysQuery = (p: FreeDaysParams) =>
  queryOptions({
    queryKey: [...bookingKeys.days(p.entitetId), p.uslugaId, p.zaposleniId ?? 0, p.od, p.do],
    queryFn: ({ signal }) => getFreeDays(p, signal),
    staleTime: FRESH,
  });

export type DayTimes = {
  /** the times shown, HH:mm, ascending */
  times: string[];
  /** per employee (all of the service's employees for "anyone", else just the chosen one) */
  perEmployee: EmployeeTimes[];
};

/**
 * Free times of a day. For one employee: that employee's. For "anyone": one call per employee who
 * performs the service, so a chosen time can be booked with someone who is free then.
 */
export const dayTimesQuery = (p: { entitetId: number; uslugaId: number; datum: string; employeeIds: number[]; zaposleniId: number | null }) =>
  queryOptions({
    queryKey: [...bookingKeys.slots(p.entitetId), p.datum, p.uslugaId, p.zaposleniId ?? 0, p.employeeIds.join(',')],
    queryFn: async ({ signal }): Promise<DayTimes> => {
      const ids = p.zaposleniId ? [p.zaposleniId] : p.employeeIds;
      const perEmployee = await Promise.all(
        ids.map(async (zaposleniId) => ({
          zaposleniId,
          times: await getFreeSlots({ entitetId: p.entitetId, uslugaId: p.uslugaId, datum: p.datum, zaposleniId }, signal),
        })),
      );
      return { times: unionTimes(perEmployee), perEmployee };
    },
    staleTime: FRESH,
  });

/** Free starts of a visit of several services on a day (one call: the server fits the parts together). */
export const visitTimesQuery = (p: VisitSlotsParams) =>
  queryOptions({
    queryKey: [...bookingKeys.slots(p.entitetId), p.datum, 'visit', p.parts.map((part) => `${part.uslugaId}:${part.zaposleniId ?? 0}`).join(',')],
    queryFn: async ({ signal }): Promise<DayTimes> => ({ times: await getVisitSlots(p, signal), perEmployee: [] }),
    staleTime: FRESH,
  });

/** A page of the user's appointments ("Moji termini"); under bookingKeys.mine, which a booking or a change makes stale. */
export const myAppointmentsQuery = (userId: number, vrsta: AppointmentKind, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...bookingKeys.mine(userId), vrsta, page, pageSize],
    queryFn: ({ signal }) => getMyAppointments(userId, { vrsta, page, pageSize }, signal),
    staleTime: 0,
  });

export const employeeDayQuery = (employeeId: number, datum: string) =>
  queryOptions({
    queryKey: [...bookingKeys.employeeDay(employeeId), datum],
    queryFn: ({ signal }) => getEmployeeDay(employeeId, datum, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const myRatingsQuery = (userId: number) =>
  queryOptions({ queryKey: ['booking', 'my-ratings', userId], queryFn: ({ signal }) => getMyRatings(userId, signal), staleTime: 0 });
