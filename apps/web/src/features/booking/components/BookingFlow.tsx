import { Alert, Button, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import type { BookBody, EntitetDetail } from '@zakazi/contract';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CalendarIcon } from '@/components/icons';
import { formatDuration, formatPrice, formatDate } from '@/lib/format';
import { apiErrorOf, type ApiError } from '@/lib/http';
import { zoneName } from '@/lib/time-zone-names';
import { errorSentence } from '@/lib/error-sentence';
import { useLiveUpdates } from '@/lib/useLiveUpdates';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { employeeFor } from '../anyone';
import { book, newIdempotencyKey, type Booked } from '../api/book';
import { minutesOf, todayIn, wallToInstant } from '@zakazi/contract/calendar';
import { bookingKeys, dayTimesQuery, visitTimesQuery } from '../queries';
import { useBookingChoice } from '../useBookingChoice';
import { changeDeadline, withinWindow } from '../window';
import { BookingSuccess } from './BookingSuccess';
import { BookingTerms } from './BookingTerms';
import { DayPicker } from './DayPicker';
import { TimePicker } from './TimePicker';
import { VisitParts } from './VisitParts';
import { visitTotals } from '../visit';
import '../booking.css';
import { useTyped } from '@/lib/typed-text';

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
  const typed = useTyped();
  const nameOf = (z: { ime: string; prezime: string | null }) => typed(fullName(z));
  const user = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { choice, update } = useBookingChoice(entity);
  const form = useForm({ initialValues: { napomena: '' } });
  const [booked, setBooked] = useState<Booked | null>(null);
  const successRef = useRef<HTMLDivElement>(null);

  const service = entity.usluge.find((s) => s.id === choice.uslugaId) ?? null;
  const employees = service ? entity.zaposleni.filter((z) => service.zaposleniIds.includes(z.id)) : entity.zaposleni;
  const today = todayIn(entity.vremenskaZona);
  const datum = choice.datum && choice.datum >= today ? choice.datum : null;

  // A visit of several services ("Dodaj još uslugu"): the first part is the service chosen above.
  const visitParts = service && choice.dodatne.length ? [{ uslugaId: service.id, zaposleniId: choice.zaposleniId }, ...choice.dodatne] : null;
  const visitServices = visitParts?.map((p) => entity.usluge.find((s) => s.id === p.uslugaId)!) ?? null;
  const singleTimes = useQuery({
    ...dayTimesQuery({
      entitetId: entity.id,
      uslugaId: service?.id ?? 0,
      datum: datum ?? today,
      employeeIds: employees.map((z) => z.id),
      zaposleniId: choice.zaposleniId,
    }),
    enabled: service !== null && datum !== null && !visitParts,
  });
  const visitTimes = useQuery({
    ...visitTimesQuery({ entitetId: entity.id, datum: datum ?? today, parts: visitParts ?? [] }),
    enabled: visitParts !== null && datum !== null,
  });
  const times = visitParts ? visitTimes : singleTimes;
  useLiveUpdates(entity.id, service && datum ? datum : null, bookingKeys.live(entity.id));

  // A chosen time that is not (or no longer) free is dropped, with a word why.
  const [gone, setGone] = useState<string | null>(null);
  useEffect(() => {
    if (choice.vreme && times.data && !times.isFetching && !times.data.times.includes(choice.vreme)) {
      setGone(choice.vreme);
      update({ vreme: null });
    }
  }, [choice.vreme, times.data, times.isFetching, update]);

  // A visit's employees are the server's to settle (the chosen ones, else one for the whole visit if it can).
  const bookedWith: number | null =
    !choice.vreme || !times.data ? null : visitParts ? (choice.zaposleniId ?? 0) : (choice.zaposleniId ?? employeeFor(choice.vreme, times.data.perEmployee) ?? null);
  const bookedEmployee = entity.zaposleni.find((z) => z.id === bookedWith) ?? null;
  // A time whose cancellation window has already closed may be booked, but the customer is told
  // before confirming (CONTRACT.md "Third release", Bookings): they will not be able to change it.
  const startsAt = datum && choice.vreme ? wallToInstant(datum, minutesOf(choice.vreme), entity.vremenskaZona)?.toISOString() : undefined;
  const lateDeadline = startsAt && !withinWindow(startsAt, entity.otkazivanjeSati) ? changeDeadline(startsAt, entity.otkazivanjeSati) : null;
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  useEffect(() => {
    if (booked) successRef.current?.querySelector<HTMLElement>('#booking-success-title')?.focus();
  }, [booked]);

  const refreshTimes = () => {
    for (const queryKey of bookingKeys.live(entity.id)) void queryClient.invalidateQueries({ queryKey });
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
  const problem = booking.error ? bookingProblem(apiErrorOf(booking.error), booking.variables?.vreme ?? '', entity.telefon, t) : null;
  // A refusal is said where the panel is; on a phone the confirm button is in the bar at the foot
  // of the screen, so the sentence is brought into view above that bar (its scroll margin).
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  // A new choice puts the last refusal away.
  const clearProblem = () => {
    if (booking.isError) booking.reset();
  };

  const confirm = () => {
    if (!service || !datum || !choice.vreme || bookedWith === null) return;
    if (!user) {
      navigate(`/login?redirectedFrom=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    const napomena = form.values.napomena.trim();
    const usluge = visitParts?.map((p) => ({ uslugaId: p.uslugaId, zaposleniId: p.zaposleniId ?? undefined }));
    booking.mutate(
      usluge
        ? { entitetId: entity.id, usluge, datum, vreme: choice.vreme, napomena: napomena || undefined }
        : { entitetId: entity.id, uslugaId: service.id, zaposleniId: bookedWith, datum, vreme: choice.vreme, napomena: napomena || undefined },
    );
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
            <BookingSuccess booking={booked} onAgain={() => setBooked(null)} />
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
                  label: `${typed(s.naziv)} · ${formatDuration(s.trajanjeMinuta, lang)} · ${formatPrice(s.cena, s.valuta, lang)}`,
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
              data={[{ value: '', label: t('booking.flow.anyone') }, ...employees.map((z) => ({ value: String(z.id), label: nameOf(z) }))]}
            />
            {service && (
              <VisitParts
                offered={entity.usluge}
                employees={entity.zaposleni.map((z) => ({ id: z.id, name: nameOf(z) }))}
                first={service}
                parts={choice.dodatne}
                id={id}
                onChange={(dodatne) => {
                  clearProblem();
                  setGone(null);
                  update({ dodatne });
                }}
              />
            )}

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
                    <Text size="sm" fw={500} mb={6} id={`${id}-times-title`}>{t('booking.times.title', { date: formatDate(datum, lang, 'weekdayDate') })}</Text>
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
                    {browserZone !== entity.vremenskaZona && <Text size="xs" c="dimmed" mt={6}>{t('booking.flow.zone', { zone: zoneName(entity.vremenskaZona, lang) })}</Text>}
                  </div>
                )}
              </>
            )}

            {problem && <Alert ref={problemRef} color="negative" variant="light" role="alert" data-testid="booking-problem" className="booking-problem">{problem}</Alert>}

            {service && datum && choice.vreme && bookedWith !== null && (
              <div className="booking-summary" aria-labelledby={`${id}-summary-title`}>
                <Text fw={700} id={`${id}-summary-title`}>{t('booking.flow.summary')}</Text>
                {visitServices ? (
                  <ul className="visit-summary" aria-label={t('booking.visit.parts')}>
                    {visitServices.map((s, i) => {
                      const pinned = entity.zaposleni.find((z) => z.id === visitParts![i]!.zaposleniId);
                      return <li key={i}>{typed(s.naziv)} · {formatDuration(s.trajanjeMinuta, lang)} · {pinned ? nameOf(pinned) : t('booking.visit.anyone')}</li>;
                    })}
                  </ul>
                ) : (
                  <Text size="sm">{typed(service.naziv)} · {formatDuration(service.trajanjeMinuta, lang)} · {formatPrice(service.cena, service.valuta, lang)}</Text>
                )}
                <Text size="sm">{t('booking.details.at', { date: formatDate(datum, lang, 'weekdayDate'), time: choice.vreme })}</Text>
                {!visitServices && bookedEmployee && (
                  <Text size="sm" data-testid="booking-employee-name">
                    {t(choice.zaposleniId ? 'booking.flow.withEmployee' : 'booking.flow.anyoneWillBe', { name: nameOf(bookedEmployee) })}
                  </Text>
                )}
                <BookingTerms entity={entity} />
                {lateDeadline !== null && (
                  <Alert
                    color="warning"
                    variant="light"
                    mt="xs"
                    title={t(entity.automatskaPotvrda ? 'booking.flow.lateTitle' : 'booking.flow.lateRequestTitle')}
                    data-testid="booking-late"
                  >
                    {t(entity.automatskaPotvrda ? 'booking.flow.late' : 'booking.flow.lateRequest', { when: formatDate(new Date(lateDeadline), lang, 'shortWeekdayDateTime', entity.vremenskaZona) })}
                  </Alert>
                )}
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

            {phone && service && datum && choice.vreme && bookedWith !== null && canBookHere && (
              // The phone's sticky bar: the chosen time and the confirm button, in place of the
              // page's generic "Zakaži termin" bar (booking.css hides that one while this is shown).
              <div className="booking-choice-bar" role="region" aria-label={t('booking.flow.summary')} data-testid="booking-choice-bar">
                <div style={{ minWidth: 0 }}>
                  <Text fw={700} truncate className="booking-choice-bar__time">{choice.vreme} · {formatDate(datum, lang, 'compact')}</Text>
                  <Text size="sm" c="dimmed" truncate>
                    {formatPrice(visitServices ? visitTotals(visitServices).cena : service.cena, service.valuta, lang)} · {formatDuration(visitServices ? visitTotals(visitServices).minutes : service.trajanjeMinuta, lang)} · {t(entity.automatskaPotvrda ? 'booking.panel.barInstant' : 'booking.panel.barRequest')}
                  </Text>
                  {lateDeadline !== null && <Text size="sm" c="warning.4" fw={600} truncate>{t('booking.panel.barLate')}</Text>}
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

/** What the flow says when a booking was refused; a client the business blocked is told to call it. */
function bookingProblem(error: ApiError, vreme: string, telefon: string | null, t: TFunction): string {
  const failed = t('booking.errors.failed');
  return errorSentence(error, t, {
    for: {
      [BOOKING_ERRORS.clientBlocked]: telefon ? t('booking.errors.blocked', { phone: telefon }) : t('booking.errors.blockedNoPhone'),
      [BOOKING_ERRORS.idempotencyKeyReused]: failed,
      [BOOKING_ERRORS.notBookable]: t('booking.errors.notBookable'),
      409: t('booking.errors.taken', { time: vreme }),
    },
    otherwise: failed,
  });
}
