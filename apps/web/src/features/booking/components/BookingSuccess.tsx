import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Zakazivanje } from '@zakazi/contract';
import { Link } from 'react-router';
import { CalendarIcon } from '@/components/icons';
import { PushSwitch } from '@/features/push';
import { formatDuration, formatPrice, formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { errorSentence } from '@/lib/error-sentence';
import { downloadCalendarFile } from '../api/calendarFile';
import { NextSteps } from './BookingTerms';
import { StatusBadge } from './StatusBadge';
import type { Booked } from '../api/book';
import { MY_APPOINTMENTS_PATH } from '../window';
import { useTyped } from '@/lib/typed-text';

/** After a booking: what was booked, its status, add-to-calendar, and where to find it later. */
export function BookingSuccess({ booking, onAgain }: { booking: Booked; onAgain: () => void }) {
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
      {booking.delovi ? <VisitFacts booking={booking} parts={booking.delovi} /> : <BookingFacts booking={booking} />}
      <NextSteps booking={booking} />
      <PushSwitch texts="booking.success.push" offer />
      <Stack gap="xs">
        <Button
          variant="light"
          leftSection={<CalendarIcon size={16} />}
          onClick={() => {
            void downloadCalendarFile(booking).catch((error: unknown) => notify({ color: 'negative', message: errorSentence(error, t) }));
          }}
        >
          {t('booking.success.calendar')}
        </Button>
        <Button component={Link} to={MY_APPOINTMENTS_PATH} variant="default">{t('booking.success.mine')}</Button>
        <Button variant="subtle" onClick={onAgain}>{t('booking.success.again')}</Button>
      </Stack>
    </Stack>
  );
}

/** A visit of several services: the business, the day, every part with its time and employee, the total price. */
function VisitFacts({ booking, parts }: { booking: Zakazivanje; parts: Zakazivanje[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const cena = parts.reduce((sum, p) => sum + p.cena, 0);
  return (
    <dl className="booking-facts" data-testid="visit-facts">
      <div>
        <dt>{t('booking.details.business')}</dt>
        <dd>{typed(booking.entitetNaziv)}</dd>
      </div>
      <div>
        <dt>{t('booking.details.when')}</dt>
        <dd>{formatDate(booking.datum, lang, 'weekdayDate')}</dd>
      </div>
      <div>
        <dt>{t('booking.visit.parts')}</dt>
        <dd>
          <ul className="visit-summary">
            {parts.map((p) => (
              <li key={p.id} data-testid="visit-fact-part">{t('booking.visit.partLine', { time: p.vreme, service: `${typed(p.uslugaNaziv)} (${formatDuration(p.trajanjeMinuta, lang)})`, name: typed(p.zaposleniIme) })}</li>
            ))}
          </ul>
        </dd>
      </div>
      <div>
        <dt>{t('booking.details.price')}</dt>
        <dd>{formatPrice(cena, booking.valuta, lang)}</dd>
      </div>
    </dl>
  );
}

/** The facts of a booking as a description list. */
function BookingFacts({ booking, showBusiness = true }: { booking: Zakazivanje; showBusiness?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const typed = useTyped();
  const rows: Array<[string, string]> = [
    ...(showBusiness ? [[t('booking.details.business'), typed(booking.entitetNaziv)] as [string, string]] : []),
    [t('booking.details.service'), `${typed(booking.uslugaNaziv)} · ${formatDuration(booking.trajanjeMinuta, lang)}`],
    [t('booking.details.employee'), typed(booking.zaposleniIme)],
    [t('booking.details.when'), t('booking.details.at', { date: formatDate(booking.datum, lang, 'weekdayDate'), time: booking.vreme })],
    [t('booking.details.price'), formatPrice(booking.cena, booking.valuta, lang)],
    ...(booking.napomena ? [[t('booking.details.note'), typed(booking.napomena)] as [string, string]] : []),
    ...(booking.razlog ? [[t('booking.details.reason'), typed(booking.razlog)] as [string, string]] : []),
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
