import { Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MojiTermini, TerminLokal, Zakazivanje } from '@zakazi/contract';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarIcon } from '@/components/icons';
import { EmptyState, ErrorState } from '@/components/States';
import { entityQuery } from '@/features/business-data';
import { errorSentence } from '@/lib/error-sentence';
import { formatDate, formatPrice } from '@/lib/format';
import { placeIn, useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { downloadCalendarFile } from '../api/calendarFile';
import type { AppointmentKind } from '../api/getMyAppointments';
import { bookingKeys, myAppointmentsQuery, myRatingsQuery } from '../queries';
import { bookingView } from '../status';
import { customerChoices } from '../window';
import { writeExtras } from '../visit';
import { StatusBadge } from './StatusBadge';
// The dialogs (Mantine's Modal with its focus trap, overlay and scroll lock) load when first opened.
const CancelDialog = lazy(() => import('./CancelDialog').then((m) => ({ default: m.CancelDialog })));
const RateDialog = lazy(() => import('./RateDialog').then((m) => ({ default: m.RateDialog })));
const RescheduleDialog = lazy(() => import('./RescheduleDialog').then((m) => ({ default: m.RescheduleDialog })));
import '../booking.css';
import { useTyped } from '@/lib/typed-text';

/** Visits per page of each list (the server pages by visit: a visit's parts are on one page). */
export const APPOINTMENTS_PAGE_SIZE = 10;

/** The link that opens a place on the map (the phone's maps app, where there is one). */
const mapLink = (a: { latitude: number; longitude: number }) => `https://www.google.com/maps/search/?api=1&query=${a.latitude},${a.longitude}`;

/**
 * "Zakaži ponovo": the business's booking flow with the same service and employee; the customer
 * picks the day. A part of a visit books the whole visit again: its first part's service and
 * employee, the others as the flow's added services (`dodatno`), each with its employee, in order
 * (all on the same page: the server pages by visit).
 */
function againLink(b: Zakazivanje, onPage: Zakazivanje[]): string {
  const parts = b.posetaId === null ? [b] : onPage.filter((p) => p.posetaId === b.posetaId).sort((x, y) => x.pocetak.localeCompare(y.pocetak));
  const [first, ...rest] = parts.length ? parts : [b];
  const dodatno = writeExtras(rest.map((p) => ({ uslugaId: p.uslugaId, zaposleniId: p.zaposleniId })));
  return `/entity/${b.entitetId}?usluga=${first!.uslugaId}&zaposleni=${first!.zaposleniId}${dodatno ? `&dodatno=${dodatno}` : ''}`;
}

/**
 * "Moji termini": the customer's upcoming appointments (soonest first) and the past and cancelled
 * ones (newest first), each list paged by the server. Every appointment says its status in words,
 * where it is (address, map link, the business's phone); an upcoming one goes into the calendar,
 * and is moved or cancelled while its window is open (otkazivanjeDo; a request may be withdrawn
 * after it); a past one is booked again or, once completed, rated.
 */
export function MyAppointments({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [upcomingPage, setUpcomingPage] = useState(1);
  const [pastPage, setPastPage] = useState(1);
  const upcoming = useQuery({ ...myAppointmentsQuery(userId, 'predstojeci', upcomingPage, APPOINTMENTS_PAGE_SIZE), placeholderData: keepPreviousData });
  const past = useQuery({ ...myAppointmentsQuery(userId, 'prosli', pastPage, APPOINTMENTS_PAGE_SIZE), placeholderData: keepPreviousData });
  const ratings = useQuery(myRatingsQuery(userId));
  const [cancelling, setCancelling] = useState<Zakazivanje | null>(null);
  // Kept after the dialog closes, so its title does not change during the closing transition.
  const [withdrawing, setWithdrawing] = useState(false);
  const [rating, setRating] = useState<Zakazivanje | null>(null);
  const [moving, setMoving] = useState<Zakazivanje | null>(null);
  // Mounted from the first opening on, so a dialog keeps its closing transition afterwards.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((cancelling || rating || moving) && !dialogsWanted) setDialogsWanted(true);

  // Each upcoming appointment's business: what moving it needs (its horizon, services, time zone).
  const businessIds = [...new Set((upcoming.data?.zakazivanja ?? []).map((b) => b.entitetId))];
  const businesses = useQueries({
    queries: businessIds.map((id) => ({ ...entityQuery(id), staleTime: 60_000 })),
    combine: (results) => new Map(results.flatMap((r, i) => (r.data ? [[businessIds[i]!, r.data] as const] : []))),
  });
  const rated = new Set((ratings.data ?? []).map((r) => r.zakazivanjeId));

  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.mine(userId) });
    void queryClient.invalidateQueries({ queryKey: myRatingsQuery(userId).queryKey });
  };

  if (upcoming.data?.total === 0 && past.data?.total === 0) {
    return (
      <EmptyState title={t('booking.list.empty')} text={t('booking.list.emptyText')} action={<Button component={Link} to="/" variant="light" mt="xs">{t('booking.list.find')}</Button>} />
    );
  }

  return (
    <Stack gap="xl" data-testid="my-bookings">
      <AppointmentList kind="predstojeci" title={t('booking.list.upcoming')} empty={t('booking.list.noUpcoming')} query={upcoming} page={upcomingPage} onPage={setUpcomingPage} testId="upcoming-bookings">
        {(booking, place) => {
          const { change, withdraw } = customerChoices(booking);
          const deadline = formatDate(new Date(booking.otkazivanjeDo), i18n.language, 'shortWeekdayDateTime', booking.vremenskaZona);
          return (
            <AppointmentItem
              key={booking.id}
              booking={booking}
              place={place}
              note={
                change ? (
                  <Text size="xs" c="dimmed" data-testid="window-open">{t('booking.window.until', { when: deadline })}</Text>
                ) : withdraw ? (
                  <Text size="xs" c="warning.4" data-testid="window-withdraw">{t('booking.window.withdraw', { when: deadline })}</Text>
                ) : (
                  <Text size="xs" c="warning.4" data-testid="window-closed">{t('booking.window.closedAt', { when: deadline })}</Text>
                )
              }
            >
              <Button
                size="compact-md"
                variant="subtle"
                leftSection={<CalendarIcon size={14} />}
                onClick={() => void downloadCalendarFile(booking).catch((error: unknown) => notify({ color: 'negative', message: errorSentence(error, t) }))}
                data-testid="add-to-calendar"
              >
                {t('booking.success.calendar')}
              </Button>
              <Button size="compact-md" variant="light" disabled={!change || !businesses.has(booking.entitetId)} onClick={() => setMoving(booking)} data-testid="reschedule-open">
                {t('booking.reschedule.open')}
              </Button>
              <Button
                size="compact-md"
                variant="subtle"
                color="negative"
                disabled={!change && !withdraw}
                onClick={() => {
                  setWithdrawing(withdraw);
                  setCancelling(booking);
                }}
              >
                {t(withdraw ? 'booking.list.withdraw' : 'booking.list.cancel')}
              </Button>
            </AppointmentItem>
          );
        }}
      </AppointmentList>
      <AppointmentList kind="prosli" title={t('booking.list.past')} empty={t('booking.list.noPast')} query={past} page={pastPage} onPage={setPastPage} testId="past-bookings">
        {(booking, place) => {
          const view = bookingView(booking, new Date(), rated, booking.id);
          return (
            <AppointmentItem key={booking.id} booking={booking} place={place}>
              {view.canRate && <Button size="compact-sm" variant="light" onClick={() => setRating(booking)}>{t('booking.list.rate')}</Button>}
              {booking.status === 'completed' && !view.canRate && <Badge variant="outline" color="warning" size="sm">{t('booking.list.rated')}</Badge>}
              <Button size="compact-sm" variant="subtle" component={Link} to={againLink(booking, past.data?.zakazivanja ?? [])} data-testid="book-again">
                {t('booking.list.again')}
              </Button>
            </AppointmentItem>
          );
        }}
      </AppointmentList>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <CancelDialog booking={cancelling} withdraw={withdrawing} onClose={() => setCancelling(null)} onDone={reload} />
          <RateDialog booking={rating} onClose={() => setRating(null)} onDone={reload} />
          <RescheduleDialog booking={moving} entity={moving ? businesses.get(moving.entitetId) : undefined} onClose={() => setMoving(null)} onDone={reload} />
        </Suspense>
      )}
    </Stack>
  );
}

/** One list (upcoming or past) with its pages. */
function AppointmentList({ kind, title, empty, query, page, onPage, testId, children }: {
  kind: AppointmentKind;
  title: string;
  empty: string;
  query: { data?: MojiTermini | undefined; isError: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
  testId: string;
  children: (booking: Zakazivanje, place: TerminLokal | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `my-appointments-${kind}`;
  const data = query.data;
  const pages = Math.max(1, Math.ceil((data?.posete ?? 0) / APPOINTMENTS_PAGE_SIZE));
  const places = new Map((data?.lokali ?? []).map((l) => [l.entitetId, l]));
  return (
    <section aria-labelledby={headingId} aria-busy={!data}>
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} size="h4" id={headingId}>{title}</Title>
        {data && data.total > 0 && <Text size="sm" c="dimmed">{t('booking.list.count', { count: data.total })}</Text>}
      </Group>
      {query.isError && !data ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Stack gap="sm">{[0, 1].map((i) => <Skeleton key={i} height={96} radius={14} />)}</Stack>
      ) : data.zakazivanja.length === 0 ? (
        <Text c="dimmed" size="sm">{empty}</Text>
      ) : (
        <ul className="booking-list" data-testid={testId}>
          {data.zakazivanja.map((b) => children(b, places.get(b.entitetId)))}
        </ul>
      )}
      {pages > 1 && (
        <Group justify="space-between" gap="xs" mt="sm" data-testid={`${testId}-pages`}>
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('booking.list.previous')}</Button>
          <Text size="sm" c="dimmed">{t('booking.list.pageOf', { page, pages })}</Text>
          <Button variant="default" size="xs" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('booking.list.next')}</Button>
        </Group>
      )}
    </section>
  );
}

/** One appointment: when, where (address, map, phone), what and with whom, its status in words, and what may be done. */
function AppointmentItem({ booking, place, children, note }: { booking: Zakazivanje; place: TerminLokal | undefined; children?: ReactNode; note?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const adresa = place?.adresa ?? null;
  return (
    <li className="booking-item" data-status={booking.status} data-testid={`booking-${booking.id}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text className="booking-item__time">{booking.vreme} <Text span size="sm" c="dimmed" fw={500}>{formatDate(booking.datum, lang, 'weekdayDate')}</Text></Text>
          <Anchor component={Link} to={`/entity/${booking.entitetId}`} fw={600} c="gray.0">{typed(booking.entitetNaziv)}</Anchor>
          <Text size="sm" c="dimmed">{typed(`${booking.uslugaNaziv} · ${booking.zaposleniIme}`)} · {formatPrice(booking.cena, booking.valuta, lang)}</Text>
          {adresa && (
            // The map link stands beside the address, not inside its sentence (a link in running text
            // must differ by more than colour), tall enough for a finger.
            <Group gap="xs" wrap="wrap" align="center">
              <Text size="sm" c="gray.4" data-testid="appointment-address">{placeIn(`${adresa.ulica} ${adresa.broj}, ${adresa.grad}`, lang)}</Text>
              <Anchor href={mapLink(adresa)} target="_blank" rel="noopener noreferrer" size="sm" miw={44}>{t('booking.list.map')}</Anchor>
            </Group>
          )}
          {place?.telefon && (
            <Anchor href={`tel:${place.telefon.replace(/[^\d+]/g, '')}`} size="sm" aria-label={t('booking.list.call', { phone: place.telefon })}>{place.telefon}</Anchor>
          )}
          {booking.napomena && <Text size="sm" c="gray.4">{t('booking.details.note')}: {typed(booking.napomena)}</Text>}
          {booking.razlog && <Text size="sm" c="gray.4">{t('booking.details.reason')}: {typed(booking.razlog)}</Text>}
        </Stack>
        <StatusBadge status={booking.status} />
      </Group>
      {note && <div className="booking-item__note">{note}</div>}
      {children && <Group gap="xs" mt="xs" justify="flex-end">{children}</Group>}
    </li>
  );
}
