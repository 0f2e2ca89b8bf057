import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BOOKING_STATUSES, type BookingStatus } from '@zakazi/contract/booking-paths';
import { ErrorState } from '@/components/States';
import { STATUS_COLOR, STATUS_TEXT } from '@/features/booking';
import { useTranslation } from '@/lib/i18n';
import type { IsoDay } from '@zakazi/contract/calendar';
import { formatCount, formatDay } from '../format';
import { visitsQuery } from '../queries';
import { ChartWithTable } from './ChartWithTable';
import { ColumnChart } from './ColumnChart';

/**
 * SVG fills of the theme colours the booking badges use (STATUS_COLOR), so a status looks the same
 * in a badge and in a chart; red and purple lightened to stand out on the dark page.
 */
const THEME_FILL: Record<string, string> = {
  positive: '#21BA45',
  secondary: '#26A69A',
  warning: '#F2C037',
  negative: '#E5484D',
  accent: '#BA68C8',
  gray: '#8A8A8A',
  info: '#31CCEC',
};
const fill = (status: BookingStatus) => THEME_FILL[STATUS_COLOR[status]] ?? '#8A8A8A';
/** Stacking order: the good news at the bottom. */
const STACK: BookingStatus[] = ['completed', 'confirmed', 'pending', 'noShow', 'cancelled', 'rejected', 'expired'];

/** Bookings per day by status, and page views per day, over the 30 days up to the chosen day. */
export function VisitsSection({ entitetId, datum }: { entitetId: number; datum: IsoDay }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const query = useQuery(visitsQuery(entitetId, datum));
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="sm" aria-label={t('common.states.loading')} />;
  const v = query.data;
  const short = (d: IsoDay) => formatDay(d, lang, 'short');
  const peak = (pick: (d: (typeof v.dani)[number]) => number) => {
    const best = v.dani.reduce((a, b) => (pick(b) > pick(a) ? b : a), v.dani[0]!);
    return { max: pick(best), maxDay: formatDay(best.datum, lang) };
  };
  const from = formatDay(v.pocetak, lang);
  const to = formatDay(v.kraj, lang);
  const order = [...BOOKING_STATUSES].sort((a, b) => STACK.indexOf(a) - STACK.indexOf(b));

  return (
    <Stack gap="lg" data-testid="visits">
      <Text c="dimmed" size="sm">{t('ownerOps.stats.visitsHint', { from: short(v.pocetak), to: short(v.kraj) })}</Text>
      <Text fw={700} data-testid="visits-total">
        {t('ownerOps.stats.visitsSummary', { bookings: formatCount(v.ukupno.zakazivanja, lang), views: formatCount(v.ukupno.pregledi, lang) })}
      </Text>
      <ChartWithTable
        testId="visits-bookings"
        title={t('ownerOps.stats.bookingsPerDay')}
        chart={
          <ColumnChart
            tickFormat={(n) => formatCount(n, lang)}
            series={order.map((s) => ({ key: s, label: t(STATUS_TEXT[s]), color: fill(s) }))}
            columns={v.dani.map((d) => ({ key: d.datum, label: short(d.datum), values: d.poStatusu }))}
            summary={t('ownerOps.stats.chartVisits', { from, to, total: v.ukupno.zakazivanja, ...peak((d) => d.zakazivanja) })}
          />
        }
        columns={[
          { key: 'day', label: t('ownerOps.stats.day') },
          ...order.map((s) => ({ key: s, label: t(STATUS_TEXT[s]), numeric: true })),
          { key: 'total', label: t('ownerOps.stats.bookingsTotal'), numeric: true },
        ]}
        rows={[...v.dani].reverse().map((d) => ({
          key: d.datum,
          cells: { day: short(d.datum), total: formatCount(d.zakazivanja, lang), ...Object.fromEntries(order.map((s) => [s, formatCount(d.poStatusu[s], lang)])) },
        }))}
      />
      <ChartWithTable
        testId="visits-views"
        title={t('ownerOps.stats.pageViews')}
        chart={
          <ColumnChart
            tickFormat={(n) => formatCount(n, lang)}
            series={[{ key: 'pregledi', label: t('ownerOps.stats.views'), color: '#9C8CFF' }]}
            columns={v.dani.map((d) => ({ key: d.datum, label: short(d.datum), values: { pregledi: d.pregledi } }))}
            summary={t('ownerOps.stats.chartViews', { from, to, total: v.ukupno.pregledi, ...peak((d) => d.pregledi) })}
          />
        }
        columns={[
          { key: 'day', label: t('ownerOps.stats.day') },
          { key: 'views', label: t('ownerOps.stats.views'), numeric: true },
        ]}
        rows={[...v.dani].reverse().map((d) => ({ key: d.datum, cells: { day: short(d.datum), views: formatCount(d.pregledi, lang) } }))}
      />
    </Stack>
  );
}
