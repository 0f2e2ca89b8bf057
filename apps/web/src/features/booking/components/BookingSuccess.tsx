import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Zakazivanje } from '@zakazi/contract';
import { Link } from 'react-router';
import { CalendarIcon } from '@/components/icons';
import { formatDuration, formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { downloadCalendarFile } from '../api/calendarFile';
import { formatDayLong } from '../dates';
import { NextSteps } from './BookingTerms';
import { StatusBadge } from './StatusBadge';

/** After a booking: what was booked, its status, add-to-calendar, and where to find it later. */
export function BookingSuccess({ booking, cancelHours, onAgain }: { booking: Zakazivanje; cancelHours: number; onAgain: () => void }) {
  const { t } = useTranslation();
  const pending = booking.status === 'pending';
  return (
    <Stack gap="md" className="booking-success" data-testid="booking-success" role="status" aria-live="polite">
      <div>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" tabIndex={-1} id="booking-success-title">
            {t(pending ? 'booking.success.pendingTitle' : 'booking.success.confirmedTitle')}
          </Title>
          <StatusBadge status={booking.status} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>{t(pending ? 'booking.success.pendingText' : 'booking.success.confirmedText')}</Text>
      </div>
      <BookingFacts booking={booking} />
      <NextSteps pending={pending} cancelHours={cancelHours} />
      <Stack gap="xs">
        <Button
          variant="light"
          leftSection={<CalendarIcon size={16} />}
          onClick={() => {
            void downloadCalendarFile(booking, t('booking.success.calendarTitle', { service: booking.uslugaNaziv, business: booking.entitetNaziv })).catch(() =>
              notify({ color: 'negative', message: t('booking.errors.failed') }),
            );
          }}
        >
          {t('booking.success.calendar')}
        </Button>
        <Button component={Link} to="/profile" variant="default">{t('booking.success.mine')}</Button>
        <Button variant="subtle" onClick={onAgain}>{t('booking.success.again')}</Button>
      </Stack>
    </Stack>
  );
}

/** The facts of a booking as a description list. */
function BookingFacts({ booking, showBusiness = true }: { booking: Zakazivanje; showBusiness?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows: Array<[string, string]> = [
    ...(showBusiness ? [[t('booking.details.business'), booking.entitetNaziv] as [string, string]] : []),
    [t('booking.details.service'), `${booking.uslugaNaziv} · ${formatDuration(booking.trajanjeMinuta)}`],
    [t('booking.details.employee'), booking.zaposleniIme],
    [t('booking.details.when'), t('booking.details.at', { date: formatDayLong(booking.datum, lang), time: booking.vreme })],
    [t('booking.details.price'), formatPrice(booking.cena, booking.valuta, lang)],
    ...(booking.napomena ? [[t('booking.details.note'), booking.napomena] as [string, string]] : []),
    ...(booking.razlog ? [[t('booking.details.reason'), booking.razlog] as [string, string]] : []),
  ];
  return (
    <dl className="booking-facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
