import { Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { VisitsResponse } from '@zakazi/contract';
import { BOOKING_STATUSES, type BookingStatus } from '@zakazi/contract/booking-paths';
import { ErrorState } from '@/components/States';
import { STATUS_COLOR, STATUS_TEXT } from '@/features/booking';
import { useTranslation } from '@/lib/i18n';
import type { IsoDay } from '@zakazi/contract/calendar';
import { visitsQuery } from '../queries';
import { ChartWithTable } from './ChartWithTable';
import { ColumnChart } from './ColumnChart';
import { formatDate, formatCount } from '@/lib/format';

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
  const short = (d: IsoDay) => formatDate(d, lang, 'dayMonthNumeric');
  const peak = (pick: (d: (typeof v.dani)[number]) => number) => {
    const best = v.dani.reduce((a, b) => (pick(b) > pick(a) ? b : a), v.dani[0]!);
    return { max: pick(best), maxDay: formatDate(best.datum, lang, 'shortWeekdayDate') };
  };
  const from = formatDate(v.pocetak, lang, 'shortWeekdayDate');
  const to = formatDate(v.kraj, lang, 'shortWeekdayDate');
  const order = [...BOOKING_STATUSES].sort((a, b) => STACK.indexOf(a) - STACK.indexOf(b));

  return (
    <Stack gap="lg" data-testid="visits">
      <Text c="dimmed" size="sm">{t('ownerOps.stats.visitsHint', { from: short(v.pocetak), to: short(v.kraj) })}</Text>
      <Text fw={700} data-testid="visits-total">
        {t('ownerOps.stats.visitsSummary', {
          bookings: t('ownerOps.stats.visitBookings', { count: v.ukupno.zakazivanja, n: formatCount(v.ukupno.zakazivanja, lang) }),
          views: t('ownerOps.stats.viewCount', { count: v.ukupno.pregledi, n: formatCount(v.ukupno.pregledi, lang) }),
        })}
      </Text>
      <DailyChart
        testId="visits-bookings"
        title={t('ownerOps.stats.bookingsPerDay')}
        days={v.dani}
        series={order.map((s) => ({ key: s, label: t(STATUS_TEXT[s]), color: fill(s) }))}
        valuesOf={(d) => d.poStatusu}
        total={{ label: t('ownerOps.stats.bookingsTotal'), of: (d) => d.zakazivanja }}
        summary={t('ownerOps.stats.chartVisits', { from, to, total: v.ukupno.zakazivanja, ...peak((d) => d.zakazivanja) })}
      />
      <DailyChart
        testId="visits-views"
        title={t('ownerOps.stats.pageViews')}
        days={v.dani}
        series={[{ key: 'pregledi', label: t('ownerOps.stats.views'), color: '#9C8CFF' }]}
        valuesOf={(d) => ({ pregledi: d.pregledi })}
        summary={t('ownerOps.stats.chartViews', { from, to, total: v.ukupno.pregledi, ...peak((d) => d.pregledi) })}
      />
    </Stack>
  );
}

type Day = VisitsResponse['dani'][number];

/**
 * Numbers per day over the period: a column chart (stacked by series) and the same numbers as a
 * table, the newest day first, with an optional total per day.
 */
function DailyChart<K extends string>({ testId, title, days, series, valuesOf, total, summary }: {
  testId: string;
  title: string;
  days: Day[];
  series: Array<{ key: K; label: string; color: string }>;
  valuesOf: (day: Day) => Record<K, number>;
  total?: { label: string; of: (day: Day) => number };
  summary: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const short = (d: IsoDay) => formatDate(d, lang, 'dayMonthNumeric');
  return (
    <ChartWithTable
      testId={testId}
      title={title}
      chart={
        <ColumnChart
          tickFormat={(n) => formatCount(n, lang)}
          series={series}
          columns={days.map((d) => ({ key: d.datum, label: short(d.datum), values: valuesOf(d) }))}
          summary={summary}
        />
      }
      columns={[
        { key: 'day', label: t('ownerOps.stats.day') },
        ...series.map((s) => ({ key: s.key, label: s.label, numeric: true })),
        ...(total ? [{ key: 'total', label: total.label, numeric: true }] : []),
      ]}
      rows={[...days].reverse().map((d) => {
        const values = valuesOf(d);
        const cells = Object.fromEntries(series.map((s) => [s.key, formatCount(values[s.key], lang)]));
        return { key: d.datum, cells: { day: short(d.datum), ...cells, ...(total ? { total: formatCount(total.of(d), lang) } : {}) } };
      })}
    />
  );
}
