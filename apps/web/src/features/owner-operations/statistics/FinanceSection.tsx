import { Group, Loader, Paper, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FinancePeriod } from '@zakazi/contract';
import { ErrorState } from '@/components/States';
import { formatCompact, formatCount, formatDate, formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { IsoDay } from '@zakazi/contract/calendar';
import { financeQuery } from '../queries';
import { ChartWithTable } from './ChartWithTable';
import { ColumnChart } from './ColumnChart';
import { HBarChart } from './HBarChart';
import type { TranslationKey } from '@/lib/i18n';
import { useTyped } from '@/lib/typed-text';

type PeriodKey = 'dan' | 'nedelja' | 'mesec';
const PERIODS: PeriodKey[] = ['dan', 'nedelja', 'mesec'];
const PERIOD_TEXT = { dan: 'ownerOps.stats.periods.dan', nedelja: 'ownerOps.stats.periods.nedelja', mesec: 'ownerOps.stats.periods.mesec' } as const satisfies Record<PeriodKey, TranslationKey>;

/** Revenue of the day, its week and its month; the chosen period split by service, employee and day. */
export function FinanceSection({ entitetId, datum }: { entitetId: number; datum: IsoDay }) {
  const { t, i18n } = useTranslation();
  const typed = useTyped();
  const lang = i18n.language;
  const query = useQuery(financeQuery(entitetId, datum));
  const [period, setPeriod] = useState<PeriodKey>('mesec');

  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="sm" aria-label={t('common.states.loading')} />;
  const f = query.data;
  const money = (v: number) => formatPrice(v, f.valuta, lang);
  const p: FinancePeriod = f[period];
  const range = (x: FinancePeriod) =>
    x.pocetak === x.kraj ? formatDate(x.pocetak, lang, 'shortWeekdayDate') : t('ownerOps.stats.range', { from: formatDate(x.pocetak, lang, 'dayMonthNumeric'), to: formatDate(x.kraj, lang, 'dayMonthNumeric') });

  const breakdown = (title: string, items: Array<{ key: number; label: string; prihod: number; broj: number }>, color: string, testId: string) => (
    <ChartWithTable
      testId={testId}
      title={title}
      chart={items.length === 0 ? <Text c="dimmed" size="sm">{t('ownerOps.stats.none')}</Text> : (
        <HBarChart
          color={color}
          bars={items.map((i) => ({ key: i.key, label: i.label, value: i.prihod, display: money(i.prihod) }))}
          summary={t('ownerOps.stats.chartBars', { title: `${title} (${range(p)})`, items: items.map((i) => `${i.label} ${money(i.prihod)}`).join(', ') })}
        />
      )}
      columns={[
        { key: 'name', label: t('ownerOps.stats.name') },
        { key: 'count', label: t('ownerOps.stats.count'), numeric: true },
        { key: 'revenue', label: t('ownerOps.stats.revenue'), numeric: true },
      ]}
      rows={items.map((i) => ({ key: i.key, cells: { name: i.label, count: formatCount(i.broj, lang), revenue: money(i.prihod) } }))}
    />
  );

  return (
    <Stack gap="lg" data-testid="finance">
      <Text c="dimmed" size="sm">{t('ownerOps.stats.financeHint', { currency: f.valuta })}</Text>
      <div className="ops-kpis" role="group" aria-label={t('ownerOps.stats.periodLabel')}>
        {PERIODS.map((key) => (
          <UnstyledButton key={key} onClick={() => setPeriod(key)} aria-pressed={period === key} data-testid={`finance-${key}`}>
            <Paper withBorder p="md" radius="md" className="ops-kpi" data-active={period === key || undefined}>
              <Text size="sm" c="dimmed">{t(PERIOD_TEXT[key])} · {range(f[key])}</Text>
              <Text fw={800} fz={26} lh={1.2} data-testid="kpi-total">{money(f[key].ukupno.prihod)}</Text>
              <Text size="sm">{t('ownerOps.stats.bookings', { count: f[key].ukupno.broj })}</Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('ownerOps.stats.earned')}: {money(f[key].zavrseno.prihod)} · {t('ownerOps.stats.expected')}: {money(f[key].potvrdjeno.prihod)}
              </Text>
            </Paper>
          </UnstyledButton>
        ))}
      </div>
      <Group gap="sm">
        <SegmentedControl
          aria-label={t('ownerOps.stats.periodLabel')}
          data={PERIODS.map((key) => ({ value: key, label: t(PERIOD_TEXT[key]) }))}
          value={period}
          onChange={(v) => setPeriod(v as PeriodKey)}
        />
        <Text fw={600}>{range(p)}</Text>
      </Group>
      {breakdown(t('ownerOps.stats.byService'), p.poUslugama.map((u) => ({ key: u.uslugaId, label: typed(u.naziv), prihod: u.prihod, broj: u.broj })), '#D4A017', 'finance-by-service')}
      {breakdown(
        t('ownerOps.stats.byEmployee'),
        p.poZaposlenima.map((z) => ({ key: z.zaposleniId, label: typed([z.ime, z.prezime].filter(Boolean).join(' ')), prihod: z.prihod, broj: z.broj })),
        '#26A69A',
        'finance-by-employee',
      )}
      {p.poDanima.length > 1 && (
        <ChartWithTable
          testId="finance-by-day"
          title={t('ownerOps.stats.byDay')}
          chart={
            <ColumnChart
              integer={false}
              tickFormat={(v) => formatCompact(v, lang)}
              series={[{ key: 'prihod', label: t('ownerOps.stats.revenue'), color: '#D4A017' }]}
              columns={p.poDanima.map((d) => ({ key: d.datum, label: formatDate(d.datum, lang, 'dayMonthNumeric'), values: { prihod: d.prihod } }))}
              summary={t('ownerOps.stats.chartBars', {
                title: `${t('ownerOps.stats.byDay')} (${range(p)})`,
                items: p.poDanima.filter((d) => d.prihod > 0).map((d) => `${formatDate(d.datum, lang, 'dayMonthNumeric')} ${money(d.prihod)}`).join(', ') || t('ownerOps.stats.none'),
              })}
            />
          }
          columns={[
            { key: 'day', label: t('ownerOps.stats.day') },
            { key: 'count', label: t('ownerOps.stats.count'), numeric: true },
            { key: 'revenue', label: t('ownerOps.stats.revenue'), numeric: true },
          ]}
          rows={p.poDanima.map((d) => ({ key: d.datum, cells: { day: formatDate(d.datum, lang, 'dayMonthNumeric'), count: formatCount(d.broj, lang), revenue: money(d.prihod) } }))}
        />
      )}
    </Stack>
  );
}
