import assert from 'node:assert/strict';
import { test } from 'node:test';
import { categoryFromParams, sourceFromParams } from './location.ts';

test('coordinates from the query win', () => {
  assert.deepEqual(sourceFromParams(new URLSearchParams('lat=44.81&lng=20.46&city=Niš')), { kind: 'coords', point: { lat: 44.81, lng: 20.46 } });
});

test('a known city gives its centre, case-insensitively', () => {
  const s = sourceFromParams(new URLSearchParams('city=novi sad'));
  assert.equal(s.kind, 'city');
  assert.equal(s.kind === 'city' && s.city.name, 'Novi Sad');
});

test('bad or missing input means ask the browser', () => {
  assert.deepEqual(sourceFromParams(new URLSearchParams('lat=95&lng=20')), { kind: 'none' });
  assert.deepEqual(sourceFromParams(new URLSearchParams('lat=abc&lng=')), { kind: 'none' });
  assert.deepEqual(sourceFromParams(new URLSearchParams('city=Atlantida')), { kind: 'none' });
  assert.equal(categoryFromParams(new URLSearchParams('kategorijaId=x')), undefined);
  assert.equal(categoryFromParams(new URLSearchParams('kategorijaId=12')), 12);
});
