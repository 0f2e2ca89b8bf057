import { useElementSize } from '@mantine/hooks';
import { useId } from 'react';

export type Bar = { key: string | number; label: string; value: number; display: string };

const ROW = 46; // label line + bar
const BAR = 16;

/**
 * Horizontal bars, one per row: the label above, the bar below with its value at its end. Drawn
 * at the container's pixel width (not a scaled viewBox), so text keeps its size on a phone.
 * Screen readers get `summary` (role="img"); the table beside it carries the same numbers.
 */
export function HBarChart({ bars, summary, color = '#D4A017' }: { bars: Bar[]; summary: string; color?: string }) {
  const { ref, width } = useElementSize<HTMLDivElement>();
  const titleId = useId();
  const max = Math.max(0, ...bars.map((b) => b.value));
  const height = bars.length * ROW + 4;
  const valueRoom = 110;
  const barMax = Math.max(20, width - valueRoom);

  return (
    <div ref={ref}>
      {width > 0 && (
        <svg className="ops-chart" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{summary}</title>
          {bars.map((b, i) => {
            const y = i * ROW;
            const w = max > 0 ? Math.max(2, (b.value / max) * barMax) : 2;
            return (
              <g key={b.key}>
                <text x={0} y={y + 14}>{truncate(b.label, Math.floor(width / 7.5))}</text>
                <rect x={0} y={y + 22} width={w} height={BAR} rx={4} fill={color} />
                <text x={w + 8} y={y + 22 + BAR - 3} fontWeight={600}>{b.display}</text>
              </g>
            );
          })}
        </svg>
      )}
    </div>
  );
}

function truncate(text: string, chars: number): string {
  return text.length > chars ? `${text.slice(0, Math.max(1, chars - 1))}…` : text;
}
