import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { EntitetDetail, Zakazivanje } from '@zakazi/contract';
import { BOOKING_ERRORS } from '@zakazi/contract/booking-paths';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiErrorOf, type ApiError } from '@/lib/http';
import { errorSentence } from '@/lib/error-sentence';
import { useLiveUpdates } from '@/lib/useLiveUpdates';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { rescheduleBooking } from '../api/reschedule';
import { todayIn } from '@zakazi/contract/calendar';
import { bookingKeys, dayTimesQuery } from '../queries';
import { DayPicker } from './DayPicker';
import { TimePicker } from './TimePicker';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

/**
 * "Pomeri termin": the booking flow's day and time pickers for the booked service and employee,
 * the booking's current day and time marked. The server decides (one transaction): a refusal
 * leaves the booking as it was and is shown here with its reason.
 */
export function RescheduleDialog({ booking, entity, onClose, onDone }: {
  booking: Zakazivanje | null;
  entity: EntitetDetail | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // On a phone the whole screen: the calendar, the times and the confirm need the room.
  const phone = useMediaQuery('(max-width: 37.49em)');
  return (
    <Modal opened={booking !== null} onClose={onClose} title={t('booking.reschedule.title')} centered size="lg" fullScreen={phone}>
      {booking && entity && <RescheduleForm key={booking.id} booking={booking} entity={entity} onClose={onClose} onDone={onDone} />}
    </Modal>
  );
}

function RescheduleForm({ booking, entity, onClose, onDone }: { booking: Zakazivanje; entity: EntitetDetail; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const queryClient = useQueryClient();
  const today = todayIn(entity.vremenskaZona);
  const [datum, setDatum] = useState<string | null>(booking.datum >= today ? booking.datum : null);
  const [vreme, setVreme] = useState<string | null>(null);
  const times = useQuery({
    ...dayTimesQuery({ entitetId: entity.id, uslugaId: booking.uslugaId, datum: datum ?? today, employeeIds: [booking.zaposleniId], zaposleniId: booking.zaposleniId }),
    enabled: datum !== null,
  });
  useLiveUpdates(entity.id, datum, bookingKeys.live(entity.id));

  const move = useMutation({
    mutationFn: (to: { datum: string; vreme: string }) => rescheduleBooking(booking.id, to),
    onSuccess: (moved) => {
      notify({
        color: 'positive',
        message: t(moved.status === 'pending' ? 'booking.reschedule.donePending' : 'booking.reschedule.done', {
          when: t('booking.details.at', { date: formatDate(moved.datum, lang, 'weekdayDate'), time: moved.vreme }),
        }),
      });
      onClose();
      onDone();
    },
    onError: (error) => {
      if (apiErrorOf(error).code === BOOKING_ERRORS.slotTaken) setVreme(null);
    },
    // Moved or refused: the free times of this business have changed or were stale.
    onSettled: () => {
      for (const queryKey of bookingKeys.live(entity.id)) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const problem = move.error ? rescheduleProblem(apiErrorOf(move.error), move.variables?.vreme ?? '', entity.otkazivanjeSati, t) : null;
  const onCurrentDay = datum === booking.datum;

  return (
    <Stack gap="md" data-testid="reschedule-dialog">
      <div className="booking-summary">
        <Text size="sm" c="dimmed">{t('booking.reschedule.now')}</Text>
        <Text fw={600} data-testid="reschedule-current">{t('booking.details.at', { date: formatDate(booking.datum, lang, 'weekdayDate'), time: booking.vreme })}</Text>
        <Text size="sm">{typed(`${booking.uslugaNaziv} · ${booking.zaposleniIme} · ${booking.entitetNaziv}`)}</Text>
      </div>
      <div>
        <Text size="sm" fw={500} mb={4}>{t('booking.flow.date')}</Text>
        <DayPicker
          entity={entity}
          of={booking}
          today={today}
          value={datum}
          markedDay={booking.datum}
          onChange={(d) => {
            move.reset();
            setDatum(d);
            setVreme(null);
          }}
        />
      </div>
      {datum && (
        <div>
          <Text size="sm" fw={500} mb={6}>{t('booking.times.title', { date: formatDate(datum, lang, 'weekdayDate') })}</Text>
          <TimePicker
            times={times.data?.times}
            loading={times.isFetching}
            error={times.isError}
            value={vreme}
            current={onCurrentDay ? booking.vreme : null}
            onRetry={() => void times.refetch()}
            onChange={(v) => {
              move.reset();
              setVreme(v);
            }}
          />
        </div>
      )}
      {!entity.automatskaPotvrda && <Text size="xs" c="dimmed">{t('booking.reschedule.request')}</Text>}
      {problem && <Alert color="negative" variant="light" role="alert" data-testid="reschedule-problem">{problem}</Alert>}
      <Group justify="flex-end" gap="sm" className="reschedule-actions">
        <Button variant="default" onClick={onClose}>{t('booking.reschedule.cancel')}</Button>
        <Button
          disabled={!datum || !vreme}
          loading={move.isPending}
          onClick={() => datum && vreme && move.mutate({ datum, vreme })}
          data-testid="reschedule-confirm"
        >
          {vreme && datum ? t('booking.reschedule.confirmTo', { time: vreme }) : t('booking.reschedule.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Why the server refused a move, in the user's words. */
function rescheduleProblem(error: ApiError, vreme: string, hours: number, t: TFunction): string {
  const notAllowed = t('booking.reschedule.notAllowed');
  return errorSentence(error, t, {
    for: {
      [BOOKING_ERRORS.slotTaken]: t('booking.errors.taken', { time: vreme }),
      [BOOKING_ERRORS.tooLate]: t('booking.reschedule.tooLate', { count: hours }),
      [BOOKING_ERRORS.invalidTransition]: t('booking.reschedule.notMovable'),
      [BOOKING_ERRORS.notBookable]: notAllowed,
      400: notAllowed,
    },
    otherwise: t('booking.errors.failed'),
  });
}
