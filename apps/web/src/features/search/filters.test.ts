import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiQuery, DEFAULT_FILTERS, filtersToParams, parseFilters, withFilter, pageCount } from './filters.ts';
import { freeDayDate, readListState, withListState } from './list-state.ts';
import { toOptions } from './box/suggestion-options.ts';

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
    q: undefined, grad: 'Niš', kategorijaId: undefined, cenaFilter: 5, ocenaFilter: undefined, currency: undefined, page: 1, pageSize: 24, sort: undefined, slobodnoDatum: undefined, latitude: undefined, longitude: undefined,
  });
  assert.equal(pageCount(0), 1);
  assert.equal(pageCount(49), 3);
});

test('order, free day and a position reach the API query; "nearest" only with a position', () => {
  const noon = new Date(2026, 10, 25, 12);
  const withDay = apiQuery(DEFAULT_FILTERS, { sort: 'price', day: 'tomorrow' });
  assert.equal(withDay.sort, 'price');
  assert.match(String(withDay.slobodnoDatum), /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(apiQuery(DEFAULT_FILTERS, { sort: 'distance', day: null }).sort, undefined, 'no position: the default order');
  const near = apiQuery(DEFAULT_FILTERS, { sort: 'distance', day: null }, { lat: 45.25, lng: 19.84 });
  assert.deepEqual([near.sort, near.latitude, near.longitude], ['distance', 45.25, 19.84]);
  assert.equal(freeDayDate('today', noon), '2026-11-25');
  assert.equal(freeDayDate('tomorrow', new Date(2026, 11, 31, 23)), '2027-01-01');
});

test('list settings ↔ URL: a new order or day goes back to page 1, the view keeps the page', () => {
  const params = new URLSearchParams('q=frizer&page=3');
  assert.deepEqual(readListState(params), { sort: null, day: null, view: 'list', page: 3 });
  assert.equal(withListState(params, { view: 'map' }).toString(), 'q=frizer&page=3&view=map');
  assert.equal(withListState(params, { sort: 'rating' }).toString(), 'q=frizer&sort=rating');
  assert.equal(withListState(params, { day: 'today' }).get('slobodno'), 'today');
  assert.deepEqual(readListState(new URLSearchParams('sort=nonsense&slobodno=x&view=y&page=-2')), { sort: null, day: null, view: 'list', page: 1 });
});

test('a suggestion of one city carries it to the category, and one category to the city', () => {
  const options = toOptions({
    kategorije: [{ id: 18, slug: 'dentist', naziv: 'Stomatolog' }],
    gradovi: [{ naziv: 'Novi Sad', broj: 39 }],
    entiteti: [],
  });
  assert.equal(options.categories[0]!.href, '/search?grad=Novi+Sad&kategorijaId=18');
  assert.equal(options.cities[0]!.href, '/search?grad=Novi+Sad&kategorijaId=18');
  const two = toOptions({ kategorije: [{ id: 1, slug: 'a', naziv: 'A' }, { id: 2, slug: 'b', naziv: 'B' }], gradovi: [{ naziv: 'Niš', broj: 3 }, { naziv: 'Novi Sad', broj: 39 }], entiteti: [] });
  assert.equal(two.categories[0]!.href, '/search?kategorijaId=1', 'two cities: the category stands alone');
  assert.equal(two.cities[1]!.href, '/search?grad=Novi+Sad', 'two categories: the city stands alone');
});
