import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AppError } from '../../shared/errors.ts';
import { CLAIM_ATTEMPTS, retryingConflicts } from './place.ts';

/** A transaction that fails with these SQLSTATEs, one per attempt, then returns 'booked'. */
function transactionFailingWith(...codes: string[]) {
  const attempts: number[] = [];
  const run = async () => {
    attempts.push(attempts.length + 1);
    const code = codes[attempts.length - 1];
    if (code) throw Object.assign(new Error(`SQLSTATE ${code}`), { code });
    return 'booked';
  };
  return { run, attempts };
}

const isSlotTaken = (err: unknown) => err instanceof AppError && err.statusCode === 409 && err.code === 'slot-taken';

describe('retryingConflicts: what the booking path answers for the database', () => {
  test('a deadlock or a serialisation failure runs the transaction again', async () => {
    const t = transactionFailingWith('40P01', '40001');
    assert.equal(await retryingConflicts(t.run), 'booked');
    assert.equal(t.attempts.length, 3);
  });

  test(`after ${CLAIM_ATTEMPTS} failed attempts it is 409 slot-taken, never a 500`, async () => {
    const t = transactionFailingWith(...Array<string>(CLAIM_ATTEMPTS + 5).fill('40P01'));
    await assert.rejects(retryingConflicts(t.run), isSlotTaken);
    assert.equal(t.attempts.length, CLAIM_ATTEMPTS);
  });

  test('an overlap refused by the exclusion constraint is 409 slot-taken at once', async () => {
    const t = transactionFailingWith('23P01');
    await assert.rejects(retryingConflicts(t.run), isSlotTaken);
    assert.equal(t.attempts.length, 1);
  });

  test('other errors pass through untouched, without another attempt', async () => {
    const t = transactionFailingWith('23505');
    await assert.rejects(retryingConflicts(t.run), (err: { code?: string }) => err.code === '23505');
    assert.equal(t.attempts.length, 1);
    const notFound = new AppError(404, 'not-found', 'Business not found');
    await assert.rejects(
      retryingConflicts(async () => {
        throw notFound;
      }),
      (err) => err === notFound,
    );
  });
});
