import autocannon from 'autocannon';
import { availableParallelism, loadavg } from 'node:os';

/** The value below which p percent of the sorted samples lie (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export type Summary = { n: number; p50: number; p90: number; p99: number; max: number; mean: number };

/** p50/p90/p99/max/mean of latencies in ms, rounded to 0.1 ms. */
export function summarize(latencies: number[]): Summary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (v: number) => Math.round(v * 10) / 10;
  const mean = sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    mean: round(mean),
  };
}

export type LoadResult = {
  result: autocannon.Result;
  /** every response's own latency in ms (autocannon's histogram is corrected for coordinated omission at a fixed rate, and has no p95) */
  latencies: number[];
  statuses: Map<number, number>;
  seconds: number;
};

/** Runs autocannon and keeps every response's latency and status. */
export async function runAutocannon(options: autocannon.Options): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  return { result, latencies, statuses, seconds: (performance.now() - started) / 1000 };
}

/** "200: 9,998, 429: 2" */
export function formatStatuses(statuses: Map<number, number>): string {
  return [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
}

/** "2 cores, load average 1.52 (1 min) 0.98 (5 min)": printed with every result, the machine being shared. */
export function machineLoad(): string {
  const [one, five] = loadavg();
  return `${availableParallelism()} cores, load average ${one!.toFixed(2)} (1 min) ${five!.toFixed(2)} (5 min)`;
}
