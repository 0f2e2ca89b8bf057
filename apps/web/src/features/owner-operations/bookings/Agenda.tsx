import { ActionIcon, Button, Group, Loader, SegmentedControl, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BusinessZakazivanje } from '@zakazi/contract';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import type { BookingAction } from '../api/changeBookingStatus';
import { addDays, eachDay, startOfIsoWeek, todayIn, type IsoDay, isIsoDay } from '@zakazi/contract/calendar';
import { businessBookingsQuery } from '../queries';
import { DEFAULT_ZONE, employeeName, useBusiness, useEmployees } from '../useBusiness';
import { BookingItem } from './BookingItem';
import { DateField } from '@/components/DateField';
import { formatDate } from '@/lib/format';
import { useTyped } from '@/lib/typed-text';

type View = 'day' | 'week';
const CLOSED = new Set(['cancelled', 'rejected']);

/**
 * The business's bookings for a day or a week, for one employee or all. A day with all employees
 * shows one column per employee; a week shows one column per day.
 */
export function Agenda({ entitetId, busy, onAction }: {
  entitetId: number;
  busy: boolean;
  onAction: (b: BusinessZakazivanje, action: BookingAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const business = useBusiness(entitetId);
  const employees = useEmployees(entitetId);
  const zone = business.data?.vremenskaZona ?? DEFAULT_ZONE;
  const [view, setView] = useState<View>('day');
  const [day, setDay] = useState<IsoDay>(() => todayIn(zone));
  const [employee, setEmployee] = useState<string>('all');
  const [showClosed, setShowClosed] = useState(false);

  const od = view === 'day' ? day : startOfIsoWeek(day);
  const doDay = view === 'day' ? day : addDays(od, 6);
  const zaposleniId = employee === 'all' ? undefined : Number(employee);
  const query = useQuery({ ...businessBookingsQuery(entitetId, { od, do: doDay, zaposleniId }), enabled: business.isSuccess });
  const bookings = (query.data ?? [])
    .filter((b) => showClosed || !CLOSED.has(b.status))
    .sort((a, b) => a.pocetak.localeCompare(b.pocetak));

  const step = view === 'day' ? 1 : 7;
  const staff = employees.data ?? [];
  const columns: Array<{ key: string; title: string; items: BusinessZakazivanje[] }> =
    view === 'week'
      ? eachDay(od, doDay).map((d) => ({ key: d, title: formatDate(d, i18n.language, 'weekdayDayMonth'), items: bookings.filter((b) => b.datum === d) }))
      : zaposleniId === undefined && staff.length > 0
        ? staff
            .filter((e) => e.aktivan || bookings.some((b) => b.zaposleniId === e.id))
            .map((e) => ({ key: String(e.id), title: typed(employeeName(e)), items: bookings.filter((b) => b.zaposleniId === e.id) }))
        : [{ key: day, title: formatDate(day, i18n.language, 'weekdayDayMonth'), items: bookings }];

  return (
    <section aria-labelledby="ops-agenda-title" data-testid="bookings-agenda">
      <Title order={2} size="h3" id="ops-agenda-title" mb="sm">{t('ownerOps.bookings.agendaTitle')}</Title>
      <Stack gap="sm" mb="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('ownerOps.common.employee')}
            data={[
              { value: 'all', label: t('ownerOps.common.allEmployees') },
              ...staff.map((e) => ({ value: String(e.id), label: e.aktivan ? typed(employeeName(e)) : t('ownerOps.common.inactive', { name: typed(employeeName(e)) }) })),
            ]}
            value={employee}
            onChange={(v) => setEmployee(v ?? 'all')}
            allowDeselect={false}
            w={220}
          />
          <div>
            <Text component="span" size="sm" fw={500} id="ops-agenda-view" display="block" mb={4}>{t('ownerOps.bookings.view')}</Text>
            <SegmentedControl
              aria-labelledby="ops-agenda-view"
              data={[{ value: 'day', label: t('ownerOps.bookings.day') }, { value: 'week', label: t('ownerOps.bookings.week') }]}
              value={view}
              onChange={(v) => setView(v as View)}
            />
          </div>
          <DateField
            label={t('ownerOps.common.date')}
            value={day}
            onChange={(v) => v && isIsoDay(v) && setDay(v)}
            w={170}
          />
          <Group gap={6}>
            <ActionIcon variant="default" size="lg" aria-label={t('ownerOps.bookings.previous')} onClick={() => setDay(addDays(day, -step))}>‹</ActionIcon>
            <Button variant="default" onClick={() => setDay(todayIn(zone))}>{t('ownerOps.bookings.today')}</Button>
            <ActionIcon variant="default" size="lg" aria-label={t('ownerOps.bookings.next')} onClick={() => setDay(addDays(day, step))}>›</ActionIcon>
          </Group>
        </Group>
        <Group justify="space-between" gap="sm">
          <Text fw={600} aria-live="polite">
            {view === 'day' ? formatDate(day, i18n.language, 'shortWeekdayDate') : `${formatDate(od, i18n.language, 'shortWeekdayDate')} – ${formatDate(doDay, i18n.language, 'shortWeekdayDate')}`}
            {query.isSuccess && <Text span c="dimmed" fw={400}> · {t('ownerOps.bookings.summary', { count: bookings.length })}</Text>}
          </Text>
          <Switch label={t('ownerOps.bookings.showClosed')} checked={showClosed} onChange={(e) => setShowClosed(e.currentTarget.checked)} />
        </Group>
      </Stack>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !query.isSuccess ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : (
        <div className={view === 'week' ? 'ops-days' : columns.length > 1 ? 'ops-columns' : undefined}>
          {columns.map((col) => (
            <div key={col.key} className={view === 'week' ? 'ops-day' : columns.length > 1 ? 'ops-column' : undefined}>
              {columns.length > 1 && <Title order={3} size="h5" className="ops-column__title">{col.title}</Title>}
              {col.items.length === 0 ? (
                <Text c="dimmed" size="sm" className="ops-column__empty">
                  {columns.length > 1 ? t('ownerOps.bookings.dayEmpty') : t('ownerOps.bookings.agendaEmpty')}
                </Text>
              ) : (
                <div className={view === 'week' || columns.length === 1 ? 'ops-grid ops-grid--3' : 'ops-stack'}>
                  {col.items.map((b) => <BookingItem key={b.id} booking={b} showDate={false} busy={busy} onAction={onAction} />)}
                </div>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
