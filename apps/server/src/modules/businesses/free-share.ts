/**
 * The share of candidates the last free-on-a-day walk found free, per day and part of the day, in
 * this process: how many candidates the next walk for the same day and window reads in its first
 * chunk (free-on-day.ts). The walk's answer never depends on it, only how many statements it takes
 * to reach it: in the evening, when one business in three is free, a first chunk sized for two in
 * three left the walk a second statement that read the list again from its start (decision 088).
 */

/** The share a first chunk is sized for when nothing was learned: two in three free. */
export const USUAL_SHARE = 2 / 3;
/** Days and windows remembered; the least recently written is forgotten first. */
const REMEMBERED = 256;
/** A walk that looked at fewer candidates than this says too little of the share to keep. */
const FEWEST_LOOKED_AT = 20;

export class FreeShares {
  readonly #shares = new Map<string, number>();

  /** The share last seen for this day and window (minutes after local midnight), or undefined. */
  get(date: string, window: { from: number; to: number }): number | undefined {
    return this.#shares.get(keyOf(date, window));
  }

  /** What a walk saw in the list's own order: `free` of the `lookedAt` candidates it decided. */
  record(date: string, window: { from: number; to: number }, free: number, lookedAt: number): void {
    if (lookedAt < FEWEST_LOOKED_AT) return;
    const key = keyOf(date, window);
    // Delete first, so a key seen again becomes the newest in the Map's order.
    this.#shares.delete(key);
    this.#shares.set(key, free / lookedAt);
    if (this.#shares.size > REMEMBERED) this.#shares.delete(this.#shares.keys().next().value!);
  }
}

const keyOf = (date: string, window: { from: number; to: number }) => `${date} ${window.from}-${window.to}`;

/**
 * How many times the usual first chunk to read at this share: enough to fill the page at the
 * share when that takes at most twice as many; 1 when it would take more (a share below a third:
 * the walk's later, filtering statements skip what is not free, decision 085) or nothing was learned.
 */
export function firstChunkScale(share: number | undefined): number {
  if (share === undefined || share < USUAL_SHARE / 2) return 1;
  return Math.max(1, USUAL_SHARE / share);
}
