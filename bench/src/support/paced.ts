/**
 * Arrivals at an even pace, for latencies "at N requests/s" as users make them: request i is due at
 * start + i / rate whatever happened to the ones before (an open loop), and its latency runs from
 * when it was due to when its answer ended, so time spent waiting for a free connection counts
 * (no coordinated omission). autocannon's `overallRate` instead lets each connection spend its
 * share of a second as fast as it can when the second starts: bursts of as many requests as it has
 * connections, then nothing, which is the latency of a ten-deep queue, not of the rate.
 *
 * `send` does one request or statement and resolves when it is answered; the caller bounds how
 * many run at once (an HTTP agent's sockets, a pool's clients), and those waiting for one count.
 */
export type PacedResult = { latencies: number[]; failures: number; seconds: number; firstError?: unknown };

export async function runPaced(rate: number, durationSeconds: number, send: (i: number) => Promise<void>): Promise<PacedResult> {
  const total = Math.round(rate * durationSeconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let failures = 0;
  let firstError: unknown;
  const started = performance.now();
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Every request due by now goes out (the timer below wakes up to a millisecond late).
    while (next < total && started + next * interval <= now) {
      const due = started + next * interval;
      const request = send(next++).then(
        () => void latencies.push(performance.now() - due),
        (err: unknown) => {
          failures++;
          firstError ??= err;
        },
      );
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    const wait = started + next * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  return { latencies, failures, seconds: (performance.now() - started) / 1000, ...(firstError === undefined ? {} : { firstError }) };
}
