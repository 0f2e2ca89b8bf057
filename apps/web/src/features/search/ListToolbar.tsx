import { Button, Drawer, Group, NativeSelect, SegmentedControl, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ScrollArea.css';
import { useDisclosure } from '@mantine/hooks';
import type { ListSort } from '@zakazi/contract';
import { useState, type ReactNode } from 'react';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { DAY_PARTS, dayAhead, dayPartOf, FREE_DAY_HORIZON, namedFreeDay, type DayPart, type FreeDay, type FreeHours, type ListState, type ListView } from './list-state';
import { layoutClass, usePhoneLayout } from './phone-layout';

type Props = {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  /** the orders this list offers, first the default */
  sorts?: ListSort[];
  /** the page's own filters: in the sheet on a phone; on a wide screen the page shows them, or with filtersInline this bar does, before the order */
  filters?: ReactNode;
  filtersInline?: boolean;
  /** after the controls (on a phone, in the sheet): e.g. a link to the page's further filters elsewhere */
  more?: ReactNode;
  /** filters set beyond the default, counted on the phone's button */
  activeCount?: number;
  /** results of the current choice, for the sheet's "show results" button */
  resultsLabel?: string;
  /** offer parts of the free day (the search page; its list asks for them) */
  withHours?: boolean;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PARTS = Object.keys(DAY_PARTS) as DayPart[];

/** The custom window's two fields as typed: '' is a field left empty (that end of the day). */
type Draft = { od: string; do: string };

/** The window a draft means, or null while it means none: each end a time or empty, not both empty, the first earlier. */
function windowOf(draft: Draft): FreeHours | null {
  const ok = (v: string) => v === '' || TIME.test(v);
  if (!ok(draft.od) || !ok(draft.do) || (draft.od === '' && draft.do === '')) return null;
  if (draft.od !== '' && draft.do !== '' && draft.od >= draft.do) return null;
  return { ...(draft.od !== '' && { od: draft.od }), ...(draft.do !== '' && { do: draft.do }) };
}

/**
 * Which part of the free day: any time, morning, afternoon, evening, or a window of one's own
 * (two time fields, applied once they make a window; an empty one is that end of the day, and
 * only the ends typed are sent, as the server reads a window with one end).
 */
function FreeHoursControl({ hours, onChange }: { hours: FreeHours | null; onChange: (hours: FreeHours | null) => void }) {
  const { t } = useTranslation();
  const part = dayPartOf(hours);
  const [custom, setCustom] = useState(hours !== null && part === null);
  const [draft, setDraft] = useState<Draft>(hours ? { od: hours.od ?? '', do: hours.do ?? '' } : { od: '16:00', do: '20:00' });
  const choose = (value: string) => {
    setCustom(value === 'custom');
    if (value === 'custom') {
      // From the part chosen before, if any: "evening, but from 18:30".
      const start = hours ? { od: hours.od ?? '', do: hours.do ?? '' } : draft;
      setDraft(start);
      onChange(windowOf(start));
    } else onChange(value === 'any' ? null : DAY_PARTS[value as DayPart]);
  };
  const edit = (patch: Partial<Draft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    const window = windowOf(next);
    if (window) onChange(window);
  };
  return (
    <>
      <NativeSelect
        label={t('search.hours.label')}
        value={custom ? 'custom' : (part ?? 'any')}
        onChange={(e) => choose(e.currentTarget.value)}
        data={[{ value: 'any', label: t('search.hours.any') }, ...PARTS.map((p) => ({ value: p, label: t(`search.hours.${p}`) })), { value: 'custom', label: t('search.hours.custom') }]}
        className="list-toolbar__hours"
      />
      {custom && (
        <Group gap="xs" wrap="nowrap" className="list-toolbar__window">
          <TextInput type="time" label={t('search.hours.from')} value={draft.od} onChange={(e) => edit({ od: e.currentTarget.value })} w={110} />
          <TextInput type="time" label={t('search.hours.to')} value={draft.do} onChange={(e) => edit({ do: e.currentTarget.value })} w={110} />
        </Group>
      )}
    </>
  );
}

/**
 * The controls of a list page: order, "free today / tomorrow", list or map. On a phone the order,
 * the day and the page's filters go into a bottom sheet behind one "Filters" button.
 */
export function ListToolbar({ state, onChange, sorts, filters, filtersInline = false, more, activeCount = 0, resultsLabel, withHours = false }: Props) {
  const { t, i18n } = useTranslation();
  const phone = usePhoneLayout();
  const [sheet, { open, close }] = useDisclosure(false);
  const sortSelect = sorts && sorts.length > 1 && (
    <NativeSelect
      label={t('search.sort.label')}
      value={state.sort ?? sorts[0]}
      onChange={(e) => onChange({ sort: e.currentTarget.value as ListSort })}
      data={sorts.map((s) => ({ value: s, label: t(`search.sort.${s}`) }))}
      className="list-toolbar__sort"
    />
  );
  // Today, tomorrow, or any later day of the booking horizon (a select of days, light beside a calendar).
  const shownDay = namedFreeDay(state.day);
  const otherDay = shownDay !== null && shownDay !== 'today' && shownDay !== 'tomorrow';
  const pickableDays = Array.from({ length: FREE_DAY_HORIZON - 1 }, (_, i) => dayAhead(i + 2));
  // A day outside them (past, or beyond the horizon) is still the list's: the select shows it too.
  const pickerDays = otherDay && !pickableDays.includes(shownDay) ? [shownDay, ...pickableDays] : pickableDays;
  const dayControl = (
    <div className="list-toolbar__day">
      <div className="list-toolbar__label" id="free-day-label">{t('search.day.label')}</div>
      <SegmentedControl
        aria-labelledby="free-day-label"
        value={otherDay ? 'other' : (shownDay ?? 'any')}
        onChange={(v) => onChange({ day: v === 'any' ? null : v === 'other' ? dayAhead(2) : (v as FreeDay) })}
        data={[
          { value: 'any', label: t('search.day.any') },
          { value: 'today', label: t('search.day.today') },
          { value: 'tomorrow', label: t('search.day.tomorrow') },
          { value: 'other', label: t('search.day.other') },
        ]}
        radius="xl"
        size="sm"
        fullWidth={phone}
      />
    </div>
  );
  const dayPicker = otherDay && (
    <NativeSelect
      label={t('search.day.pick')}
      value={state.day ?? ''}
      onChange={(e) => onChange({ day: e.currentTarget.value })}
      data={pickerDays.map((d) => ({ value: d, label: formatDate(d, i18n.language, 'shortWeekdayNumeric') }))}
      className="list-toolbar__date"
    />
  );
  const hoursControl = withHours && state.day !== null && <FreeHoursControl hours={state.hours} onChange={(hours) => onChange({ hours })} />;
  const viewToggle = (
    <SegmentedControl
      aria-label={t('search.view.label')}
      value={state.view}
      onChange={(v) => onChange({ view: v as ListView })}
      data={[
        { value: 'list', label: t('search.view.list') },
        { value: 'map', label: t('search.view.map') },
      ]}
      radius="xl"
      size="sm"
      className="list-toolbar__view"
    />
  );

  const count = activeCount + (state.day ? 1 : 0) + (state.hours ? 1 : 0) + (state.sort ? 1 : 0);
  // Until the screen is known (usePhoneLayout), both bars are in the page and CSS shows one; the sheet comes with the phone's.
  return (
    <>
      {phone !== true && (
        <Group className={layoutClass('list-toolbar', 'wide', phone)} justify="space-between" align="end" wrap="wrap" gap="md">
          <Group align="end" gap="md">{filtersInline && filters}{sortSelect}{dayControl}{dayPicker}{hoursControl}{more}</Group>
          {viewToggle}
        </Group>
      )}
      {phone !== false && (
        <Group className={layoutClass('list-toolbar', 'phone', phone)} justify="space-between" gap="sm" wrap="nowrap">
          <Button variant="default" radius="xl" onClick={open} aria-haspopup="dialog">
            {count > 0 ? t('search.filtersCount', { count }) : t('search.filtersButton')}
          </Button>
          {viewToggle}
        </Group>
      )}
      {phone === true && <Drawer
        opened={sheet}
        onClose={close}
        position="bottom"
        title={t('search.filters')}
        radius="lg"
        // A sheet as tall as its controls, never over the whole screen
        styles={{ content: { height: 'auto', maxHeight: '85dvh' } }}
        closeButtonProps={{ 'aria-label': t('common.nav.closeMenu') }}
      >
        <Stack gap="md" pb="md">
          {filters}
          {sortSelect}
          {dayControl}
          {dayPicker}
          {hoursControl}
          {more}
          <Button onClick={close} radius="xl" size="md">{resultsLabel ?? t('search.showResults')}</Button>
        </Stack>
      </Drawer>}
    </>
  );
}
