/**
 * Axis arithmetic for the hand-drawn SVG charts: a "nice" top value (1, 2, 2.5 or 5 × 10^n)
 * at or above the data's maximum, and evenly spaced ticks up to it.
 */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const exp = Math.pow(10, Math.floor(Math.log10(max)));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * exp >= max) return m * exp;
  return 10 * exp;
}

/** Ticks from 0 in `count` even steps; counts (integer) get whole steps (1..10, then round ones). */
export function ticks(max: number, count = 4, integer = false): number[] {
  let step: number;
  if (integer) {
    step = Math.max(1, Math.ceil(max / count));
    if (step > 10) step = niceMax(step);
  } else {
    step = niceMax(max) / count;
  }
  return Array.from({ length: count + 1 }, (_, i) => Math.round(i * step * 100) / 100);
}

/** Which of n x-axis labels to print so that at most `room` fit: every k-th, always the last. */
export function labelEvery(n: number, room: number): number {
  if (n <= room || room <= 0) return 1;
  return Math.ceil(n / room);
}
