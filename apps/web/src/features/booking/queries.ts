import { queryOptions } from '@tanstack/react-query';
import { unionTimes, type EmployeeTimes } from './anyone';
import { getEmployeeDay } from './api/getEmployeeDay';
import { getFreeDays, type FreeDaysParams } from './api/getFreeDays';
import { getFreeSlots } from './api/getFreeSlots';
import { getMyBookings } from './api/getMyBookings';
import { getMyRatings } from './api/ratings';

/** Free times change under the user's eyes: short staleness, and live events invalidate them. */
const FRESH = 15_000;

export const bookingKeys = {
  all: ['booking'] as const,
  slots: (entitetId: number) => ['booking', 'slots', entitetId] as const,
  days: (entitetId: number) => ['booking', 'days', entitetId] as const,
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

export const myBookingsQuery = (userId: number) =>
  queryOptions({ queryKey: bookingKeys.mine(userId), queryFn: ({ signal }) => getMyBookings(userId, signal), staleTime: 0 });

export const employeeDayQuery = (employeeId: number, datum: string) =>
  queryOptions({
    queryKey: [...bookingKeys.employeeDay(employeeId), datum],
    queryFn: ({ signal }) => getEmployeeDay(employeeId, datum, signal),
    staleTime: 0,
    refetchInterval: 60_000,
  });

export const myRatingsQuery = (userId: number) =>
  queryOptions({ queryKey: ['booking', 'my-ratings', userId], queryFn: ({ signal }) => getMyRatings(userId, signal), staleTime: 0 });
