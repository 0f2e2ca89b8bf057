import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from './config.ts';

const base = { JWT_SECRET: 'k'.repeat(48), DATA_DIR: '/tmp/zakazi-config-test' };

describe('configuration', () => {
  test('DATABASE_POOL_SIZE: 10 connections per pool by default, the number given, and a clear error for one out of range', () => {
    assert.equal(loadConfig(base).databasePoolSize, 10);
    assert.equal(loadConfig({ ...base, DATABASE_POOL_SIZE: '4' }).databasePoolSize, 4);
    assert.throws(() => loadConfig({ ...base, DATABASE_POOL_SIZE: '0' }), /Invalid configuration: .*DATABASE_POOL_SIZE/);
    assert.throws(() => loadConfig({ ...base, DATABASE_POOL_SIZE: 'many' }), /Invalid configuration: .*DATABASE_POOL_SIZE/);
  });

  test('TRUST_PROXY: true is one proxy, a number that many, unset or false none, anything else a clear error', () => {
    assert.equal(loadConfig(base).trustedProxies, 0);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: 'false' }).trustedProxies, 0);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustedProxies, 1);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: '1' }).trustedProxies, 1);
    assert.equal(loadConfig({ ...base, TRUST_PROXY: '2' }).trustedProxies, 2);
    assert.throws(() => loadConfig({ ...base, TRUST_PROXY: 'all' }), /Invalid configuration: .*TRUST_PROXY/);
    assert.throws(() => loadConfig({ ...base, TRUST_PROXY: '-1' }), /Invalid configuration: .*TRUST_PROXY/);
  });
});
