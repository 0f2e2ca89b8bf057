import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { addDays, nowMinutesIn, todayIn } from '@zakazi/contract/calendar';
import { formatDuration, formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { StatusBadge } from '@/features/booking';
import { CalendarView } from './CalendarView';
import { customerOf, nextBooking } from './events';
import { calendarQuery } from './queries';
import { useTyped } from '@/lib/typed-text';

/** How far ahead "next booking" looks (the calendar read allows 31 days). */
const NEXT_DAYS = 30;

/**
 * /employee: the employee's own calendar, day and week (only their column: the server answers
 * only that one to an Employee), with the next live booking above it.
 */
export function EmployeeCalendar({ entitetId, zaposleniId, zone }: { entitetId: number; zaposleniId: number; zone: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <NextBooking entitetId={entitetId} zaposleniId={zaposleniId} zone={zone} />
      <Title order={2} size="h3">{t('calendar.employeePage.calendar')}</Title>
      <CalendarView entitetId={entitetId} zone={zone} services={[]} editable={false} ownZaposleniId={zaposleniId} live />
    </Stack>
  );
}

function NextBooking({ entitetId, zaposleniId, zone }: { entitetId: number; zaposleniId: number; zone: string }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const today = todayIn(zone);
  const ahead = useQuery(calendarQuery(entitetId, { od: today, do: addDays(today, NEXT_DAYS), zaposleniId }));
  if (!ahead.data) return <Skeleton height={76} radius={14} />;
  const next = nextBooking(ahead.data.zakazivanja, today, nowMinutesIn(zone));
  return (
    <Paper withBorder p="md" radius="md" data-testid="next-booking">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.6}>{t('calendar.employeePage.next')}</Text>
      {next ? (
        <Stack gap={2} mt={4}>
          <Text fw={700} size="lg">
            {next.datum === today ? t('calendar.today') : formatDate(next.datum, i18n.language, 'shortWeekdayNumeric')} {next.vreme}
            <Text span c="dimmed" fw={400} size="sm"> · {formatDuration(next.trajanjeMinuta, i18n.language)}</Text>
          </Text>
          <Text>{typed(next.uslugaNaziv)} · {typed(customerOf(next)) ?? t('calendar.booking.erased')}</Text>
          <div><StatusBadge status={next.status} size="sm" /></div>
        </Stack>
      ) : (
        <Text c="dimmed" mt={4}>{t('calendar.employeePage.noNext')}</Text>
      )}
    </Paper>
  );
}
