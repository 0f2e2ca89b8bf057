import { Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

/** Beyond this many columns the table gets the full width. */
const WIDE_COLUMNS = 4;

export type TableColumn = { key: string; label: string; numeric?: boolean };

/**
 * A chart with the same numbers as a table beside it (below it on a phone). A table of more
 * than four columns (visits by status: seven statuses and the total) does not fit beside the
 * chart even at 1440 px, so it goes under the chart at its full width.
 */
export function ChartWithTable({ title, chart, columns, rows, testId }: {
  title: string;
  chart: ReactNode;
  columns: TableColumn[];
  rows: Array<{ key: string | number; cells: Record<string, ReactNode> }>;
  testId?: string;
}) {
  const { t } = useTranslation();
  const tableName = t('ownerOps.stats.tableOfChart', { title });
  return (
    <section className="ops-chart-block" data-testid={testId}>
      {/* Under the statistics section's h2: the next level, whatever size it is drawn at. */}
      <Title order={3} size="h5" mb="xs">{title}</Title>
      <div className="ops-chart-pair" data-wide={columns.length > WIDE_COLUMNS || undefined}>
        <div className="ops-chart-box">{chart}</div>
        {/* The table scrolls inside its box: focusable and named, so a keyboard can scroll it too (WCAG 2.1.1). */}
        <div className="ops-table-wrap" tabIndex={0} role="region" aria-label={tableName}>
          <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={tableName}>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => <Table.Th key={c.key} scope="col" className={c.numeric ? 'ops-num' : undefined}>{c.label}</Table.Th>)}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.key}>
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <Table.Th key={c.key} scope="row" fw={500}>{r.cells[c.key]}</Table.Th>
                    ) : (
                      <Table.Td key={c.key} className={c.numeric ? 'ops-num' : undefined}>{r.cells[c.key]}</Table.Td>
                    ),
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </div>
    </section>
  );
}
