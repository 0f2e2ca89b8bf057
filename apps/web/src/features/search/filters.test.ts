import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiQuery, DEFAULT_FILTERS, filtersToParams, parseFilters, withFilter, pageCount } from './filters.ts';

test('an empty query is the default search', () => {
  assert.deepEqual(parseFilters(new URLSearchParams('')), DEFAULT_FILTERS);
  assert.equal(filtersToParams(DEFAULT_FILTERS).toString(), '');
});

test('URL → filters → URL round-trips', () => {
  const url = 'q=%C5%A1i%C5%A1anje&grad=Novi+Sad&kategorijaId=4&cenaFilter=3&currency=EUR&ocenaFilter=2&page=3';
  const f = parseFilters(new URLSearchParams(url));
  assert.deepEqual(f, { q: 'šišanje', grad: 'Novi Sad', kategorijaId: 4, cenaFilter: 3, currency: 'EUR', ocenaFilter: 2, page: 3 });
  assert.equal(filtersToParams(f).toString(), url);
});

test('invalid values fall back to the defaults', () => {
  const f = parseFilters(new URLSearchParams('cenaFilter=9&ocenaFilter=0&currency=USD&kategorijaId=abc&page=-2'));
  assert.deepEqual(f, DEFAULT_FILTERS);
  assert.equal(parseFilters(new URLSearchParams('currency=eur')).currency, 'EUR');
});

test('changing a filter resets the page; changing the page keeps the filters', () => {
  const f = { ...DEFAULT_FILTERS, q: 'zubar', page: 4 };
  assert.equal(withFilter(f, { cenaFilter: 2 }).page, 1);
  assert.deepEqual(withFilter(f, { page: 5 }), { ...f, page: 5 });
});

test('the API query leaves out "all" bands and empty text', () => {
  assert.deepEqual(apiQuery({ ...DEFAULT_FILTERS, q: '  ', grad: 'Niš', cenaFilter: 5, ocenaFilter: 4 }), {
    q: undefined, grad: 'Niš', kategorijaId: undefined, cenaFilter: 5, ocenaFilter: undefined, currency: undefined, page: 1, pageSize: 24,
  });
  assert.equal(pageCount(0), 1);
  assert.equal(pageCount(49), 3);
});
