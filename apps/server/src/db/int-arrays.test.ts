import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { ARRAY_OIDS, IntegerArrayText, integerArrayParser } from './int-arrays.ts';

// pg-types' own parsers, read before anything replaces them: the answers to match.
const library = {
  int2: pg.types.getTypeParser(ARRAY_OIDS.int2, 'text'),
  int4: pg.types.getTypeParser(ARRAY_OIDS.int4, 'text'),
  int8: pg.types.getTypeParser(ARRAY_OIDS.int8, 'text'),
};

test('integer arrays parse to what pg-types gives: numbers for int2[] and int4[], strings for int8[], NULL as null', () => {
  const int4 = integerArrayParser(Number, library.int4);
  const int8 = integerArrayParser((item) => item, library.int8);
  for (const text of ['{}', '{1}', '{540,570,600,1410}', '{-3,0,7}', '{NULL}', '{1,NULL,3}', '{2147483647,-2147483648}']) {
    assert.deepEqual(int4(text), library.int4(text), text);
    assert.deepEqual(integerArrayParser(Number, library.int2)(text), library.int2(text), text);
  }
  for (const text of ['{}', '{9007199254740993}', '{12,NULL,-5}']) assert.deepEqual(int8(text), library.int8(text), text);
});

test('what it does not read itself goes to the library: more dimensions, explicit bounds', () => {
  const seen: string[] = [];
  const parse = integerArrayParser(Number, (text) => {
    seen.push(text);
    return library.int4(text);
  });
  for (const text of ['{{1,2},{3,4}}', '[0:1]={5,6}']) assert.deepEqual(parse(text), library.int4(text), text);
  assert.deepEqual(seen, ['{{1,2},{3,4}}', '[0:1]={5,6}']);
});

test('an array read from its text gives its elements in order, and one at an index', () => {
  for (const text of ['{}', '{7}', '{480,495,510,1410}', '{-3,0,9007199254740991}']) {
    const expected = library.int8(text)!.map(Number);
    const array = new IntegerArrayText(text);
    assert.deepEqual([...array], expected, text);
    for (const [i, element] of expected.entries()) assert.equal(array.at(i), element, `${text}[${i}]`);
    assert.equal(array.at(expected.length), undefined, `${text} past its end`);
  }
  // A loop may stop part way (the free starts of a card stop at two).
  const seen: number[] = [];
  for (const m of new IntegerArrayText('{480,495,510}')) {
    seen.push(m);
    if (m === 495) break;
  }
  assert.deepEqual(seen, [480, 495]);
});

test('an array text it cannot read lazily is refused, not misread', () => {
  for (const text of ['{{1,2},{3,4}}', '[0:1]={5,6}', '{1,NULL}', '480']) assert.throws(() => new IntegerArrayText(text), /not a one-dimensional/, text);
});
