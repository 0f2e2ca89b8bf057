import { Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Usluga } from '@zakazi/contract';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { CalendarDialogs } from './CalendarDialogs';
import { CalendarGrid } from './CalendarGrid';
import { CalendarToolbar } from './CalendarToolbar';
import { useCalendarState } from './useCalendarState';
import './calendar.css';

/**
 * The front desk's calendar (react-big-calendar, docs/decisions/047-front-desk-calendar.md): a day
 * with one column per employee, or one employee's day or week; bookings coloured by status,
 * working hours light, blocked time hatched, the wall clock's line on today. `editable` (the
 * owner) adds desk bookings on an empty cell, blocks, and moving a booking by dragging it (to
 * another time or colleague's column) after a confirmation; the server decides, and a refusal
 * puts it back. On a phone: one employee's day at a time, swiped or stepped between days.
 *
 * The view only: its state is useCalendarState (calendar-state.ts), the grid CalendarGrid, the
 * dialogs CalendarDialogs.
 */
export function CalendarView({ entitetId, zone, services, editable, ownZaposleniId, live }: {
  entitetId: number;
  zone: string;
  services: Usluga[];
  editable: boolean;
  /** an Employee: only their own column (the server answers only that one anyway) */
  ownZaposleniId?: number;
  /** a public business has the live channel */
  live: boolean;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const model = useCalendarState({ entitetId, zone, ownZaposleniId, live, phone });
  const { query, data, staff } = model;

  return (
    <Stack gap="sm" className="cal">
      <CalendarToolbar model={model} editable={editable} phone={phone} own={ownZaposleniId !== undefined} />
      {query.isError && !data ? (
        <ErrorState text={t('calendar.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : staff.length === 0 ? (
        <Text c="dimmed">{t('calendar.noEmployees')}</Text>
      ) : (
        <CalendarGrid model={model} zone={zone} editable={editable} phone={phone} />
      )}
      <CalendarDialogs model={model} entitetId={entitetId} services={services} editable={editable} />
    </Stack>
  );
}
