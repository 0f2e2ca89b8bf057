import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiQuery, pageCount } from './filters.ts';
import { DEFAULT_FILTERS, filtersToParams, parseFilters, withFilter } from './url-filters.ts';
import { DAY_PARTS, dayPartOf, freeDayDate, namedFreeDay, readListState, withListState } from './list-state.ts';
import { toOptions } from './box/suggestion-options.ts';

test('an empty query is the default search', () => {
  assert.deepEqual(parseFilters(new URLSearchParams('')), DEFAULT_FILTERS);
  assert.equal(filtersToParams(DEFAULT_FILTERS).toString(), '');
});

test('URL → filters → URL round-trips', () => {
  const url = 'q=%C5%A1i%C5%A1anje&grad=Novi+Sad&kategorijaId=4&cenaFilter=3&currency=EUR&ocenaFilter=2&page=3';
  const f = parseFilters(new URLSearchParams(url));
  assert.deepEqual(f, { q: 'šišanje', grad: 'Novi Sad', kategorijaId: 4, cenaFilter: 3, currency: 'EUR', ocenaFilter: 2, page: 3, tacno: false });
  assert.equal(filtersToParams(f).toString(), url);
});

test('"exactly as typed" holds for that q only, and reaches the API', () => {
  const f = parseFilters(new URLSearchParams('q=frizr&tacno=1'));
  assert.equal(f.tacno, true);
  assert.equal(filtersToParams(f).toString(), 'q=frizr&tacno=1');
  assert.equal(apiQuery(f).tacno, 'true');
  assert.equal(withFilter(f, { grad: 'Niš' }).tacno, true, 'another filter keeps it');
  assert.equal(withFilter(f, { q: 'frizer' }).tacno, false, 'another q may be corrected');
  assert.equal(parseFilters(new URLSearchParams('tacno=1')).tacno, false, 'no q: nothing to keep');
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
    slobodnoOd: undefined, slobodnoDo: undefined, tacno: undefined,
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
  assert.equal(freeDayDate('2026-12-05'), '2026-12-05', 'any day of the horizon');
  // and back: a link naming today or tomorrow by its date is shown as Today or Tomorrow
  assert.equal(namedFreeDay('2026-11-25', noon), 'today');
  assert.equal(namedFreeDay('2027-01-01', new Date(2026, 11, 31, 23)), 'tomorrow');
  assert.equal(namedFreeDay('2026-11-27', noon), '2026-11-27');
  assert.equal(namedFreeDay(null, noon), null);
  const evening = apiQuery(DEFAULT_FILTERS, { sort: null, day: '2026-12-05', hours: { od: '17:00', do: '22:00' } });
  assert.deepEqual([evening.slobodnoDatum, evening.slobodnoOd, evening.slobodnoDo], ['2026-12-05', '17:00', '22:00']);
  assert.equal(apiQuery(DEFAULT_FILTERS, { sort: null, day: null, hours: { od: '17:00', do: '22:00' } }).slobodnoOd, undefined, 'hours only with a day');
});

test('list settings ↔ URL: a new order or day goes back to page 1, the view keeps the page', () => {
  const params = new URLSearchParams('q=frizer&page=3');
  assert.deepEqual(readListState(params), { sort: null, day: null, hours: null, view: 'list', page: 3 });
  assert.equal(withListState(params, { view: 'map' }).toString(), 'q=frizer&page=3&view=map');
  assert.equal(withListState(params, { sort: 'rating' }).toString(), 'q=frizer&sort=rating');
  assert.equal(withListState(params, { day: 'today' }).get('slobodno'), 'today');
  assert.deepEqual(readListState(new URLSearchParams('sort=nonsense&slobodno=x&view=y&page=-2')), { sort: null, day: null, hours: null, view: 'list', page: 1 });
  const evening = withListState(params, { day: '2026-12-05', hours: DAY_PARTS.vece });
  assert.equal(evening.toString(), 'q=frizer&slobodno=2026-12-05&od=17%3A00&do=22%3A00');
  assert.deepEqual(readListState(evening).hours, { od: '17:00', do: '22:00' });
  assert.equal(dayPartOf(readListState(evening).hours), 'vece');
  assert.equal(withListState(evening, { day: null }).toString(), 'q=frizer', 'no day: no hours');
  assert.equal(readListState(new URLSearchParams('slobodno=today&od=12:00&do=09:00')).hours, null, 'an empty window is none');
});

test('a window with one end is sent with that end only: the server reads the rest of the day (CONTRACT.md slobodnoOd/slobodnoDo)', () => {
  const fromSix = readListState(new URLSearchParams('slobodno=2026-12-05&od=18:00'));
  assert.deepEqual(fromSix.hours, { od: '18:00' }, 'no made-up end: not do=23:59, which would miss a 23:59 start');
  const sent = apiQuery(DEFAULT_FILTERS, fromSix);
  assert.deepEqual([sent.slobodnoOd, sent.slobodnoDo], ['18:00', undefined]);
  assert.equal('slobodnoDo' in JSON.parse(JSON.stringify(sent)), false, 'no slobodnoDo on the wire');
  const untilTen = readListState(new URLSearchParams('slobodno=today&do=10:00'));
  assert.deepEqual(untilTen.hours, { do: '10:00' });
  assert.deepEqual([apiQuery(DEFAULT_FILTERS, untilTen).slobodnoOd, apiQuery(DEFAULT_FILTERS, untilTen).slobodnoDo], [undefined, '10:00']);
  assert.equal(withListState(new URLSearchParams(), { day: 'today', hours: { od: '18:00' } }).toString(), 'slobodno=today&od=18%3A00', 'the URL keeps only the chosen end');
  assert.equal(readListState(new URLSearchParams('slobodno=today&od=25:00')).hours, null, 'a malformed end is no window');
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

test('a city filter fits a city however it was typed, as the server compares them', async () => {
  const { fitsCity } = await import('./city-key.ts');
  for (const typed of ['Čačak', 'cacak', 'ČAČAK', 'Чачак', 'čač']) assert.ok(fitsCity('Čačak', typed), typed);
  assert.ok(fitsCity('Novi Sad', 'novi'));
  assert.ok(fitsCity('Sremski Karlovci', 'karlov'));
  assert.ok(!fitsCity('Beograd', 'Novi Sad'));
  assert.ok(!fitsCity('Novi Sad', 'Novi Pazar'));
});
