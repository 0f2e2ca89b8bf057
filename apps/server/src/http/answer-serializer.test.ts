import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import * as contract from '@zakazi/contract';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';
import { answerSerializerCompiler, isDirectionNeutral } from './answer-serializer.ts';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/x', httpStatus: '200' }) as never;
/** The answer of a serializer, or the error it throws, as text to compare. */
const outcome = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return serialize(data);
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message} / ${String((err as { cause?: unknown }).cause)}`;
  }
};

describe('answer serializer', () => {
  test('a schema without codecs, defaults or transforms is parsed: same answers as encode, unknown keys dropped, a wrong shape refused', () => {
    const schema = z.object({ id: z.number().int(), naziv: z.string().max(5), tags: z.array(z.enum(['a', 'b'])), opis: z.string().nullable().optional() });
    assert.equal(isDirectionNeutral(schema), true);
    const ours = answerSerializerCompiler(route(schema)) as (data: unknown) => string;
    const zods = zodSerializerCompiler(route(schema)) as (data: unknown) => string;
    for (const data of [
      { id: 1, naziv: 'abc', tags: ['a'], secret: 'hash' },
      { id: 1, naziv: 'abc', tags: [], opis: null },
      { id: 1.5, naziv: 'abc', tags: [] },
      { id: 1, naziv: 'abcdef', tags: ['c'] },
      null,
    ]) {
      assert.equal(outcome(ours, data), outcome(zods, data));
    }
    assert.equal(ours({ id: 1, naziv: 'abc', tags: ['a'], secret: 'hash' }), '{"id":1,"naziv":"abc","tags":["a"]}');
    assert.throws(() => ours({ id: 'x' }), (err: Error) => err.name === 'FastifyError' && /doesn't match the schema/.test(err.message));
  });

  test('a schema with a default, a transform or a codec is encoded as before', () => {
    const withDefault = z.object({ a: z.string().default('x') });
    const withCodec = z.object({ at: z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() }) });
    const withTransform = z.object({ a: z.string().transform((s) => s.length) });
    for (const schema of [withDefault, withCodec, withTransform]) assert.equal(isDirectionNeutral(schema), false);
    const ours = answerSerializerCompiler(route(withCodec)) as (data: unknown) => string;
    assert.equal(ours({ at: new Date('2026-11-26T10:00:00Z') }), '{"at":"2026-11-26T10:00:00.000Z"}');
    // encode does not fill a default in (parse would): the answer stays what it was
    const defaults = answerSerializerCompiler(route(withDefault)) as (data: unknown) => string;
    assert.equal(outcome(defaults, {}), outcome(zodSerializerCompiler(route(withDefault)) as (data: unknown) => string, {}));
    assert.notEqual(outcome(defaults, {}), '{"a":"x"}');
  });

  test('a schema that contains itself is judged by its parts', () => {
    const Node = z.object({
      naziv: z.string(),
      get deca() {
        return z.array(Node);
      },
    });
    assert.equal(isDirectionNeutral(Node), true);
    const Defaulted = z.object({
      naziv: z.string().default(''),
      get deca() {
        return z.array(Defaulted);
      },
    });
    assert.equal(isDirectionNeutral(Defaulted), false);
  });

  test("the contract's answers take the fast path (only request schemas have defaults and transforms)", () => {
    const schemas = Object.entries(contract as Record<string, unknown>).filter((entry): entry is [string, $ZodType] => entry[1] instanceof $ZodType);
    const requestSchema = /(Query|Body|Paging)$|^(RequestDate|DottedDate|OpenSlot)$/;
    const slow = schemas.filter(([name, schema]) => !requestSchema.test(name) && !isDirectionNeutral(schema)).map(([name]) => name);
    assert.deepEqual(slow, []);
    assert.ok(schemas.length > 100);
    assert.equal(isDirectionNeutral(contract.FreeSlots), true);
  });
});
