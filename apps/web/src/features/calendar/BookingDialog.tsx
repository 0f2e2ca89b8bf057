import { Alert, Anchor, Badge, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessZakazivanje, Kalendar } from '@zakazi/contract';
import { isIsoDay } from '@zakazi/contract/calendar';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { useState } from 'react';
import { DateField } from '@/components/DateField';
import { formatDuration, formatPrice, formatDate } from '@/lib/format';
import { errorSentence } from '@/lib/error-sentence';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { StatusBadge } from '@/features/booking';
import { availableActions, BookingActionButtons, ownerOpsKey, useBookingAction } from '@/features/owner-operations';
import { TimeField } from '@/features/schedule';
import { cancelBooking } from './api';
import { customerOf, phoneOf } from './events';
import type { MoveTarget } from './calendar-state';
import { useTyped } from '@/lib/typed-text';

type Mode = 'details' | 'cancel' | 'move';
/** The customer's standing at the business (the calendar's klijenti): no-shows, blocked, booking as requests. */
type Standing = Kalendar['klijenti'][number];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * A booking on the calendar: who, what, when, and what the business can do now: the bookings
 * tab's actions (confirm, reject, completed, no-show), cancel with a reason, and move to another
 * time or colleague (who performs the service) through the same confirmation as a drag.
 */
export function BookingDialog({ entitetId, booking, standing, employees, onMove, onClose }: {
  entitetId: number;
  booking: BusinessZakazivanje | null;
  standing?: Standing | undefined;
  employees: { id: number; name: string; uslugaIds: number[] }[];
  onMove: (b: BusinessZakazivanje, to: MoveTarget) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const typed = useTyped();
  return (
    <Modal opened={booking !== null} onClose={onClose} title={booking ? `${typed(booking.uslugaNaziv)} · ${booking.vreme}` : ''} centered closeButtonProps={{ 'aria-label': t('calendar.booking.close') }}>
      {booking && <BookingBody key={booking.id} entitetId={entitetId} booking={booking} standing={standing} employees={employees} onMove={onMove} onClose={onClose} />}
    </Modal>
  );
}

function BookingBody({ entitetId, booking: b, standing, employees, onMove, onClose }: {
  entitetId: number;
  booking: BusinessZakazivanje;
  standing: Standing | undefined;
  employees: { id: number; name: string; uslugaIds: number[] }[];
  onMove: (b: BusinessZakazivanje, to: MoveTarget) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>('details');
  const [razlog, setRazlog] = useState('');
  const [to, setTo] = useState<MoveTarget>({ datum: b.datum, vreme: b.vreme, zaposleniId: b.zaposleniId });
  const action = useBookingAction(entitetId);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(b.id, razlog.trim() || undefined),
    onSuccess: () => {
      void notify({ color: 'positive', message: t('calendar.booking.cancelled') });
      onClose();
    },
    onError: (error) => void notify({ color: 'negative', message: errorSentence(error, t, { for: { [BOOKING_ERRORS.invalidTransition]: t('ownerOps.bookings.invalidTransition') } }) }),
    onSettled: () => client.invalidateQueries({ queryKey: ownerOpsKey(entitetId) }),
  });

  const started = Date.parse(b.pocetak) <= Date.now();
  const live = (b.status === 'pending' || b.status === 'confirmed') && !started;
  const customer = typed(customerOf(b)) ?? t('calendar.booking.erased');
  const phone = phoneOf(b);
  const when = `${formatDate(b.datum, i18n.language, 'shortWeekdayNumeric')} ${b.vreme} · ${formatDuration(b.trajanjeMinuta, i18n.language)}`;
  const colleagues = employees.filter((e) => e.uslugaIds.includes(b.uslugaId));

  if (mode === 'cancel') {
    return (
      <Stack gap="md">
        <Text>{t('calendar.booking.cancelText', { customer, service: typed(b.uslugaNaziv), when })}</Text>
        <Textarea label={t('calendar.booking.cancelReason')} rows={3} maxLength={500} value={razlog} onChange={(e) => setRazlog(e.currentTarget.value)} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setMode('details')} disabled={cancel.isPending}>{t('ownerOps.common.cancel')}</Button>
          <Button color="negative" loading={cancel.isPending} onClick={() => cancel.mutate()}>{t('calendar.booking.cancel')}</Button>
        </Group>
      </Stack>
    );
  }

  if (mode === 'move') {
    const valid = isIsoDay(to.datum) && TIME.test(to.vreme);
    return (
      <Stack gap="sm">
        <Select
          label={t('calendar.booking.employee')}
          data={colleagues.map((e) => ({ value: String(e.id), label: e.name }))}
          value={String(to.zaposleniId)}
          allowDeselect={false}
          onChange={(v) => v && setTo({ ...to, zaposleniId: Number(v) })}
        />
        <Group grow align="flex-start">
          <DateField label={t('calendar.desk.date')} value={to.datum} onChange={(v) => setTo({ ...to, datum: v ?? '' })} />
          <TimeField showLabel label={t('calendar.desk.time')} value={to.vreme} onChange={(v) => setTo({ ...to, vreme: v })} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setMode('details')}>{t('ownerOps.common.cancel')}</Button>
          <Button disabled={!valid} onClick={() => onMove(b, to)}>{t('calendar.booking.moveSubmit')}</Button>
        </Group>
      </Stack>
    );
  }

  const actions = availableActions(b, Date.now());
  return (
    <Stack gap="md" data-testid="calendar-booking-details" data-booking-id={b.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600}>{when}</Text>
        <StatusBadge status={b.status} />
      </Group>
      <dl className="ops-facts">
        <dt>{t('calendar.booking.customer')}</dt>
        <dd>{customer}{b.userId === null && b.klijentIme ? <Text span c="dimmed" size="sm"> · {t('calendar.booking.walkIn')}</Text> : null}</dd>
        {standing && (standing.nedolasci > 0 || standing.blokiran) && <ClientStanding standing={standing} />}
        {phone && (
          <>
            <dt>{t('calendar.booking.phone')}</dt>
            <dd><Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Anchor></dd>
          </>
        )}
        {b.klijentEmail && (
          <>
            <dt>{t('calendar.booking.email')}</dt>
            <dd>{b.klijentEmail}</dd>
          </>
        )}
        <dt>{t('calendar.booking.employee')}</dt>
        <dd>{typed(b.zaposleniIme)}</dd>
        <dt>{t('calendar.booking.service')}</dt>
        <dd>{typed(b.uslugaNaziv)} · {formatPrice(b.cena, b.valuta, i18n.language)}</dd>
        {b.napomena && (
          <>
            <dt>{t('calendar.booking.note')}</dt>
            <dd className="ops-note">{typed(b.napomena)}</dd>
          </>
        )}
      </dl>
      {b.razlog && <Alert color="gray">{typed(b.razlog)}</Alert>}
      <Group gap="xs">
        <BookingActionButtons
          actions={actions}
          loading={action.isPending ? action.variables?.action : null}
          onAction={(a) => action.mutate({ id: b.id, action: a }, { onSuccess: onClose })}
        />
        {live && colleagues.length > 0 && <Button size="xs" variant="light" onClick={() => setMode('move')}>{t('calendar.booking.move')}</Button>}
        {live && <Button size="xs" variant="light" color="negative" onClick={() => setMode('cancel')}>{t('calendar.booking.cancel')}</Button>}
      </Group>
    </Stack>
  );
}

/** The confirmation of a move (a drag or the dialog's form): from where to where, then the server decides. */
export function MoveDialog({ move, employeeName, outside, busy, onConfirm, onClose }: {
  move: { booking: BusinessZakazivanje; to: MoveTarget } | null;
  employeeName: (id: number) => string;
  outside: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const text = move
    ? t('calendar.booking.moveText', {
        customer: typed(customerOf(move.booking)) ?? t('calendar.booking.erased'),
        service: typed(move.booking.uslugaNaziv),
        from: `${typed(move.booking.zaposleniIme)}, ${formatDate(move.booking.datum, i18n.language, 'shortWeekdayNumeric')} ${move.booking.vreme}`,
        to: `${employeeName(move.to.zaposleniId)}, ${formatDate(move.to.datum, i18n.language, 'shortWeekdayNumeric')} ${move.to.vreme}`,
      })
    : '';
  return (
    <Modal opened={move !== null} onClose={onClose} title={t('calendar.booking.moveTitle')} centered closeButtonProps={{ 'aria-label': t('calendar.booking.close') }}>
      <Stack gap="md">
        <Text data-testid="move-text">{text}</Text>
        {move?.booking.posetaId != null && <Alert color="info" data-testid="move-visit">{t('calendar.visitMoves')}</Alert>}
        {outside && <Alert color="warning">{t('calendar.booking.moveOutside')}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>{t('ownerOps.common.cancel')}</Button>
          <Button onClick={onConfirm} loading={busy} data-autofocus>{t('calendar.booking.moveSubmit')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** How the customer stands with the business: their no-shows here, blocked, or booking as requests. */
function ClientStanding({ standing }: { standing: Standing }) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('calendar.booking.standing')}</dt>
      <dd data-testid="booking-client-standing">
        <Group gap={6}>
          {standing.nedolasci > 0 && <Badge size="sm" variant="light" color="negative">{t('calendar.booking.noShows', { count: standing.nedolasci })}</Badge>}
          {standing.blokiran && <Badge size="sm" variant="filled" color="negative">{t('calendar.booking.blocked')}</Badge>}
          {!standing.blokiran && standing.kaoZahtev && <Badge size="sm" variant="light" color="warning">{t('calendar.booking.asRequest')}</Badge>}
        </Group>
      </dd>
    </>
  );
}
