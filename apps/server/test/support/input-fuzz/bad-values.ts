import fc from 'fast-check';
import { kindOf, nonNull, type JsonSchema } from './operations.ts';

/**
 * Malformed values for one field of a request, by the field's documented type. Body values are
 * JSON values (RawJson for numbers JSON.stringify cannot write); URL values (path and query)
 * are raw, already percent-encoded text, so that malformed encodings can be sent as well.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** refuse: the contract allows one answer to a caller who gets past access control, 400 bad-request. */
export type BadValue = { label: string; value: unknown; refuse?: boolean };

const ONE_MB = 1024 * 1024;
const NUL = 'ab\u0000cd';
const LONE_HIGH = 'ab\uD800';
const LONE_LOW = '\uDC00cd';

/** Text every string field gets: NUL, unpaired surrogates, over-long values, odd but valid text. */
function textValues(schema: JsonSchema): BadValue[] {
  const max = nonNull(schema).maxLength;
  return [
    { label: 'NUL', value: NUL, refuse: true },
    { label: 'lone high surrogate', value: LONE_HIGH, refuse: true },
    { label: 'lone low surrogate', value: LONE_LOW, refuse: true },
    { label: 'one over maxLength', value: 'a'.repeat((max ?? 10_000) + 1), refuse: max !== undefined },
    { label: '1 MB string', value: 'x'.repeat(ONE_MB) },
    { label: 'empty', value: '' },
    { label: 'emoji and Cyrillic', value: 'Ђорђе 🍖 Čačak' },
    { label: 'SQL-looking', value: "x' OR '1'='1" },
  ];
}

/** Impossible, out-of-range and oddly written dates (date fields are also strings). */
const DATES = ['02-30-2026', '13-01-2026', '2026-02-30', '0000-01-01', '9999-12-31', '31.02.2026', '275760-09-13'];
const TIMES = ['24:00', '23:60', '9:00', '09:00:00'];

/** Numbers out of every range a column or JavaScript may have, as JSON. */
const NUMBERS: BadValue[] = [
  { label: '-1', value: -1 },
  { label: '0', value: 0 },
  { label: 'fraction', value: 1.5 },
  { label: 'int4 max + 1', value: 2_147_483_648 },
  { label: 'beyond safe integers', value: Number.MAX_SAFE_INTEGER + 1 },
  { label: 'int8 max + 1', value: new RawJson('9223372036854775808') },
  { label: '1e400 (Infinity)', value: new RawJson('1e400') },
  { label: '30 digits', value: new RawJson('123456789012345678901234567890') },
];

/** The same in a URL, where everything is text. */
const URL_NUMBERS = ['-1', '0', '1.5', '2147483648', '9223372036854775808', '1e400', 'NaN', 'Infinity', '', 'abc'];

/** Percent-encodings a URL parser must refuse (or decode to something the hook refuses). */
const MALFORMED_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%80', '%00'];

const WRONG_TYPES: BadValue[] = [
  { label: 'number', value: 12345 },
  { label: 'null', value: null },
  { label: 'array', value: [] },
  { label: 'object', value: {} },
  { label: 'string', value: 'text' },
];

const isDateField = (name: string, schema: JsonSchema) =>
  /^(datum|od|do|date)$/i.test(name) || /date|MM-DD|YYYY/.test(schema.description ?? '');
const isTimeField = (name: string, schema: JsonSchema) => /^(vreme|pocetak|kraj)$/i.test(name) || (schema.pattern ?? '').includes(':');

/** One seeded random value: arbitrary Unicode (lone surrogates included) and arbitrary JSON. */
function randomValues(seed: number): BadValue[] {
  return fc
    .sample(fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.jsonValue({ maxDepth: 2 })), { seed, numRuns: 1 })
    .map((value, i) => ({ label: `random #${i}`, value }));
}

/** Malformed JSON values for a body field with this schema. */
export function jsonBadValues(name: string, schema: JsonSchema, seed: number): BadValue[] {
  const s = nonNull(schema);
  const kind = kindOf(s);
  const values: BadValue[] = [...WRONG_TYPES.filter((w) => !sameKind(kind, w.value))];
  if (kind === 'string') {
    values.push(...textValues(s));
    if (isDateField(name, s)) values.push(...DATES.map((d) => ({ label: `date ${d}`, value: d })));
    if (isTimeField(name, s)) values.push(...TIMES.map((t) => ({ label: `time ${t}`, value: t })));
  }
  if (kind === 'integer' || kind === 'number') values.push(...NUMBERS, { label: 'numeric string', value: '7' });
  if (kind === 'boolean') values.push({ label: '"true"', value: 'true' }, { label: '1', value: 1 });
  if (kind === 'enum') values.push({ label: 'not a member', value: 'not-a-member' }, { label: 'member with NUL', value: `${String(s.enum?.[0] ?? '')}\u0000` });
  if (kind === 'array') {
    values.push({ label: '[null]', value: [null] }, { label: '[NUL]', value: [NUL], refuse: true }, { label: '[lone surrogate]', value: [LONE_HIGH], refuse: true });
    values.push({ label: 'over maxItems', value: Array.from({ length: (s.maxItems ?? 10_000) + 1 }, (_, i) => i + 1) });
  }
  values.push(...randomValues(seed));
  return values;
}

/** Malformed raw (percent-encoded) URL values for a path or query parameter with this schema. */
export function urlBadValues(name: string, schema: JsonSchema, seed: number): BadValue[] {
  const s = nonNull(schema);
  const kind = kindOf(s);
  // Refused whatever the parameter: malformed encodings, NUL, unpaired surrogates, over-long values.
  const refused = [...MALFORMED_ENCODINGS, encode(NUL), encode(LONE_HIGH), 'a'.repeat((s.maxLength ?? 10_000) + 1), 'x'.repeat(ONE_MB)];
  const values: string[] = [];
  if (kind === 'integer' || kind === 'number') values.push(...URL_NUMBERS);
  if (kind === 'string' && isDateField(name, s)) values.push(...DATES);
  if (kind === 'string' && isTimeField(name, s)) values.push(...TIMES.map(encodeURIComponent));
  if (kind === 'enum' || kind === 'boolean') values.push('not-a-member', '', 'TRUE');
  values.push(encodeURIComponent("x' OR '1'='1"), encodeURIComponent('Ђорђе 🍖'));
  const random = fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed, numRuns: 1 });
  const label = (v: string) => (v.length > 40 ? `${v.length} characters` : `"${v}"`);
  return [
    ...refused.map((v) => ({ label: label(v), value: v, refuse: true })),
    ...values.map((v) => ({ label: label(v), value: v })),
    ...random.map((v, i) => ({ label: `random #${i}`, value: encode(v) })),
  ];
}

function sameKind(kind: string, value: unknown): boolean {
  if (value === null) return false;
  if (Array.isArray(value)) return kind === 'array';
  if (typeof value === 'number') return kind === 'integer' || kind === 'number';
  if (typeof value === 'string') return kind === 'string' || kind === 'enum';
  return typeof value === kind;
}

/**
 * Percent-encodes every UTF-16 unit on its own, so a lone surrogate arrives as the bytes a
 * careless client would send (its three-byte form, which is not UTF-8).
 */
function encode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A stable 32-bit seed for one field of one operation (FNV-1a over the names and the run's seed). */
export function seedFor(runSeed: number, ...parts: string[]): number {
  let hash = 0x811c9dc5 ^ runSeed;
  for (const ch of parts.join('|')) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
