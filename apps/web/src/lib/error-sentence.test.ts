import assert from 'node:assert/strict';
import { test } from 'node:test';
import { errorSentence, isServiceFailure, sharedErrorKey } from './error-sentence.ts';
import { ApiError } from './http.ts';
import type { TFunction } from './i18n.ts';

/** The key itself stands for its sentence. */
const t = ((key: string) => key) as TFunction;
const refused = (status: number, error?: string) => new ApiError(status, error ? { error, message: 'the server’s English' } : null, 'test');

test('the shared sentences: no answer, the server, too many tries, the session, no right, gone', () => {
  assert.equal(errorSentence(refused(0), t), 'common.errors.offline');
  assert.equal(errorSentence(new TypeError('failed to fetch'), t), 'common.errors.offline', 'anything not an ApiError is no answer');
  assert.equal(errorSentence(refused(503, 'database-unavailable'), t), 'common.errors.server');
  assert.equal(errorSentence(refused(429, 'rate-limited'), t), 'common.errors.tooMany');
  assert.equal(errorSentence(refused(401, 'unauthorized'), t), 'common.errors.session');
  assert.equal(errorSentence(refused(403, 'forbidden'), t), 'common.errors.forbidden');
  assert.equal(errorSentence(refused(404, 'not-found'), t), 'common.errors.gone');
  assert.equal(errorSentence(refused(409, 'conflict'), t), 'common.errors.failed');
});

test("a feature's own sentences: by code first, then by status, then its otherwise; never the server's message", () => {
  const own = { for: { 'slot-taken': 'taken', 409: 'conflict', 401: 'wrong password' }, otherwise: 'booking failed' };
  assert.equal(errorSentence(refused(409, 'slot-taken'), t, own), 'taken');
  assert.equal(errorSentence(refused(409, 'idempotency-key-reused'), t, own), 'conflict');
  assert.equal(errorSentence(refused(401), t, own), 'wrong password', 'a status the feature names wins over the shared sentence');
  assert.equal(errorSentence(refused(400, 'bad-request'), t, own), 'booking failed');
  assert.equal(errorSentence(refused(0), t, own), 'common.errors.offline');
  assert.equal(errorSentence(refused(500), t, own), 'common.errors.server');
});

test('the failures of the service itself, shown above a form whatever its fields', () => {
  assert.deepEqual([0, 429, 500, 502, 400, 401, 409].map(isServiceFailure), [true, true, true, true, false, false, false]);
  assert.equal(sharedErrorKey(422), null);
});
