import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';
import { labelEvery, ticks } from './scale';

export type Series = { key: string; label: string; color: string };
export type Column = { key: string; label: string; values: Record<string, number> };

const HEIGHT = 220;
const PAD = { top: 10, right: 8, bottom: 26, left: 44 };

/**
 * Vertical columns over time (days), stacked by series (e.g. booking statuses). Drawn at the
 * container's pixel width. role="img" with `summary`; the legend is HTML and the exact numbers are
 * in the table the caller puts beside it.
 */
export function ColumnChart({ columns, series, summary, integer = true, tickFormat }: {
  columns: Column[];
  series: Series[];
  summary: string;
  integer?: boolean;
  tickFormat: (value: number) => string;
}) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const titleId = useId();
  const totals = columns.map((c) => series.reduce((sum, s) => sum + (c.values[s.key] ?? 0), 0));
  const axis = ticks(Math.max(0, ...totals), 4, integer);
  const top = axis[axis.length - 1]!;
  const plotW = Math.max(10, width - PAD.left - PAD.right);
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, columns.length);
  const barW = Math.max(2, Math.min(28, slot * 0.7));
  // a day label ("27. 10.") is about 45 px wide at 12 px: leave room between two
  const every = labelEvery(columns.length, Math.floor(plotW / 60));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;

  return (
    <div>
      <div ref={ref}>
        {width > 0 && (
          <svg className="ops-chart" width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
            <title id={titleId}>{summary}</title>
            {axis.map((v) => (
              <g key={v}>
                <line className="ops-chart__grid" x1={PAD.left} x2={width - PAD.right} y1={y(v)} y2={y(v)} />
                <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="ops-chart__muted">{tickFormat(v)}</text>
              </g>
            ))}
            {columns.map((c, i) => {
              const x = PAD.left + i * slot + (slot - barW) / 2;
              let base = 0;
              return (
                <g key={c.key}>
                  {series.map((s) => {
                    const v = c.values[s.key] ?? 0;
                    if (v <= 0) return null;
                    const rect = <rect key={s.key} x={x} y={y(base + v)} width={barW} height={y(base) - y(base + v)} fill={s.color} />;
                    base += v;
                    return rect;
                  })}
                  {(i % every === 0 || i === columns.length - 1) && (columns.length - 1 - i >= every || i === columns.length - 1) && (
                    <text x={x + barW / 2} y={HEIGHT - 8} textAnchor="middle" className="ops-chart__muted">{c.label}</text>
                  )}
                </g>
              );
            })}
            <line className="ops-chart__axis" x1={PAD.left} x2={width - PAD.right} y1={y(0)} y2={y(0)} />
          </svg>
        )}
      </div>
      {series.length > 1 && (
        <ul className="ops-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}><span className="ops-legend__swatch" style={{ background: s.color }} />{s.label}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
