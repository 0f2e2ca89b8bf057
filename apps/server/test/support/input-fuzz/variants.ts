import { RawJson, jsonBadValues, seedFor, urlBadValues } from './bad-values.ts';
import { kindOf, nonNull, type Operation } from './operations.ts';

/**
 * One malformed request; sent once without and once with the caller's token. refuse: bad text
 * (NUL, an unpaired surrogate, bytes that are not UTF-8, over its documented length, malformed
 * percent-encoding) that CONTRACT.md says is 400 bad-request for anyone past access control.
 */
export type Variant = { label: string; url: string; headers: Record<string, string>; payload?: () => string | Buffer; refuse?: boolean };

/** A valid-looking request to start from (the access matrix's reviewed request for the route). */
export type Baseline = { url: string; payload?: object };

const ONE_MB = 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json' };
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies that are not JSON objects at all, sent as application/json. */
const BAD_JSON_TEXTS = ['{', '{"a":1}}', "{'a':1}", 'null', '[]', '"text"', '1e400', '{"a":"\\ud800"}', '{"a":"\\u0000"}'];

/**
 * Every malformed variant of one operation, derived from its OpenAPI description and a baseline
 * request: each path, query and body field set to each bad value of its type (one at a time, the
 * rest left valid so the request gets as deep as it can), required fields left out, unknown
 * fields added, malformed encodings, bad JSON, bytes that are not UTF-8, wrong content types, empty
 * and oversized bodies.
 * Deterministic for a given seed and baseline.
 */
export function variantsOf(op: Operation, baseline: Baseline, seed: number): Variant[] {
  const base = parseBaseline(op, baseline);
  const out: Variant[] = [];
  const add = (label: string, parts: Partial<Parts>, extra: { headers?: Record<string, string>; payload?: string | Buffer; refuse?: boolean } = {}) => {
    const p = { ...base, ...parts };
    const hasBody = p.body !== undefined;
    out.push({
      label,
      ...(extra.refuse ? { refuse: true } : {}),
      url: buildUrl(op.path, p.path, p.query),
      headers: { ...(hasBody && extra.payload === undefined ? JSON_TYPE : {}), ...extra.headers },
      // Serialised when sent: variants are made again whenever a success spent the world.
      ...(extra.payload !== undefined ? { payload: () => extra.payload! } : hasBody ? { payload: () => toJson(p.body) } : {}),
    });
  };

  // path values
  for (const param of op.params.filter((p) => p.in === 'path')) {
    for (const v of urlBadValues(param.name, param.schema, seedFor(seed, op.routeKey, 'path', param.name))) {
      add(`path ${param.name} = ${v.label}`, { path: { ...base.path, [param.name]: String(v.value) } }, { refuse: v.refuse });
    }
  }

  // query values, missing and repeated
  for (const param of op.params.filter((p) => p.in === 'query')) {
    const others = base.query.filter(([k]) => k !== param.name);
    for (const v of urlBadValues(param.name, param.schema, seedFor(seed, op.routeKey, 'query', param.name))) {
      add(`query ${param.name} = ${v.label}`, { query: [...others, [param.name, String(v.value)]] }, { refuse: v.refuse });
    }
    const current = base.query.find(([k]) => k === param.name);
    if (current) {
      add(`query ${param.name} repeated`, { query: [...base.query, current] });
      if (param.required) add(`query ${param.name} missing`, { query: others });
      add(`query ${param.name} without a value`, { query: [...others, [param.name]] });
    }
  }
  // unknown and malformed query keys
  add('query key zzExtra', { query: [...base.query, ['zzExtra', '1']] });
  for (const key of ['%zz', '%ED%A0%80', '%00']) add(`query key ${key}`, { query: [...base.query, [key, '1']] }, { refuse: true });

  // header values the contract documents (idempotency-key)
  for (const param of op.params.filter((p) => p.in === 'header')) {
    const max = nonNull(param.schema).maxLength ?? 10_000;
    for (const [label, value] of [['over maxLength', 'k'.repeat(max + 1)], ['empty', ''], ['short', 'abc']]) {
      add(`header ${param.name} ${label}`, {}, { headers: { [param.name]: value! } });
    }
  }

  if (op.body) {
    const body = (base.body ?? {}) as Record<string, unknown>;
    const schema = nonNull(op.body);
    for (const [name, fieldSchema] of Object.entries(schema.properties ?? {})) {
      for (const v of jsonBadValues(name, fieldSchema, seedFor(seed, op.routeKey, 'body', name))) {
        add(`body ${name} = ${v.label}`, { body: { ...body, [name]: v.value } }, { refuse: v.refuse });
      }
      // fields of the objects inside an array (slots, working days): one bad element
      const items = nonNull(fieldSchema).items;
      if (kindOf(fieldSchema) === 'array' && items && kindOf(items) === 'object') {
        const element = (Array.isArray(body[name]) ? (body[name] as object[])[0] : undefined) ?? {};
        for (const [inner, innerSchema] of Object.entries(nonNull(items).properties ?? {})) {
          for (const v of jsonBadValues(inner, innerSchema, seedFor(seed, op.routeKey, 'body', name, inner))) {
            add(`body ${name}[0].${inner} = ${v.label}`, { body: { ...body, [name]: [{ ...element, [inner]: v.value }] } }, { refuse: v.refuse });
          }
        }
      }
    }
    for (const name of schema.required ?? []) {
      const { [name]: _left, ...rest } = body;
      add(`body ${name} missing`, { body: rest });
    }
    add('body with an unknown field', { body: { ...body, zzExtra: 'x' } });
    add('body with a NUL in a key', { body: { ...body, 'k\u0000': 'v' } }, { refuse: true });
    add('body with a lone surrogate in a key', { body: { ...body, 'k\uD800': 'v' } }, { refuse: true });
    // Bytes that are not UTF-8 inside a string value: in every text field, an encoded surrogate
    // in the middle of its value ("Mil\xED\xA0\x80ica"); in the first, each other kind of bad byte.
    const texts = Object.entries(schema.properties ?? {}).filter(([, fieldSchema]) => kindOf(fieldSchema) === 'string');
    for (const [i, [name]] of texts.entries()) {
      const value = typeof body[name] === 'string' ? (body[name] as string) : 'Milica';
      for (const [label, bytes] of i === 0 ? NOT_UTF8 : NOT_UTF8.slice(0, 1)) {
        const half = Math.ceil(value.length / 2);
        add(`body ${name} with ${label}`, {}, { headers: JSON_TYPE, payload: withBytes(toJson({ ...body, [name]: `${value.slice(0, half)}${MARK}${value.slice(half)}` }), bytes), refuse: true });
      }
    }
    if (texts.length === 0) add(`body key with ${NOT_UTF8[0]![0]}`, {}, { headers: JSON_TYPE, payload: withBytes(toJson({ ...body, [`k${MARK}`]: 'v' }), NOT_UTF8[0]![1]), refuse: true });
    add('body with __proto__', {}, { headers: JSON_TYPE, payload: `{"__proto__":{"polluted":true},${toJson(body).slice(1)}` });
    add('body with constructor.prototype', {}, { headers: JSON_TYPE, payload: toJson({ ...body, constructor: { prototype: { polluted: true } } }) });
  }

  if (BODY_METHODS.has(op.method)) {
    const json = toJson(base.body ?? {});
    for (const text of BAD_JSON_TEXTS) add(`JSON body ${text}`, {}, { headers: JSON_TYPE, payload: text });
    add('empty JSON body', {}, { headers: JSON_TYPE, payload: '' });
    add('JSON nested 5000 deep', {}, { headers: JSON_TYPE, payload: '['.repeat(5000) + ']'.repeat(5000) });
    add('JSON body over 1 MB', {}, { headers: JSON_TYPE, payload: `{"a":"${'x'.repeat(ONE_MB)}"}` });
    add('text/plain body', {}, { headers: { 'content-type': 'text/plain' }, payload: json });
    add('XML body', {}, { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' });
    add('form body', {}, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=%00&b=%ED%A0%80' });
    add('body without a content type', {}, { headers: {}, payload: json });
    add('content type with a bad charset', {}, { headers: { 'content-type': 'application/json; charset=utf-7' }, payload: json });
    for (const [label, value] of [
      ['NUL', 'ab\u0000cd'],
      ['lone surrogate', 'ab\uD800'],
      ['over 1 MB', 'x'.repeat(ONE_MB + 1)],
    ] as const) {
      add(`multipart text field with ${label}`, {}, multipart([{ name: 'naziv', value }]));
      add(`multipart image with a text field with ${label}`, {}, multipart([{ name: 'opis', value }, { name: 'imageFile', value: 'not an image', filename: 'a.jpg' }]));
    }
  }
  return out;
}

/** Byte sequences that are not UTF-8 (RFC 3629), each with what it is. */
const NOT_UTF8: [string, number[]][] = [
  ['an encoded surrogate (ED A0 80)', [0xed, 0xa0, 0x80]],
  ['a lone continuation byte (80)', [0x80]],
  ['Latin-1 é (E9)', [0xe9]],
  ['an overlong slash (C0 AF)', [0xc0, 0xaf]],
  ['a cut sequence (E2 82)', [0xe2, 0x82]],
];
/** Where withBytes puts the bytes: text JSON.stringify writes as it is. */
const MARK = 'NOTUTF8MARK';

/** The JSON text with the bytes in place of MARK. */
function withBytes(json: string, bytes: number[]): Buffer {
  const [before, after] = json.split(MARK) as [string, string];
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

type Parts = { path: Record<string, string>; query: string[][]; body: unknown };

/** Splits the baseline into raw path values, raw query pairs and the body. */
function parseBaseline(op: Operation, baseline: Baseline): Parts {
  const [pathname, search = ''] = baseline.url.split('?') as [string, string?];
  const template = op.path.split('/');
  const actual = pathname.split('/');
  const path: Record<string, string> = {};
  template.forEach((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (name) path[name] = actual[i] ?? '1';
  });
  const query = search ? search.split('&').map((pair) => pair.split('=')) : [];
  return { path, query, body: baseline.payload ?? (op.body ? {} : undefined) };
}

function buildUrl(template: string, path: Record<string, string>, query: string[][]): string {
  const pathname = template.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? '1');
  return query.length ? `${pathname}?${query.map((pair) => pair.join('=')).join('&')}` : pathname;
}

/** JSON.stringify that writes RawJson values verbatim (numbers JSON.stringify cannot produce). */
function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof RawJson ? `@@raw${raws.push(v.text) - 1}@@` : v));
  return text.replace(/"@@raw(\d+)@@"/g, (_, i: string) => raws[Number(i)]!);
}

function multipart(parts: { name: string; value: string; filename?: string }[]): { headers: Record<string, string>; payload: string } {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const body = parts
    .map(
      (p) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        `${p.filename ? 'Content-Type: image/jpeg\r\n' : ''}\r\n${p.value}\r\n`,
    )
    .join('');
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `${body}--${boundary}--\r\n` };
}
