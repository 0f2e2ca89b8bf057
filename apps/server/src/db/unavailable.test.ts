import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable: connection-class errors are 503, statement errors are not', () => {
  test('a server shutting down, starting, crashed or full; a connection exception (SQLSTATE class 08)', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08000', '08003', '08006', '08P01']) assert.equal(isDatabaseUnavailable(withCode(code)), true, code);
  });

  test('a write on a node that is not the primary yet (a failover\'s promotion under way)', () => {
    assert.equal(isDatabaseUnavailable(withCode('25006', 'cannot execute UPDATE in a read-only transaction')), true);
  });

  test('a socket refused or cut, also inside an AggregateError or as a cause', () => {
    assert.equal(isDatabaseUnavailable(withCode('ECONNREFUSED')), true);
    assert.equal(isDatabaseUnavailable(withCode('ECONNRESET')), true);
    assert.equal(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed')), true);
    assert.equal(isDatabaseUnavailable(new Error('query failed', { cause: withCode('EPIPE') })), true);
  });

  test('the driver\'s words for a broken or missing connection', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
      'Client has encountered a connection error and is not queryable',
    ]) {
      assert.equal(isDatabaseUnavailable(new Error(message)), true, message);
    }
  });

  test('a statement\'s own errors and anything else stay what they are', () => {
    for (const code of ['23505', '23P01', '40001', '42P01', '22001', '57014', '25001', '25P02']) assert.equal(isDatabaseUnavailable(withCode(code)), false, code);
    assert.equal(isDatabaseUnavailable(new Error('something else')), false);
    assert.equal(isDatabaseUnavailable(undefined), false);
    assert.equal(isDatabaseUnavailable('Connection terminated'), false);
  });
});
