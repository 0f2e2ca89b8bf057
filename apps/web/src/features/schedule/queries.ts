import { queryOptions } from '@tanstack/react-query';
import { getWorkingWeek } from './api/getWorkingWeek';

export const workingWeekQuery = (zaposleniId: number) =>
  queryOptions({
    queryKey: ['schedule', 'week', zaposleniId],
    queryFn: ({ signal }) => getWorkingWeek(zaposleniId, signal),
    // The editor holds a draft: do not swap the week under it.
    staleTime: Number.POSITIVE_INFINITY,
  });
