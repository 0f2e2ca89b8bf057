import { instantToWall, minutesOf } from '@zakazi/contract/calendar';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { useCallback, useMemo, useRef, type TouchEvent } from 'react';
import { Calendar, dayjsLocalizer, type Formats, type SlotInfo } from 'react-big-calendar';
import addonModule, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { CalendarAction } from './calendar-state';
import { customerOf, wallDate, wallOf, type CalendarEvent } from './events';
import type { CalendarModel } from './useCalendarState';
import { useTyped } from '@/lib/typed-text';

type Resource = { id: number; title: string };

const localizer = dayjsLocalizer(dayjs);
// The drag-and-drop addon is CommonJS (`exports.default`): the bundler's default import is either
// that function or the whole exports object (Node's interop), so take whichever it is.
const withDragAndDrop = (addonModule as unknown as { default?: typeof addonModule }).default ?? addonModule;
// The localizer starts weeks by dayjs's global locale (its culture argument is ignored there):
// en-gb, the default English with weeks from Monday as the product's are. Every day the grid
// writes goes through lib/format's formatDate (FORMATS below), so no other dayjs locale is needed.
dayjs.locale('en-gb');
const DnDCalendar = withDragAndDrop<CalendarEvent, Resource>(Calendar);

/** The grid's own texts: times as HH:mm, a week's column heads as the product writes a short day. */
function formats(lang: string): Formats {
  return {
    timeGutterFormat: 'HH:mm',
    dayFormat: (date) => formatDate(wallOf(date).datum, lang, 'shortWeekdayNumeric'),
    dayHeaderFormat: (date) => formatDate(wallOf(date).datum, lang, 'weekdayDate'),
    dayRangeHeaderFormat: ({ start, end }) => `${formatDate(wallOf(start).datum, lang, 'shortWeekdayNumeric')} – ${formatDate(wallOf(end).datum, lang, 'shortWeekdayNumeric')}`,
    eventTimeRangeFormat: () => '',
    selectRangeFormat: ({ start, end }) => `${wallOf(start).vreme}–${wallOf(end).vreme}`,
  };
}

/**
 * The employee a grid callback is about: the resource id of a column, or null without columns
 * (the grid then passes its own placeholder object, not an id).
 */
function columnOf(resourceId: unknown): number | null {
  return typeof resourceId === 'number' ? resourceId : typeof resourceId === 'string' && resourceId !== '' ? Number(resourceId) : null;
}

/** A swipe: this far sideways, and more sideways than down. */
const SWIPE_PX = 60;

/**
 * The grid itself (react-big-calendar with drag and drop, decision 047): the calendar model's
 * events on the business's wall clock; a click on an empty cell, on a booking or on a block, a
 * drop and a phone's swipe become the state's actions.
 */
export function CalendarGrid({ model, zone, editable, phone }: { model: CalendarModel; zone: string; editable: boolean; phone: boolean }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const { state, dispatch, view, employeeId, hours, shown } = model;
  const { date } = state;
  const open = (dialog: Extract<CalendarAction, { type: 'open' }>['dialog']) => dispatch({ type: 'open', dialog });
  const gridFormats = useMemo(() => formats(i18n.language), [i18n.language]);

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
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > 2 * Math.abs(touch.clientY - from.y)) dispatch({ type: 'step', days: dx < 0 ? 1 : -1 });
  };

  return (
    <div className="cal-grid" data-testid="calendar-grid" data-view={view} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} aria-label={t('calendar.grid')} role="region">
      <DnDCalendar
        localizer={localizer}
        formats={gridFormats}
        toolbar={false}
        views={['day', 'week']}
        view={view}
        onView={() => {}}
        date={wallDate(date, 12 * 60)}
        onNavigate={(d) => dispatch({ type: 'goTo', date: wallOf(d).datum })}
        getNow={now}
        events={model.events}
        backgroundEvents={model.background}
        resources={model.resources}
        resourceAccessor="resourceId"
        resourceIdAccessor="id"
        resourceTitleAccessor="title"
        startAccessor="start"
        endAccessor="end"
        allDayAccessor={() => false}
        tooltipAccessor={(e) => (e.kind === 'booking' ? `${e.booking.vreme} ${typed(customerOf(e.booking)) ?? ''} · ${typed(e.booking.uslugaNaziv)}` : typed(e.block.razlog) ?? t('calendar.blocked'))}
        titleAccessor={(e) => (e.kind === 'booking' ? typed(e.booking.uslugaNaziv) : t('calendar.blocked'))}
        step={15}
        timeslots={4}
        min={wallDate(date, shown.from)}
        max={wallDate(date, shown.to)}
        scrollToTime={wallDate(date, shown.from)}
        slotPropGetter={slotProps}
        eventPropGetter={(e) => ({ className: e.kind === 'booking' ? `cal-event cal-event--${e.booking.status}${e.booking.posetaId !== null ? ' cal-event--visit' : ''}` : 'cal-block' })}
        components={{ event: EventBox }}
        selectable={editable}
        onSelectSlot={(slot: SlotInfo) => {
          const { datum, vreme } = wallOf(slot.start);
          const zaposleniId = columnOf(slot.resourceId) ?? employeeId;
          if (zaposleniId !== null) open({ kind: 'desk', slot: { zaposleniId, datum, vreme } });
        }}
        onSelectEvent={(e) => open(e.kind === 'booking' ? { kind: 'booking', bookingId: e.booking.id } : { kind: 'blockDetails', block: e.block })}
        draggableAccessor={(e) => editable && e.kind === 'booking' && (e.booking.status === 'pending' || e.booking.status === 'confirmed') && Date.parse(e.booking.pocetak) > Date.now()}
        resizable={false}
        onEventDrop={({ event, start, resourceId }: EventInteractionArgs<CalendarEvent>) => {
          if (event.kind !== 'booking') return;
          const wall = wallOf(new Date(start));
          const zaposleniId = columnOf(resourceId) ?? event.booking.zaposleniId;
          if (wall.datum === event.booking.datum && wall.vreme === event.booking.vreme && zaposleniId === event.booking.zaposleniId) return;
          open({ kind: 'move', booking: event.booking, to: { datum: wall.datum, vreme: wall.vreme, zaposleniId } });
        }}
        dayLayoutAlgorithm="no-overlap"
        className="cal-rbc"
      />
    </div>
  );
}

/** What a booking's box says: the time, the customer, the service (a block: "Blocked" and why). */
function EventBox({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  const typed = useTyped();
  if (event.kind === 'block') {
    return <span className="cal-block__text" data-testid={`cal-block-${event.block.id}`}>{t('calendar.blocked')} {event.block.od}–{event.block.do}{event.block.razlog ? ` · ${typed(event.block.razlog)}` : ''}</span>;
  }
  const b = event.booking;
  return (
    <span className="cal-event__body" data-testid={`cal-booking-${b.id}`} data-status={b.status} data-employee={event.resourceId} data-visit={b.posetaId ?? undefined}>
      <span className="cal-event__time">{b.vreme}</span> <strong>{typed(customerOf(b)) ?? t('calendar.booking.erased')}</strong>
      {/* A part of a visit of several services: marked as such, with the visit's number; moving it moves the visit. */}
      <span className="cal-event__service">{b.posetaId !== null && <span className="cal-event__visit">{t('calendar.visit', { n: b.posetaId })} · </span>}{typed(b.uslugaNaziv)}</span>
    </span>
  );
}
