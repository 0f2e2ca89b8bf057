import assert from 'node:assert/strict';

/**
 * A rule's examples as one table: each row is the arguments and, last, the answer `fn` must give
 * for them. A failing row is named by its arguments.
 */
export function checkExamples<A extends unknown[], R>(fn: (...args: A) => R, rows: ReadonlyArray<readonly [...A, R]>): void {
  for (const row of rows) {
    const args = row.slice(0, -1) as A;
    assert.deepEqual(fn(...args), row.at(-1), JSON.stringify(args));
  }
}
