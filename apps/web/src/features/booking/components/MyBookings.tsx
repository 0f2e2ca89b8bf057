import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Zakazivanje } from '@zakazi/contract';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorState } from '@/components/States';
import { entityQuery } from '@/features/businesses';
import { formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { formatDayLong } from '../dates';
import { myBookingsQuery, myRatingsQuery } from '../queries';
import { bookingView } from '../status';
import { changeDeadline, withinWindow } from '../window';
// The dialogs (Mantine's Modal with its focus trap, overlay and scroll lock) load when first opened:
// through the feature's index they were part of every page that books, the business page too.
const CancelDialog = lazy(() => import('./CancelDialog').then((m) => ({ default: m.CancelDialog })));
const RateDialog = lazy(() => import('./RateDialog').then((m) => ({ default: m.RateDialog })));
const RescheduleDialog = lazy(() => import('./RescheduleDialog').then((m) => ({ default: m.RescheduleDialog })));
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
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const queryClient = useQueryClient();
  const bookings = useQuery(myBookingsQuery(userId));
  const ratings = useQuery(myRatingsQuery(userId));
  const [cancelling, setCancelling] = useState<Zakazivanje | null>(null);
  const [rating, setRating] = useState<Zakazivanje | null>(null);
  const [moving, setMoving] = useState<Zakazivanje | null>(null);
  const [showAllPast, setShowAllPast] = useState(false);
  // Mounted from the first opening on, so a dialog keeps its closing transition afterwards.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((cancelling || rating || moving) && !dialogsWanted) setDialogsWanted(true);

  const split = useMemo(() => {
    const now = new Date();
    const rated = new Set((ratings.data ?? []).map((r) => r.zakazivanjeId));
    const items = (bookings.data ?? []).map((b) => ({ booking: b, view: bookingView(b, now, rated, b.id) }));
    return {
      upcoming: items.filter((i) => i.view.upcoming).sort((a, b) => a.booking.pocetak.localeCompare(b.booking.pocetak)),
      past: items.filter((i) => !i.view.upcoming).sort((a, b) => b.booking.pocetak.localeCompare(a.booking.pocetak)),
    };
  }, [bookings.data, ratings.data]);

  // Each upcoming booking's business: its cancellation window, horizon and time zone.
  const businessIds = [...new Set(split.upcoming.map((i) => i.booking.entitetId))];
  const businesses = useQueries({
    queries: businessIds.map((id) => ({ ...entityQuery(id), staleTime: 60_000 })),
    combine: (results) => new Map(results.flatMap((r, i) => (r.data ? [[businessIds[i]!, r.data] as const] : []))),
  });

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
              {split.upcoming.map(({ booking }) => {
                const business = businesses.get(booking.entitetId);
                const hours = business?.otkazivanjeSati;
                const open = hours === undefined ? null : withinWindow(booking.pocetak, hours);
                return (
                  <BookingItem
                    key={booking.id}
                    booking={booking}
                    note={
                      hours === undefined ? null : open ? (
                        <Text size="xs" c="dimmed" data-testid="window-open">
                          {t('booking.window.until', { when: formatDeadline(changeDeadline(booking.pocetak, hours), booking.vremenskaZona, lang) })}
                        </Text>
                      ) : (
                        <Text size="xs" c="warning.4" data-testid="window-closed">{t('booking.window.closed', { count: hours })}</Text>
                      )
                    }
                  >
                    <Button size="compact-md" variant="light" disabled={open !== true} onClick={() => setMoving(booking)} data-testid="reschedule-open">
                      {t('booking.reschedule.open')}
                    </Button>
                    <Button size="compact-md" variant="subtle" color="negative" disabled={open !== true} onClick={() => setCancelling(booking)}>
                      {t('booking.list.cancel')}
                    </Button>
                  </BookingItem>
                );
              })}
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
          <RescheduleDialog booking={moving} entity={moving ? businesses.get(moving.entitetId) : undefined} onClose={() => setMoving(null)} onDone={reload} />
        </Suspense>
      )}
    </section>
  );
}

/** "pon, 9. jun u 10:00" in the business's zone: until when the customer may still change a booking. */
function formatDeadline(ms: number, timeZone: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'sr-Latn-RS', { timeZone, weekday: 'short', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms);
}

function BookingItem({ booking, children, note }: { booking: Zakazivanje; children?: React.ReactNode; note?: React.ReactNode }) {
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
      {note && <div className="booking-item__note">{note}</div>}
      {children && <Group gap="xs" mt="xs" justify="flex-end">{children}</Group>}
    </li>
  );
}
