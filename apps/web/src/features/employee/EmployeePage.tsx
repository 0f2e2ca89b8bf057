import { ActionIcon, Anchor, Button, Container, Group, Modal, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ChevronRightIcon, PhoneIcon } from '@/components/icons';
import { EmptyState, ErrorState } from '@/components/States';
import { formatDuration, formatDate } from '@/lib/format';
import { apiErrorOf } from '@/lib/http';
import { useTranslation } from '@/lib/i18n';
import { usePageMeta } from '@/lib/meta';
import { notify } from '@/lib/notify';
import { useUser } from '@/lib/session';
import { addDays, isIsoDay, todayIn } from '@zakazi/contract/calendar';
import { bookingKeys, confirmBooking, employeeDayQuery, rejectBooking, StatusBadge } from '@/features/booking';
import { myEmployeeQuery } from './queries';
import './employee.css';
import { DateField } from '@/components/DateField';
import { errorSentence } from '@/lib/error-sentence';
import { useTyped } from '@/lib/typed-text';

// The calendar component loads with this page only, never with the home route (features/calendar).
const EmployeeCalendar = lazy(() => import('@/features/calendar').then((m) => ({ default: m.EmployeeCalendar })));

/**
 * /employee (role Employee): the next booking and the employee's own calendar (day and week), then
 * the appointments of a day as a list (today by default, ?datum=ISO), prev/next day and a date
 * input, with confirm and reject for pending bookings.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const user = useUser();
  usePageMeta(t('employee.title'));
  const me = useQuery({ ...myEmployeeQuery(user?.id ?? 0), enabled: user !== null });
  const [params, setParams] = useSearchParams();
  const today = todayIn(me.data?.vremenskaZona ?? 'Europe/Belgrade');
  const raw = params.get('datum');
  const datum = isIsoDay(raw) ? raw : today;
  const setDatum = (next: string) =>
    setParams((p) => {
      const out = new URLSearchParams(p);
      if (next === today) out.delete('datum');
      else out.set('datum', next);
      return out;
    }, { replace: true, preventScrollReset: true });

  if (me.isError && !me.data) {
    return (
      <Container size="md" className="page-pad">
        <Title order={1} mb="md">{t('employee.title')}</Title>
        <ErrorState text={t('employee.notEmployee')} onRetry={() => void me.refetch()} />
      </Container>
    );
  }

  return (
    <Container size="md" className="page-pad">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('employee.title')}</Title>
          {me.data ? <Text c="dimmed">{typed(me.data.entitetNaziv)}</Text> : <Skeleton height={18} width={200} mt={6} />}
        </div>

        {me.data ? (
          <Suspense fallback={<Skeleton height={480} radius={14} />}>
            <EmployeeCalendar entitetId={me.data.entitetId} zaposleniId={me.data.zaposleniId} zone={me.data.vremenskaZona} />
          </Suspense>
        ) : (
          <Skeleton height={480} radius={14} />
        )}

        <div className="day-nav" role="group" aria-label={t('employee.day')}>
          <ActionIcon size="lg" variant="default" onClick={() => setDatum(addDays(datum, -1))} aria-label={t('employee.prev')}>
            <span className="day-nav__prev"><ChevronRightIcon size={18} /></span>
          </ActionIcon>
          <DateField
            aria-label={t('employee.date')}
            value={datum}
            onChange={(value) => {
              if (value && isIsoDay(value)) setDatum(value);
            }}
            className="day-nav__input"
          />
          <ActionIcon size="lg" variant="default" onClick={() => setDatum(addDays(datum, 1))} aria-label={t('employee.next')}>
            <ChevronRightIcon size={18} />
          </ActionIcon>
          <Button variant={datum === today ? 'light' : 'default'} onClick={() => setDatum(today)} disabled={datum === today}>
            {t('employee.today')}
          </Button>
        </div>

        <Title order={2} size="h3" aria-live="polite">{capitalize(formatDate(datum, i18n.language, 'weekdayDate'))}</Title>
        {me.data ? <DayList zaposleniId={me.data.zaposleniId} datum={datum} /> : <Skeleton height={120} radius={14} />}

        <Text size="sm" c="dimmed">
          {t('employee.week')} <Anchor component={Link} to="/profile" td="underline">{t('employee.toProfile')}</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}

function DayList({ zaposleniId, datum }: { zaposleniId: number; datum: string }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const queryClient = useQueryClient();
  const day = useQuery(employeeDayQuery(zaposleniId, datum));
  const [rejecting, setRejecting] = useState<BusinessZakazivanje | null>(null);
  // Confirm or reject; either way the day is read again (a 409 means it changed meanwhile).
  const decide = useMutation({
    mutationFn: ({ b, reject, razlog }: { b: BusinessZakazivanje; reject: boolean; razlog?: string }) => (reject ? rejectBooking(b.id, razlog || undefined) : confirmBooking(b.id)),
    onSuccess: (_data, { reject }) => void notify({ color: 'positive', message: t(reject ? 'employee.rejected' : 'employee.confirmed') }),
    onError: (error) => {
      const changed = apiErrorOf(error).status === 409;
      void notify({ color: changed ? 'warning' : 'negative', message: errorSentence(error, t, { for: { 409: t('employee.changed') }, otherwise: t('employee.failed') }) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.employeeDay(zaposleniId) }),
  });
  const busy = decide.isPending ? decide.variables?.b.id : null;

  if (day.isError && !day.data) return <ErrorState onRetry={() => void day.refetch()} />;
  if (!day.data) return <Stack gap="sm" aria-busy="true">{[0, 1, 2].map((i) => <Skeleton key={i} height={88} radius={14} />)}</Stack>;
  const list = [...day.data].sort((a, b) => a.vreme.localeCompare(b.vreme));
  if (list.length === 0) return <EmptyState title={t('employee.empty')} text={t('employee.emptyText')} />;
  const pending = list.filter((b) => b.status === 'pending').length;

  return (
    <>
      <Group gap="sm">
        <Text fw={600}>{t('employee.count', { count: list.length })}</Text>
        {pending > 0 && <Text c="warning.4" size="sm">{t('employee.pendingCount', { count: pending })}</Text>}
      </Group>
      <ul className="booking-list" data-testid="employee-day">
        {list.map((b) => {
          const customer = typed(b.korisnikIme) ?? t('employee.erased');
          return (
            <li key={b.id} className="booking-item" data-status={b.status} data-testid={`employee-booking-${b.id}`}>
              <div className="emp-booking">
                <div className="emp-booking__time">
                  <span className="booking-item__time">{b.vreme}</span>
                  <Text size="xs" c="dimmed">{formatDuration(b.trajanjeMinuta, i18n.language)}</Text>
                </div>
                <Stack gap={2} className="emp-booking__body">
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600}>{typed(b.uslugaNaziv)}</Text>
                    <StatusBadge status={b.status} />
                  </Group>
                  <Text size="sm"><Text span c="dimmed">{t('employee.customer')}:</Text> {customer}</Text>
                  {b.korisnikTelefon && (
                    <Anchor href={`tel:${b.korisnikTelefon.replace(/[^\d+]/g, '')}`} size="sm" aria-label={t('employee.call', { phone: b.korisnikTelefon, name: customer })}>
                      <Group gap={4} component="span" wrap="nowrap"><PhoneIcon size={14} />{b.korisnikTelefon}</Group>
                    </Anchor>
                  )}
                  {b.napomena && <Text size="sm" c="gray.4"><Text span c="dimmed">{t('employee.note')}:</Text> {typed(b.napomena)}</Text>}
                  {b.status === 'pending' && (
                    <Group gap="xs" mt={6}>
                      <Button size="sm" color="positive" loading={busy === b.id} onClick={() => decide.mutate({ b, reject: false })} aria-label={t('employee.actionOn', { action: t('employee.confirm'), time: b.vreme, customer })}>{t('employee.confirm')}</Button>
                      <Button size="sm" variant="default" disabled={busy === b.id} onClick={() => setRejecting(b)} aria-label={t('employee.actionOn', { action: t('employee.reject'), time: b.vreme, customer })}>{t('employee.reject')}</Button>
                    </Group>
                  )}
                </Stack>
              </div>
            </li>
          );
        })}
      </ul>
      <RejectDialog booking={rejecting} busy={decide.isPending} onClose={() => setRejecting(null)} onReject={(b, razlog) => decide.mutateAsync({ b, reject: true, razlog })} />
    </>
  );
}

function RejectDialog({ booking, busy, onClose, onReject }: {
  booking: BusinessZakazivanje | null;
  busy: boolean;
  onClose: () => void;
  /** Resolves or rejects when the answer is in (the mutation has said how it went). */
  onReject: (b: BusinessZakazivanje, razlog: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const typed = useTyped();
  const form = useForm({ initialValues: { razlog: '' } });
  const close = () => {
    form.reset();
    onClose();
  };
  const submit = () => {
    if (!booking) return;
    void onReject(booking, form.values.razlog.trim())
      .catch(() => undefined)
      .finally(close);
  };
  return (
    <Modal opened={booking !== null} onClose={close} title={t('employee.rejectTitle')} centered>
      {booking && (
        <Stack gap="md">
          <Text size="sm">{t('employee.rejectText', { service: typed(booking.uslugaNaziv), time: booking.vreme, customer: typed(booking.korisnikIme) ?? t('employee.erased') })}</Text>
          <Textarea label={t('employee.reason')} {...form.getInputProps('razlog')} maxLength={500} autosize minRows={2} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('employee.keep')}</Button>
            <Button color="negative" loading={busy} onClick={submit}>{t('employee.rejectConfirm')}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** "ponedeljak, 23. novembar" → "Ponedeljak, 23. novembar" (only the first letter: Serbian months stay lower case). */
function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
