import { Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { EmptyState, ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import type { BookingAction } from '../api/changeBookingStatus';
import { addDays, todayIn } from '@zakazi/contract/calendar';
import { businessBookingsQuery } from '../queries';
import { DEFAULT_ZONE, useBusiness } from '../useBusiness';
import { BookingItem } from './BookingItem';

/**
 * The business's pending requests from today on, soonest first (the server's range is at most 366
 * days). The inbox and the phone's jump button share this one query (one request, one key).
 */
export function usePendingBookings(entitetId: number) {
  const business = useBusiness(entitetId);
  const today = todayIn(business.data?.vremenskaZona ?? DEFAULT_ZONE);
  const query = useQuery({
    ...businessBookingsQuery(entitetId, { od: today, do: addDays(today, 365), status: 'pending' }),
    enabled: business.isSuccess,
    refetchInterval: 60_000,
  });
  return { query, pending: [...(query.data ?? [])].sort((a, b) => a.pocetak.localeCompare(b.pocetak)) };
}

/** The inbox's heading: named by its section, and where the phone's jump button takes the focus. */
export const INBOX_TITLE_ID = 'ops-inbox-title';

/** The inbox: the pending requests, each with its answers. */
export function Inbox({ entitetId, busy, onAction }: {
  entitetId: number;
  busy: boolean;
  onAction: (b: BusinessZakazivanje, action: BookingAction) => void;
}) {
  const { t } = useTranslation();
  const { query, pending } = usePendingBookings(entitetId);

  return (
    <section aria-labelledby={INBOX_TITLE_ID} data-testid="bookings-inbox">
      <Group justify="space-between" align="center" mb={4}>
        <Title order={2} size="h3" id={INBOX_TITLE_ID} tabIndex={-1}>{t('ownerOps.bookings.inboxTitle')}</Title>
        {query.isSuccess && pending.length > 0 && (
          <Badge color="warning" variant="filled" size="lg">{t('ownerOps.bookings.inboxCount', { count: pending.length })}</Badge>
        )}
      </Group>
      <Text c="dimmed" size="sm" mb="md">{t('ownerOps.bookings.inboxHint')}</Text>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !query.isSuccess ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : pending.length === 0 ? (
        <EmptyState title={t('ownerOps.bookings.inboxEmpty')} />
      ) : (
        <Stack gap="sm" className="ops-grid">
          {pending.map((b) => <BookingItem key={b.id} booking={b} showDate busy={busy} onAction={onAction} />)}
        </Stack>
      )}
    </section>
  );
}
