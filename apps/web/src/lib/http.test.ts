import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ErrorBody } from '@zakazi/contract';
import { ApiError, fieldErrors, readErrorBody } from './http.ts';

/** Bodies a failed answer may carry: the contract's shape, near misses, and things that are not one. */
const SAMPLES: unknown[] = [
  { error: 'not-found', message: 'Business not found' },
  { error: 'bad-request', message: 'Invalid body: body.naziv', details: [{ field: 'body.naziv', message: 'Too small' }] },
  { error: 'email-not-confirmed', message: 'Confirm first', userId: 7 },
  { error: 'bad-request', message: 'x', details: [] },
  { error: 'bad-request', message: 'x', details: 'body.naziv' },
  { error: 'bad-request', message: 'x', details: null },
  { error: 404, message: 'x' },
  { error: 'x' },
  { message: 'x' },
  [{ error: 'x', message: 'y' }],
  '<html>502 Bad Gateway</html>',
  null,
  42,
];

test('the error reader accepts exactly what the contract’s ErrorBody schema accepts', () => {
  for (const body of SAMPLES) {
    assert.equal(readErrorBody(body) !== null, ErrorBody.safeParse(body).success, JSON.stringify(body));
  }
});

test('the reader keeps fields beyond the contract’s three (login’s userId)', () => {
  const error = new ApiError(403, readErrorBody({ error: 'email-not-confirmed', message: 'm', userId: 7 }), 'login');
  assert.equal(error.code, 'email-not-confirmed');
  assert.equal(error.extra('userId'), 7);
  assert.equal(new ApiError(0, null, 'login').code, null);
});

test('400 details map onto top-level form fields, the first message per field', () => {
  const error = new ApiError(
    400,
    {
      error: 'bad-request',
      message: 'Invalid body',
      details: [
        { field: 'body.naziv', message: 'Too long' },
        { field: 'body.zaposleniIds.0', message: 'Unknown employee' },
        { field: 'body.zaposleniIds.1', message: 'Unknown employee 2' },
        { field: 'cena', message: 'Negative' },
        { message: 'no field' },
        'not an object',
      ],
    },
    'save',
  );
  assert.deepEqual(fieldErrors(error), { naziv: 'Too long', zaposleniIds: 'Unknown employee', cena: 'Negative' });
  // Only a 400 names fields: the details of a 409 are the conflicting items, not inputs.
  assert.deepEqual(fieldErrors(new ApiError(409, { error: 'c', message: 'm', details: [{ field: 'body.x', message: 'y' }] }, 's')), {});
});

test('numbers in details (409 service-has-bookings)', () => {
  const error = new ApiError(409, { error: 'service-has-bookings', message: 'm', details: [{ brojZakazivanja: 3 }] }, 'delete');
  assert.equal(error.detailNumber('brojZakazivanja'), 3);
  assert.equal(error.detailNumber('other'), null);
});
