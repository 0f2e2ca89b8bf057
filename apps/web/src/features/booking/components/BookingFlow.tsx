import { Alert, Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { BookBody, EntitetDetail, Zakazivanje } from '@zakazi/contract';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CalendarIcon } from '@/components/icons';
import { formatDuration, formatPrice } from '@/lib/format';
import { apiErrorOf, type ApiError } from '@/lib/http';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { employeeFor } from '../anyone';
import { book, newIdempotencyKey } from '../api/book';
import { formatDayLong, formatDayShort } from '../dates';
import { todayIn } from '@zakazi/contract/calendar';
import { bookingKeys, dayTimesQuery } from '../queries';
import { useBookingChoice } from '../useBookingChoice';
import { useLiveSlots } from '../useLiveSlots';
import { BookingSuccess } from './BookingSuccess';
import { BookingTerms } from './BookingTerms';
import { DayPicker } from './DayPicker';
import { TimePicker } from './TimePicker';
import '../booking.css';

const fullName = (z: { ime: string; prezime: string | null }) => [z.ime, z.prezime].filter(Boolean).join(' ');

/**
 * The booking flow on the business page: service → employee or anyone → a free day → a free time →
 * confirm with an optional note. The choice is kept in the URL (useBookingChoice), so logging in
 * in between comes back to it. Success shows the booking with its status; a 409 says the time was
 * just taken and refreshes the times.
 */
export function BookingFlow({ entity, id }: { entity: EntitetDetail; id: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { choice, update } = useBookingChoice(entity);
  const form = useForm({ initialValues: { napomena: '' } });
  const [booked, setBooked] = useState<Zakazivanje | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const service = entity.usluge.find((s) => s.id === choice.uslugaId) ?? null;
  const employees = service ? entity.zaposleni.filter((z) => service.zaposleniIds.includes(z.id)) : entity.zaposleni;
  const today = todayIn(entity.vremenskaZona);
  const datum = choice.datum && choice.datum >= today ? choice.datum : null;

  const times = useQuery({
    ...dayTimesQuery({
      entitetId: entity.id,
      uslugaId: service?.id ?? 0,
      datum: datum ?? today,
      employeeIds: employees.map((z) => z.id),
      zaposleniId: choice.zaposleniId,
    }),
    enabled: service !== null && datum !== null,
  });
  useLiveSlots(entity.id, service && datum ? datum : null);

  // A chosen time that is not (or no longer) free is dropped, with a word why.
  const [gone, setGone] = useState<string | null>(null);
  useEffect(() => {
    if (choice.vreme && times.data && !times.isFetching && !times.data.times.includes(choice.vreme)) {
      setGone(choice.vreme);
      update({ vreme: null });
    }
  }, [choice.vreme, times.data, times.isFetching, update]);

  const bookedWith = choice.vreme && times.data ? (choice.zaposleniId ?? employeeFor(choice.vreme, times.data.perEmployee)) : null;
  const bookedEmployee = entity.zaposleni.find((z) => z.id === bookedWith) ?? null;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  useEffect(() => {
    if (booked) successRef.current?.querySelector<HTMLElement>('#booking-success-title')?.focus();
  }, [booked]);

  const refreshTimes = () => {
    void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(entity.id) });
    void queryClient.invalidateQueries({ queryKey: bookingKeys.days(entity.id) });
  };

  // One Idempotency-Key per confirm attempt: a retried request never books twice.
  const booking = useMutation({
    mutationFn: (body: BookBody) => book(body, newIdempotencyKey()),
    onSuccess: (made) => {
      setBooked(made);
      form.reset();
      update({ datum: null, vreme: null });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'mine'] });
    },
    onError: (error) => {
      const { status, code } = apiErrorOf(error);
      // The time went meanwhile: drop it, the list of times shows what is left.
      if (status === 409 && code !== BOOKING_ERRORS.idempotencyKeyReused) update({ vreme: null });
    },
    // Made, taken or no longer bookable: the free times have changed.
    onSettled: (_data, error) => {
      const refused = error ? apiErrorOf(error) : null;
      if (!refused || refused.status === 409 || refused.code === BOOKING_ERRORS.notBookable) refreshTimes();
    },
  });
  const problem = booking.error ? bookingProblem(apiErrorOf(booking.error), booking.variables?.vreme ?? '', t) : null;
  // A new choice puts the last refusal away.
  const clearProblem = () => {
    if (booking.isError) booking.reset();
  };

  const confirm = () => {
    if (!service || !datum || !choice.vreme || !bookedWith) return;
    if (!user) {
      navigate(`/login?redirectedFrom=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    const napomena = form.values.napomena.trim();
    booking.mutate({ entitetId: entity.id, uslugaId: service.id, zaposleniId: bookedWith, datum, vreme: choice.vreme, napomena: napomena || undefined });
  };

  const canBookHere = !user || user.role === 'RegularUser';
  // Below the two-column layout (the page's own breakpoint, 64em) the confirm sits in a sticky bar.
  const phone = useMediaQuery('(max-width: 63.99em)');

  return (
    <section className="booking panel" id={id} aria-labelledby={`${id}-title`} data-testid="booking-flow">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={`${id}-title`}>{t('booking.flow.title')}</Title>
          {entity.minCena !== null && !booked && (
            <Text size="sm" c="dimmed">{t('booking.flow.from', { price: formatPrice(entity.minCena, entity.valuta, lang) })}</Text>
          )}
        </div>
        {/* The terms up front; once a time is chosen they move into the summary beside the confirm. */}
        {!booked && !(service && datum && choice.vreme) && <BookingTerms entity={entity} />}

        {booked ? (
          <div ref={successRef}>
            <BookingSuccess booking={booked} cancelHours={entity.otkazivanjeSati} onAgain={() => setBooked(null)} />
          </div>
        ) : (
          <>
            <NativeSelect
              id={`${id}-service`}
              label={t('booking.flow.service')}
              value={service ? String(service.id) : ''}
              onChange={(e) => {
                clearProblem();
                setGone(null);
                update({ uslugaId: e.currentTarget.value ? Number(e.currentTarget.value) : null });
              }}
              data={[
                { value: '', label: t('booking.flow.chooseService'), disabled: true },
                ...entity.usluge.map((s) => ({
                  value: String(s.id),
                  label: `${s.naziv} · ${formatDuration(s.trajanjeMinuta)} · ${formatPrice(s.cena, s.valuta, lang)}`,
                })),
              ]}
            />
            <NativeSelect
              id={`${id}-employee`}
              label={t('booking.flow.employee')}
              value={choice.zaposleniId ? String(choice.zaposleniId) : ''}
              onChange={(e) => {
                clearProblem();
                setGone(null);
                update({ zaposleniId: e.currentTarget.value ? Number(e.currentTarget.value) : null });
              }}
              data={[{ value: '', label: t('booking.flow.anyone') }, ...employees.map((z) => ({ value: String(z.id), label: fullName(z) }))]}
            />

            {!service ? (
              <Text size="sm" c="dimmed">{t('booking.flow.pickService')}</Text>
            ) : (
              <>
                <div>
                  <Text size="sm" fw={500} mb={4} id={`${id}-date-label`}>{t('booking.flow.date')}</Text>
                  <DayPicker
                    entity={entity}
                    of={{ uslugaId: service.id, zaposleniId: choice.zaposleniId }}
                    today={today}
                    value={datum}
                    onChange={(d) => {
                      clearProblem();
                      setGone(null);
                      update({ datum: d });
                    }}
                  />
                </div>

                {datum && (
                  <div>
                    <Text size="sm" fw={500} mb={6} id={`${id}-times-title`}>{t('booking.times.title', { date: formatDayLong(datum, lang) })}</Text>
                    {gone && <Text size="sm" c="warning.4" mb={6} role="status">{t('booking.times.gone', { time: gone })}</Text>}
                    <TimePicker
                      times={times.data?.times}
                      loading={times.isFetching}
                      error={times.isError}
                      value={choice.vreme}
                      onRetry={() => void times.refetch()}
                      onChange={(vreme) => {
                        clearProblem();
                        setGone(null);
                        update({ vreme });
                      }}
                    />
                    {browserZone !== entity.vremenskaZona && <Text size="xs" c="dimmed" mt={6}>{t('booking.flow.zone', { zone: entity.vremenskaZona })}</Text>}
                  </div>
                )}
              </>
            )}

            {problem && <Alert color="negative" variant="light" role="alert" data-testid="booking-problem">{problem}</Alert>}

            {service && datum && choice.vreme && bookedWith && (
              <div className="booking-summary" aria-labelledby={`${id}-summary-title`}>
                <Text fw={700} id={`${id}-summary-title`}>{t('booking.flow.summary')}</Text>
                <Text size="sm">{service.naziv} · {formatDuration(service.trajanjeMinuta)} · {formatPrice(service.cena, service.valuta, lang)}</Text>
                <Text size="sm">{t('booking.details.at', { date: formatDayLong(datum, lang), time: choice.vreme })}</Text>
                {bookedEmployee && (
                  <Text size="sm" data-testid="booking-employee-name">
                    {t(choice.zaposleniId ? 'booking.flow.withEmployee' : 'booking.flow.anyoneWillBe', { name: fullName(bookedEmployee) })}
                  </Text>
                )}
                <BookingTerms entity={entity} />
                {canBookHere ? (
                  <>
                    {user && (
                      <Textarea
                        mt="xs"
                        label={t('booking.flow.note')}
                        placeholder={t('booking.flow.notePlaceholder')}
                        {...form.getInputProps('napomena')}
                        maxLength={500}
                        autosize
                        minRows={2}
                        maxRows={6}
                      />
                    )}
                    {/* On a phone the confirm button lives in the sticky bar below (always on screen). */}
                    {!phone && (
                      <Button mt="sm" size="md" radius="xl" fullWidth leftSection={<CalendarIcon size={18} />} loading={booking.isPending} onClick={confirm}>
                        {user ? t('booking.flow.confirm') : t('booking.flow.loginToConfirm')}
                      </Button>
                    )}
                    {!user && <Text size="xs" c="dimmed" ta="center" mt={4}>{t('booking.flow.loginHint')}</Text>}
                  </>
                ) : (
                  <Alert color="info" variant="light" mt="xs">{t('booking.flow.onlyCustomers')}</Alert>
                )}
              </div>
            )}

            {phone && service && datum && choice.vreme && bookedWith && canBookHere && (
              // The phone's sticky bar: the chosen time and the confirm button, in place of the
              // page's generic "Zakaži termin" bar (booking.css hides that one while this is shown).
              <div className="booking-choice-bar" role="region" aria-label={t('booking.flow.summary')} data-testid="booking-choice-bar">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate className="booking-choice-bar__time">{choice.vreme} · {formatDayShort(datum, lang)}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {formatPrice(service.cena, service.valuta, lang)} · {formatDuration(service.trajanjeMinuta)} · {t(entity.automatskaPotvrda ? 'booking.panel.barInstant' : 'booking.panel.barRequest')}
                  </Text>
                </div>
                <Button radius="xl" size="md" style={{ flex: 'none' }} loading={booking.isPending} onClick={confirm} aria-label={user ? t('booking.flow.confirm') : t('booking.flow.loginToConfirm')}>
                  {user ? t('booking.panel.barConfirm') : t('booking.panel.barLogin')}
                </Button>
              </div>
            )}
          </>
        )}
      </Stack>
    </section>
  );
}

/** What the flow says when a booking was refused. */
function bookingProblem(error: ApiError, vreme: string, t: TFunction): string {
  if (error.status === 409 && error.code !== BOOKING_ERRORS.idempotencyKeyReused) return t('booking.errors.taken', { time: vreme });
  if (error.status === 401) return t('booking.errors.session');
  if (error.status === 429) return t('booking.errors.rateLimited');
  if (error.code === BOOKING_ERRORS.notBookable) return t('booking.errors.notBookable');
  return t(error.status === 0 ? 'booking.errors.offline' : 'booking.errors.failed');
}
