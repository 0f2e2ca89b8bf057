import { ActionIcon, Button, Group, Loader, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { BusinessZakazivanje, Usluga } from '@zakazi/contract';
import { addDays, instantToWall, isIsoDay, isoWeekOf, minutesOf, todayIn, type IsoDay } from '@zakazi/contract/calendar';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/sr';
import 'dayjs/locale/sr-cyrl';
import { useCallback, useMemo, useRef, useState, type TouchEvent } from 'react';
import { Calendar, dayjsLocalizer, type Formats, type SlotInfo } from 'react-big-calendar';
import addonModule, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { DateField } from '@/components/DateField';
import { ChevronRightIcon } from '@/components/icons';
import { ErrorState } from '@/components/States';
import { useTranslation } from '@/lib/i18n';
import { formatDayLong } from '@/features/booking';
import { employeeName } from '@/features/owner-operations';
import { BlockDetails, BlockDialog, type BlockStart } from './BlockDialog';
import { BookingDialog, MoveDialog } from './BookingDialog';
import { DeskBookingDialog, type DeskSlot } from './DeskBookingDialog';
import { blockEvents, bookingEvents, customerOf, visibleHours, wallDate, wallOf, workingHours, type BlockEvent, type CalendarEvent } from './events';
import { calendarQuery } from './queries';
import { shortDay } from './texts';
import { useLiveCalendar } from './useLiveCalendar';
import { useMove, type MoveTarget } from './useMove';
import './calendar.css';

type Resource = { id: number; title: string };
type ViewName = 'day' | 'week';

const localizer = dayjsLocalizer(dayjs);
// The drag-and-drop addon is CommonJS (`exports.default`): the bundler's default import is either
// that function or the whole exports object (Node's interop), so take whichever it is.
const withDragAndDrop = (addonModule as unknown as { default?: typeof addonModule }).default ?? addonModule;
// The localizer starts weeks by dayjs's global locale (its culture argument is ignored there):
// en-gb, the default English with weeks from Monday as the product's are. Every other use of dayjs
// (the date fields) names its locale itself.
dayjs.locale('en-gb');
const DnDCalendar = withDragAndDrop<CalendarEvent, Resource>(Calendar);
const FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  dayFormat: 'ddd D.M.',
  eventTimeRangeFormat: () => '',
  selectRangeFormat: ({ start, end }, culture, l) => `${l!.format(start, 'HH:mm', culture)}–${l!.format(end, 'HH:mm', culture)}`,
};
/**
 * The employee a grid callback is about: the resource id of a column, or null without columns
 * (the grid then passes its own placeholder object, not an id).
 */
function columnOf(resourceId: unknown): number | null {
  return typeof resourceId === 'number' ? resourceId : typeof resourceId === 'string' && resourceId !== '' ? Number(resourceId) : null;
}

/** A swipe: this far sideways, and more sideways than down. */
const SWIPE_PX = 60;

function dayjsLocale(lang: string): string {
  if (lang.startsWith('en')) return 'en-gb';
  return /cyrl/i.test(lang) ? 'sr-cyrl' : 'sr';
}

/**
 * The front desk's calendar (react-big-calendar, docs/decisions/047-front-desk-calendar.md): a day
 * with one column per employee, or one employee's day or week; bookings coloured by status,
 * working hours light, blocked time hatched, the wall clock's line on today. `editable` (the
 * owner) adds desk bookings on an empty cell, blocks, and moving a booking by dragging it (to
 * another time or colleague's column) after a confirmation; the server decides, and a refusal
 * puts it back. On a phone: one employee's day at a time, swiped or stepped between days.
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
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const today = todayIn(zone);
  const [date, setDate] = useState<IsoDay>(today);
  const [chosenView, setView] = useState<ViewName>('day');
  const [chosenEmployee, setEmployee] = useState<string>(ownZaposleniId ? String(ownZaposleniId) : 'all');
  const [showClosed, setShowClosed] = useState(false);
  const [desk, setDesk] = useState<DeskSlot | null>(null);
  const [blockStart, setBlockStart] = useState<BlockStart | null>(null);
  const [openBlock, setOpenBlock] = useState<BlockEvent['block'] | null>(null);
  const [openBookingId, setOpenBookingId] = useState<number | null>(null);
  const [pending, setPending] = useState<{ booking: BusinessZakazivanje; to: MoveTarget } | null>(null);
  const move = useMove(entitetId);

  const view: ViewName = phone ? 'day' : chosenView;
  const range = view === 'day' ? { od: date, do: date } : (({ pocetak, kraj }) => ({ od: pocetak, do: kraj }))(isoWeekOf(date));
  const query = useQuery(calendarQuery(entitetId, { ...range, ...(ownZaposleniId ? { zaposleniId: ownZaposleniId } : {}) }));
  useLiveCalendar(entitetId, date, live);
  const data = query.data;

  const staff = useMemo(
    () => (data?.zaposleni ?? []).filter((e) => e.aktivan || data?.zakazivanja.some((b) => b.zaposleniId === e.id)),
    [data],
  );
  const names = useMemo(() => new Map(staff.map((e) => [e.id, employeeName(e)])), [staff]);
  // One column per employee only on a wide day view; else one employee (the chosen, or the first).
  const single = phone || view === 'week' || chosenEmployee !== 'all';
  const employeeId = single ? (staff.find((e) => String(e.id) === chosenEmployee) ?? staff[0])?.id ?? null : null;
  const hours = useMemo(() => (data ? workingHours(data) : null), [data]);

  const events = useMemo(() => {
    if (!data) return [];
    return bookingEvents(data, showClosed)
      .filter((e) => employeeId === null || e.resourceId === employeeId)
      .map((e) => {
        // While a move waits for its confirmation, the booking shows where it was dropped.
        if (pending?.booking.id !== e.booking.id) return e;
        const start = wallDate(pending.to.datum, minutesOf(pending.to.vreme));
        return { ...e, start, end: new Date(start.getTime() + e.booking.trajanjeMinuta * 60_000), resourceId: pending.to.zaposleniId };
      });
  }, [data, showClosed, employeeId, pending]);
  const background = useMemo(() => (data ? blockEvents(data).filter((e) => employeeId === null || e.resourceId === employeeId) : []), [data, employeeId]);
  const resources = employeeId === null ? staff.map((e) => ({ id: e.id, title: employeeName(e) })) : undefined;
  const shown = visibleHours(data);
  const openBooking = data?.zakazivanja.find((b) => b.id === openBookingId) ?? null;
  const deskEmployees = staff.filter((e) => e.aktivan).map((e) => ({ id: e.id, name: employeeName(e), uslugaIds: e.uslugaIds }));

  const slotProps = useCallback(
    (slot: Date, resourceId?: number | string) => {
      const zaposleniId = columnOf(resourceId) ?? employeeId;
      const { datum, vreme } = wallOf(slot);
      return zaposleniId !== null && hours?.isWorking(zaposleniId, datum, minutesOf(vreme)) ? { className: 'cal-slot--work' } : {};
    },
    [employeeId, hours],
  );
  const now = useCallback(() => {
    const wall = instantToWall(new Date(), zone);
    return wallDate(wall.datum, minutesOf(wall.vreme));
  }, [zone]);

  const step = view === 'day' ? 1 : 7;
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: TouchEvent) => {
    const touch = e.touches[0];
    swipe.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const from = swipe.current;
    const touch = e.changedTouches[0];
    swipe.current = null;
    if (!phone || !from || !touch) return;
    const dx = touch.clientX - from.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 2 * Math.abs(touch.clientY - from.y)) setDate(addDays(date, dx < 0 ? 1 : -1));
  };

  const title =
    view === 'day' ? capitalize(formatDayLong(date, i18n.language)) : `${shortDay(range.od, i18n.language)} – ${shortDay(range.do, i18n.language)}`;
  const employeeOptions = [
    ...(phone || view === 'week' || ownZaposleniId ? [] : [{ value: 'all', label: t('calendar.allEmployees') }]),
    ...staff.map((e) => ({ value: String(e.id), label: employeeName(e) })),
  ];

  return (
    <Stack gap="sm" className="cal">
      <Group justify="space-between" gap="sm" wrap="wrap" className="cal-toolbar">
        <Group gap={6} wrap="nowrap" className="cal-nav">
          <ActionIcon variant="default" size="lg" aria-label={t(view === 'day' ? 'calendar.previousDay' : 'calendar.previousWeek')} onClick={() => setDate(addDays(date, -step))}>
            <span className="cal-prev"><ChevronRightIcon size={18} /></span>
          </ActionIcon>
          <Button variant={date === today ? 'light' : 'default'} onClick={() => setDate(today)}>{t('calendar.today')}</Button>
          <ActionIcon variant="default" size="lg" aria-label={t(view === 'day' ? 'calendar.nextDay' : 'calendar.nextWeek')} onClick={() => setDate(addDays(date, step))}>
            <ChevronRightIcon size={18} />
          </ActionIcon>
          <Text fw={700} aria-live="polite" className="cal-title" data-testid="calendar-title">{title}</Text>
        </Group>
        <Group gap="sm" wrap="wrap">
          <DateField aria-label={t('calendar.date')} value={date} onChange={(v) => v && isIsoDay(v) && setDate(v)} w={phone ? 140 : 150} />
          {!phone && (
            <SegmentedControl
              aria-label={t('calendar.view')}
              data={[{ value: 'day', label: t('calendar.day') }, { value: 'week', label: t('calendar.week') }]}
              value={view}
              onChange={(v) => setView(v as ViewName)}
            />
          )}
          {!ownZaposleniId && staff.length > 0 && (
            <Select
              aria-label={t('calendar.employee')}
              data={employeeOptions}
              value={single ? String(employeeId) : 'all'}
              onChange={(v) => setEmployee(v ?? 'all')}
              allowDeselect={false}
              w={phone ? 170 : 200}
            />
          )}
          {editable && staff.length > 0 && (
            <Button variant="default" onClick={() => setBlockStart({ zaposleniId: employeeId ?? staff[0]!.id, datum: date < today ? today : date, od: '12:00' })}>
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
        <Switch size="sm" className="cal-switch" label={t('calendar.showClosed')} checked={showClosed} onChange={(e) => setShowClosed(e.currentTarget.checked)} />
      </Group>
      {editable && <Text size="sm" c="dimmed">{phone ? t('calendar.swipeHint') : t('calendar.hint')}</Text>}

      {query.isError && !data ? (
        <ErrorState text={t('calendar.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Loader size="sm" aria-label={t('common.states.loading')} />
      ) : staff.length === 0 ? (
        <Text c="dimmed">{t('calendar.noEmployees')}</Text>
      ) : (
        <div className="cal-grid" data-testid="calendar-grid" data-view={view} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} aria-label={t('calendar.grid')} role="region">
          <DnDCalendar
            localizer={localizer}
            culture={dayjsLocale(i18n.language)}
            formats={FORMATS}
            toolbar={false}
            views={['day', 'week']}
            view={view}
            onView={() => {}}
            date={wallDate(date, 12 * 60)}
            onNavigate={(d) => setDate(wallOf(d).datum)}
            getNow={now}
            events={events}
            backgroundEvents={background}
            resources={resources}
            resourceAccessor="resourceId"
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
            startAccessor="start"
            endAccessor="end"
            allDayAccessor={() => false}
            tooltipAccessor={(e) => (e.kind === 'booking' ? `${e.booking.vreme} ${customerOf(e.booking) ?? ''} · ${e.booking.uslugaNaziv}` : e.block.razlog ?? t('calendar.blocked'))}
            titleAccessor={(e) => (e.kind === 'booking' ? e.booking.uslugaNaziv : t('calendar.blocked'))}
            step={15}
            timeslots={4}
            min={wallDate(date, shown.from)}
            max={wallDate(date, shown.to)}
            scrollToTime={wallDate(date, shown.from)}
            slotPropGetter={slotProps}
            eventPropGetter={(e) => ({ className: e.kind === 'booking' ? `cal-event cal-event--${e.booking.status}` : 'cal-block' })}
            components={{ event: EventBox }}
            selectable={editable}
            onSelectSlot={(slot: SlotInfo) => {
              const { datum, vreme } = wallOf(slot.start);
              const zaposleniId = columnOf(slot.resourceId) ?? employeeId;
              if (zaposleniId !== null) setDesk({ zaposleniId, datum, vreme });
            }}
            onSelectEvent={(e) => (e.kind === 'booking' ? setOpenBookingId(e.booking.id) : setOpenBlock(e.block))}
            draggableAccessor={(e) => editable && e.kind === 'booking' && (e.booking.status === 'pending' || e.booking.status === 'confirmed') && Date.parse(e.booking.pocetak) > Date.now()}
            resizable={false}
            onEventDrop={({ event, start, resourceId }: EventInteractionArgs<CalendarEvent>) => {
              if (event.kind !== 'booking') return;
              const wall = wallOf(new Date(start));
              const zaposleniId = columnOf(resourceId) ?? event.booking.zaposleniId;
              if (wall.datum === event.booking.datum && wall.vreme === event.booking.vreme && zaposleniId === event.booking.zaposleniId) return;
              setPending({ booking: event.booking, to: { datum: wall.datum, vreme: wall.vreme, zaposleniId } });
            }}
            dayLayoutAlgorithm="no-overlap"
            className="cal-rbc"
          />
        </div>
      )}

      {editable && (
        <>
          <DeskBookingDialog entitetId={entitetId} slot={desk} employees={deskEmployees} services={services} hours={hours} onClose={() => setDesk(null)} />
          <BlockDialog entitetId={entitetId} start={blockStart} employees={deskEmployees} bookings={data?.zakazivanja ?? []} onClose={() => setBlockStart(null)} />
          <BlockDetails entitetId={entitetId} block={openBlock} employeeName={openBlock ? names.get(openBlock.zaposleniId) ?? '' : ''} onClose={() => setOpenBlock(null)} />
        </>
      )}
      <BookingDialog
        entitetId={entitetId}
        booking={openBooking}
        employees={editable ? deskEmployees : []}
        onMove={(booking, to) => {
          setOpenBookingId(null);
          setPending({ booking, to });
        }}
        onClose={() => setOpenBookingId(null)}
      />
      <MoveDialog
        move={pending}
        employeeName={(id) => names.get(id) ?? ''}
        outside={pending !== null && hours !== null && !hours.covers(pending.to.zaposleniId, pending.to.datum, minutesOf(pending.to.vreme), minutesOf(pending.to.vreme) + pending.booking.trajanjeMinuta)}
        busy={move.isPending}
        onConfirm={() => pending && move.mutate({ id: pending.booking.id, to: pending.to }, { onSettled: () => setPending(null) })}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

/** What a booking's box says: the time, the customer, the service (a block: "Blocked" and why). */
function EventBox({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  if (event.kind === 'block') {
    return <span className="cal-block__text" data-testid={`cal-block-${event.block.id}`}>{t('calendar.blocked')} {event.block.od}–{event.block.do}{event.block.razlog ? ` · ${event.block.razlog}` : ''}</span>;
  }
  const b = event.booking;
  return (
    <span className="cal-event__body" data-testid={`cal-booking-${b.id}`} data-status={b.status} data-employee={event.resourceId}>
      <span className="cal-event__time">{b.vreme}</span> <strong>{customerOf(b) ?? t('calendar.booking.erased')}</strong>
      <span className="cal-event__service">{b.uslugaNaziv}</span>
    </span>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
