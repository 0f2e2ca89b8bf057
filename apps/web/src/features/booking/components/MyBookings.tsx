import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Zakazivanje } from '@zakazi/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/States';
import { formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { formatDayLong } from '../dates';
import { myBookingsQuery, myRatingsQuery } from '../queries';
import { bookingView } from '../status';
// The dialogs (Mantine's Modal with its focus trap, overlay and scroll lock) load when first opened:
// through the feature's index they were part of every page that books, the business page too.
const CancelDialog = lazy(() => import('./CancelDialog').then((m) => ({ default: m.CancelDialog })));
const RateDialog = lazy(() => import('./RateDialog').then((m) => ({ default: m.RateDialog })));
import { StatusBadge } from './StatusBadge';
import '../booking.css';

/** How many past bookings show before "show all". */
const PAST_PREVIEW = 5;

/**
 * The user's bookings on /profile: upcoming (pending or confirmed, not started; soonest first)
 * with cancel, then past and cancelled ones (newest first) with "rate your visit" for completed
 * visits not rated yet.
 */
export function MyBookings({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bookings = useQuery(myBookingsQuery(userId));
  const ratings = useQuery(myRatingsQuery(userId));
  const [cancelling, setCancelling] = useState<Zakazivanje | null>(null);
  const [rating, setRating] = useState<Zakazivanje | null>(null);
  const [showAllPast, setShowAllPast] = useState(false);
  // Mounted from the first opening on, so a dialog keeps its closing transition afterwards.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((cancelling || rating) && !dialogsWanted) setDialogsWanted(true);

  const split = useMemo(() => {
    const now = new Date();
    const rated = new Set((ratings.data ?? []).map((r) => r.zakazivanjeId));
    const items = (bookings.data ?? []).map((b) => ({ booking: b, view: bookingView(b, now, rated, b.id) }));
    return {
      upcoming: items.filter((i) => i.view.upcoming).sort((a, b) => a.booking.pocetak.localeCompare(b.booking.pocetak)),
      past: items.filter((i) => !i.view.upcoming).sort((a, b) => b.booking.pocetak.localeCompare(a.booking.pocetak)),
    };
  }, [bookings.data, ratings.data]);

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: myBookingsQuery(userId).queryKey });
    void queryClient.invalidateQueries({ queryKey: myRatingsQuery(userId).queryKey });
  };

  const heading = <Title order={2} size="h3" id="profile-bookings" mb="sm">{t('booking.list.title')}</Title>;
  if (bookings.isError && !bookings.data) return <section aria-labelledby="profile-bookings">{heading}<ErrorState onRetry={() => void bookings.refetch()} /></section>;
  if (!bookings.data) {
    return (
      <section aria-labelledby="profile-bookings" aria-busy="true">
        {heading}
        <Stack gap="sm">{[0, 1].map((i) => <Skeleton key={i} height={96} radius={14} />)}</Stack>
      </section>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <section aria-labelledby="profile-bookings">
        {heading}
        <EmptyState title={t('booking.list.empty')} text={t('booking.list.emptyText')} action={<Button component={Link} to="/" variant="light" mt="xs">{t('booking.list.find')}</Button>} />
      </section>
    );
  }
  const past = showAllPast ? split.past : split.past.slice(0, PAST_PREVIEW);

  return (
    <section aria-labelledby="profile-bookings" data-testid="my-bookings">
      {heading}
      <Stack gap="lg">
        <div>
          <Title order={3} size="h5" mb="xs" c="dimmed" tt="uppercase" fz="xs" lts="0.06em">{t('booking.list.upcoming')}</Title>
          {split.upcoming.length === 0 ? (
            <Text c="dimmed" size="sm">{t('booking.list.noUpcoming')}</Text>
          ) : (
            <ul className="booking-list" data-testid="upcoming-bookings">
              {split.upcoming.map(({ booking }) => (
                <BookingItem key={booking.id} booking={booking}>
                  <Button size="compact-sm" variant="subtle" color="negative" onClick={() => setCancelling(booking)}>{t('booking.list.cancel')}</Button>
                </BookingItem>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Title order={3} size="h5" mb="xs" c="dimmed" tt="uppercase" fz="xs" lts="0.06em">{t('booking.list.past')}</Title>
          {split.past.length === 0 ? (
            <Text c="dimmed" size="sm">{t('booking.list.noPast')}</Text>
          ) : (
            <ul className="booking-list" data-testid="past-bookings">
              {past.map(({ booking, view }) => (
                <BookingItem key={booking.id} booking={booking}>
                  {view.canRate && <Button size="compact-sm" variant="light" onClick={() => setRating(booking)}>{t('booking.list.rate')}</Button>}
                  {booking.status === 'completed' && !view.canRate && <Badge variant="outline" color="warning" size="sm">{t('booking.list.rated')}</Badge>}
                  <Button size="compact-sm" variant="subtle" component={Link} to={`/entity/${booking.entitetId}?usluga=${booking.uslugaId}&zaposleni=${booking.zaposleniId}`}>
                    {t('booking.list.again')}
                  </Button>
                </BookingItem>
              ))}
            </ul>
          )}
          {split.past.length > PAST_PREVIEW && (
            <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setShowAllPast((v) => !v)}>
              {showAllPast ? '−' : `+ ${split.past.length - PAST_PREVIEW}`}
            </Button>
          )}
        </div>
      </Stack>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} onDone={reload} />
          <RateDialog booking={rating} onClose={() => setRating(null)} onDone={reload} />
        </Suspense>
      )}
    </section>
  );
}

function BookingItem({ booking, children }: { booking: Zakazivanje; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li className="booking-item" data-status={booking.status} data-testid={`booking-${booking.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text className="booking-item__time">{booking.vreme} <Text span size="sm" c="dimmed" fw={500}>{formatDayLong(booking.datum, lang)}</Text></Text>
          <Anchor component={Link} to={`/entity/${booking.entitetId}`} fw={600} c="gray.0">{booking.entitetNaziv}</Anchor>
          <Text size="sm" c="dimmed">{booking.uslugaNaziv} · {booking.zaposleniIme} · {formatPrice(booking.cena, booking.valuta, lang)}</Text>
          {booking.napomena && <Text size="sm" c="gray.4">{t('booking.details.note')}: {booking.napomena}</Text>}
          {booking.razlog && <Text size="sm" c="gray.4">{t('booking.details.reason')}: {booking.razlog}</Text>}
        </Stack>
        <StatusBadge status={booking.status} />
      </Group>
      {children && <Group gap="xs" mt="xs" justify="flex-end">{children}</Group>}
    </li>
  );
}
