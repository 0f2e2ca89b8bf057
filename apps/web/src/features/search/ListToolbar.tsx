import { Button, Drawer, Group, NativeSelect, SegmentedControl, Stack } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/ScrollArea.css';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ListSort } from '@zakazi/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { FreeDay, ListState, ListView } from './list-state';

/** Below this width the filters open in a sheet, so the first screen shows results. */
export const PHONE_QUERY = '(max-width: 47.99em)';

type Props = {
  state: ListState;
  onChange: (patch: Partial<ListState>) => void;
  /** the orders this list offers, first the default */
  sorts?: ListSort[];
  /** the page's own filters: inline on a wide screen (the page shows them), in the sheet on a phone */
  filters?: ReactNode;
  /** filters set beyond the default, counted on the phone's button */
  activeCount?: number;
  /** results of the current choice, for the sheet's "show results" button */
  resultsLabel?: string;
};

/**
 * The controls of a list page: order, "free today / tomorrow", list or map. On a phone the order,
 * the day and the page's filters go into a bottom sheet behind one "Filters" button.
 */
export function ListToolbar({ state, onChange, sorts, filters, activeCount = 0, resultsLabel }: Props) {
  const { t } = useTranslation();
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
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
  const dayControl = (
    <div className="list-toolbar__day">
      <div className="list-toolbar__label" id="free-day-label">{t('search.day.label')}</div>
      <SegmentedControl
        aria-labelledby="free-day-label"
        value={state.day ?? 'any'}
        onChange={(v) => onChange({ day: v === 'any' ? null : (v as FreeDay) })}
        data={[
          { value: 'any', label: t('search.day.any') },
          { value: 'today', label: t('search.day.today') },
          { value: 'tomorrow', label: t('search.day.tomorrow') },
        ]}
        radius="xl"
        size="sm"
        fullWidth={phone}
      />
    </div>
  );
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

  if (!phone) {
    return (
      <Group className="list-toolbar" justify="space-between" align="end" wrap="wrap" gap="md">
        <Group align="end" gap="md">{sortSelect}{dayControl}</Group>
        {viewToggle}
      </Group>
    );
  }
  const count = activeCount + (state.day ? 1 : 0) + (state.sort ? 1 : 0);
  return (
    <>
      <Group className="list-toolbar" justify="space-between" gap="sm" wrap="nowrap">
        <Button variant="default" radius="xl" onClick={open} aria-haspopup="dialog">
          {count > 0 ? t('search.filtersCount', { count }) : t('search.filtersButton')}
        </Button>
        {viewToggle}
      </Group>
      <Drawer
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
          <Button onClick={close} radius="xl" size="md">{resultsLabel ?? t('search.showResults')}</Button>
        </Stack>
      </Drawer>
    </>
  );
}
