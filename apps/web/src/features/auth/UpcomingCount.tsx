import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MojiTermini } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { http, unwrap } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';

/**
 * How many upcoming visits the customer has, beside "Moji termini" in the menu: `posete` of the
 * first page of GET /api/Profil/termini (a visit of several services counts once, not per part). Its key lies under the booking feature's
 * ['booking', 'mine', userId], so booking, moving or cancelling (which make that key stale)
 * brings the number up to date.
 */
export function UpcomingCount({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['booking', 'mine', userId, 'count'],
    queryFn: async ({ signal }) =>
      unwrap(await http.get<MojiTermini>(bookingPaths.myAppointments, { userId, vrsta: 'predstojeci', page: 1, pageSize: 1 }, signal), 'upcoming count').posete,
    staleTime: 60_000,
  });
  if (!query.data) return null;
  return (
    <Badge size="sm" circle component="span" ml={6} aria-label={t('auth.menu.upcoming', { count: query.data })} data-testid="upcoming-count">
      {query.data}
    </Badge>
  );
}
