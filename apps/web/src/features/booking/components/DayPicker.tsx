import { ActionIcon, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ChevronRightIcon } from '@/components/icons';
import { useTranslation } from '@/lib/i18n';
import { monthGrid, monthRange } from '../dates';
import { addDays, addMonths, firstOfMonth, monthOf, sameMonth, type Month } from '@zakazi/contract/calendar';
import { freeDaysQuery } from '../queries';
import { formatDate } from '@/lib/format';

/**
 * A month calendar: days without free time (GET slobodni-dani for the month) are disabled, past
 * days too. Monday first, as in Serbia. It opens on the first month with a free day.
 */
export function DayPicker({ entity, of, today, value, onChange, markedDay = null }: {
  /** the business: its id and its horizon (days ahead a booking may start) */
  entity: { id: number; horizontDana: number };
  /** the service and the employee (null: anyone) whose free days it shows: a choice being made or a booking being moved */
  of: { uslugaId: number; zaposleniId: number | null };
  /** today in the business's zone, ISO */
  today: string;
  value: string | null;
  onChange: (datum: string) => void;
  /** a day drawn with a ring: the booking's current day while moving it */
  markedDay?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const entitetId = entity.id;
  const lastDay = addDays(today, entity.horizontDana);
  const first = monthOf(today);
  const [month, setMonth] = useState<Month>(() => (value && value >= today ? monthOf(value) : first));
  useEffect(() => {
    if (value && value >= today) setMonth(monthOf(value));
  }, [value, today]);

  const bounded = monthRange(month, today);
  const range = bounded && bounded.od <= lastDay ? { od: bounded.od, do: bounded.do < lastDay ? bounded.do : lastDay } : null;
  const query = useQuery({
    ...freeDaysQuery({ entitetId, uslugaId: of.uslugaId, zaposleniId: of.zaposleniId, od: range?.od ?? today, do: range?.do ?? today }),
    enabled: range !== null,
  });
  const free = new Set(query.data ?? []);
  const weekdays = t('booking.calendar.weekdays', { returnObjects: true }) as string[];
  const canPrev = !sameMonth(month, first);
  const canNext = !sameMonth(month, monthOf(lastDay)) && firstOfMonth(addMonths(month, 1)) <= lastDay;
  const noneFree = query.isSuccess && query.data.length === 0;

  // Until the visitor picks a day or turns a month, the calendar shows the first month with free
  // time (for the service and employee chosen now): on a month's last evening this month has none
  // left, and an empty month looks like a closed business.
  const [browsed, setBrowsed] = useState(false);
  const seeking = !browsed && value === null;
  const skipping = seeking && noneFree && canNext;
  useEffect(() => {
    if (seeking) setMonth(first);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new choice of service or employee starts over
  }, [of.uslugaId, of.zaposleniId]);
  useEffect(() => {
    if (skipping) setMonth(addMonths(month, 1));
  }, [skipping, month]);
  const turnTo = (to: Month) => {
    setBrowsed(true);
    setMonth(to);
  };

  return (
    <div className="day-picker" role="group" aria-label={t('booking.calendar.label')}>
      <Group justify="space-between" mb={6} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" onClick={() => turnTo(addMonths(month, -1))} disabled={!canPrev} aria-label={t('booking.calendar.prev')}>
          <span className="day-picker__prev"><ChevronRightIcon size={18} /></span>
        </ActionIcon>
        <Group gap={8} wrap="nowrap">
          <Text fw={600} tt="capitalize" aria-live="polite">{formatDate(firstOfMonth(month), lang, 'month')}</Text>
          {query.isFetching && <Loader size={14} aria-hidden />}
        </Group>
        <ActionIcon variant="subtle" color="gray" onClick={() => turnTo(addMonths(month, 1))} disabled={!canNext} aria-label={t('booking.calendar.next')}>
          <ChevronRightIcon size={18} />
        </ActionIcon>
      </Group>
      <table className="day-picker__grid">
        <thead>
          <tr>{weekdays.map((d) => <th key={d} scope="col"><abbr title={d}>{d}</abbr></th>)}</tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, wi) => (
            <tr key={wi}>
              {week.map((day, di) => {
                if (!day) return <td key={di} />;
                const isFree = free.has(day) && day >= today && day <= lastDay;
                const selected = day === value;
                const label = formatDate(day, lang, 'weekdayDate');
                return (
                  <td key={di}>
                    <button
                      type="button"
                      className="day-picker__day"
                      data-free={isFree || undefined}
                      data-today={day === today || undefined}
                      data-current={day === markedDay || undefined}
                      data-date={day}
                      aria-pressed={selected}
                      disabled={!isFree}
                      aria-label={t(selected ? 'booking.calendar.selected' : isFree ? 'booking.calendar.free' : 'booking.calendar.full', { date: label })}
                      onClick={() => onChange(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {query.isError && (
        <Group gap="xs" mt={6}>
          <Text size="sm" c="negative.4" role="alert">{t('booking.calendar.error')}</Text>
          <Button size="compact-sm" variant="subtle" onClick={() => void query.refetch()}>{t('booking.calendar.retry')}</Button>
        </Group>
      )}
      {noneFree && !skipping && (
        <Group gap="xs" mt={6}>
          <Text size="sm" c="dimmed">{t('booking.calendar.noneInMonth')}</Text>
          {canNext && <Button size="compact-sm" variant="subtle" onClick={() => turnTo(addMonths(month, 1))}>{t('booking.calendar.tryNext')}</Button>}
        </Group>
      )}
    </div>
  );
}
