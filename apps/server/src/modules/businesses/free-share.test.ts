import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FreeShares, firstChunkScale, USUAL_SHARE } from './free-share.ts';

const evening = { from: 17 * 60, to: 22 * 60 };

test('a share is kept per day and window, and a walk that looked at too few says nothing', () => {
  const shares = new FreeShares();
  shares.record('2026-12-03', evening, 30, 90);
  assert.equal(shares.get('2026-12-03', evening), 1 / 3);
  assert.equal(shares.get('2026-12-04', evening), undefined, 'another day');
  assert.equal(shares.get('2026-12-03', { from: 8 * 60, to: 12 * 60 }), undefined, 'another window');
  shares.record('2026-12-03', evening, 0, 10);
  assert.equal(shares.get('2026-12-03', evening), 1 / 3, 'ten candidates do not replace it');
  shares.record('2026-12-03', evening, 45, 90);
  assert.equal(shares.get('2026-12-03', evening), 1 / 2, 'the last walk is what counts');
});

test('it remembers a bounded number of days and windows, forgetting the least recently written', () => {
  const shares = new FreeShares();
  const day = (n: number) => `2027-01-${String(n).padStart(2, '0')}`;
  const windows = Array.from({ length: 300 }, (_, i) => ({ date: day((i % 28) + 1), window: { from: i, to: i + 60 } }));
  for (const w of windows) shares.record(w.date, w.window, 1, 20);
  // The first one written again, so it is the newest.
  shares.record(windows[0]!.date, windows[0]!.window, 2, 20);
  shares.record('2027-02-01', evening, 1, 20);
  assert.equal(shares.get(windows[0]!.date, windows[0]!.window), 0.1);
  assert.equal(shares.get(windows[1]!.date, windows[1]!.window), undefined, 'forgotten');
  assert.equal(shares.get(windows[299]!.date, windows[299]!.window), 0.05);
  const kept = windows.filter((w) => shares.get(w.date, w.window) !== undefined).length;
  assert.equal(kept, 255, 'with the last one, 256 in all');
});

test('the first chunk grows as far as twice the usual one to fill the page at the share, and not below half the usual share', () => {
  assert.equal(firstChunkScale(undefined), 1, 'nothing learned');
  assert.equal(firstChunkScale(0.95), 1, 'more free than usual: the usual chunk');
  assert.equal(firstChunkScale(USUAL_SHARE), 1);
  assert.equal(firstChunkScale(0.5), USUAL_SHARE / 0.5);
  assert.equal(firstChunkScale(USUAL_SHARE / 2), 2);
  assert.equal(firstChunkScale(0.2), 1, 'the filtering statements take over');
  assert.equal(firstChunkScale(0), 1, 'nobody free');
});
