import { ActionIcon, Button, Group, SegmentedControl, Select, Switch, Text } from '@mantine/core';
import { isIsoDay } from '@zakazi/contract/calendar';
import { DateField } from '@/components/DateField';
import { ChevronRightIcon } from '@/components/icons';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { employeeName } from '@/features/owner-operations';
import type { ViewName } from './calendar-state';
import type { CalendarModel } from './useCalendarState';

/**
 * Above the grid: step a day or a week, today, a date, day or week, whose column, "Block time",
 * the colours' legend and the closed bookings' switch.
 */
export function CalendarToolbar({ model, editable, phone, own }: { model: CalendarModel; editable: boolean; phone: boolean; own: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { state, dispatch, view, range, today, staff, single, employeeId } = model;
  const { date } = state;
  const step = view === 'day' ? 1 : 7;
  const title =
    view === 'day'
      ? capitalize(formatDate(date, lang, 'weekdayDate'))
      : `${formatDate(range.od, lang, 'shortWeekdayNumeric')} – ${formatDate(range.do, lang, 'shortWeekdayNumeric')}`;
  const employeeOptions = [
    ...(phone || view === 'week' || own ? [] : [{ value: 'all', label: t('calendar.allEmployees') }]),
    ...staff.map((e) => ({ value: String(e.id), label: employeeName(e) })),
  ];

  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap" className="cal-toolbar">
        <Group gap={6} wrap="nowrap" className="cal-nav">
          <ActionIcon variant="default" size="lg" aria-label={t(view === 'day' ? 'calendar.previousDay' : 'calendar.previousWeek')} onClick={() => dispatch({ type: 'step', days: -step })}>
            <span className="cal-prev"><ChevronRightIcon size={18} /></span>
          </ActionIcon>
          <Button variant={date === today ? 'light' : 'default'} onClick={() => dispatch({ type: 'goTo', date: today })}>{t('calendar.today')}</Button>
          <ActionIcon variant="default" size="lg" aria-label={t(view === 'day' ? 'calendar.nextDay' : 'calendar.nextWeek')} onClick={() => dispatch({ type: 'step', days: step })}>
            <ChevronRightIcon size={18} />
          </ActionIcon>
          <Text fw={700} aria-live="polite" className="cal-title" data-testid="calendar-title">{title}</Text>
        </Group>
        <Group gap="sm" wrap="wrap">
          <DateField aria-label={t('calendar.date')} value={date} onChange={(v) => v && isIsoDay(v) && dispatch({ type: 'goTo', date: v })} w={phone ? 140 : 150} />
          {!phone && (
            <SegmentedControl
              aria-label={t('calendar.view')}
              data={[{ value: 'day', label: t('calendar.day') }, { value: 'week', label: t('calendar.week') }]}
              value={view}
              onChange={(v) => dispatch({ type: 'view', view: v as ViewName })}
            />
          )}
          {!own && staff.length > 0 && (
            <Select
              aria-label={t('calendar.employee')}
              data={employeeOptions}
              value={single ? String(employeeId) : 'all'}
              onChange={(v) => dispatch({ type: 'employee', employee: v ?? 'all' })}
              allowDeselect={false}
              w={phone ? 170 : 200}
            />
          )}
          {editable && staff.length > 0 && (
            <Button
              variant="default"
              onClick={() => dispatch({ type: 'open', dialog: { kind: 'block', start: { zaposleniId: employeeId ?? staff[0]!.id, datum: date < today ? today : date, od: '12:00' } } })}
            >
              {t('calendar.blockTime')}
            </Button>
          )}
        </Group>
      </Group>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {!phone && (
          <Group gap="md" className="cal-legend" aria-hidden="true">
            <span><i className="cal-swatch cal-swatch--work" />{t('calendar.legendWorking')}</span>
            <span><i className="cal-swatch cal-swatch--block" />{t('calendar.legendBlocked')}</span>
            <span><i className="cal-swatch cal-event--pending" />{t('booking.status.pending')}</span>
            <span><i className="cal-swatch cal-event--confirmed" />{t('booking.status.confirmed')}</span>
            <span><i className="cal-swatch cal-event--completed" />{t('booking.status.completed')}</span>
            <span><i className="cal-swatch cal-event--noShow" />{t('booking.status.noShow')}</span>
          </Group>
        )}
        <Switch size="sm" className="cal-switch" label={t('calendar.showClosed')} checked={state.showClosed} onChange={(e) => dispatch({ type: 'showClosed', showClosed: e.currentTarget.checked })} />
      </Group>
      {editable && <Text size="sm" c="dimmed">{phone ? t('calendar.swipeHint') : t('calendar.hint')}</Text>}
    </>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
