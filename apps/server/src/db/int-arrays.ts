import pg from 'pg';

// Our own parser, not pg-types' (postgres-array, character by character): a free-on-a-day list
// reads a few hundred small integer arrays per request (each business's free starts of the day),
// and that library's parse was a large part of such a request's CPU in the server (figures in
// bench/README.md, "Integer arrays parsed by split"); and a reader of an array's text that parses
// only the elements asked for (IntegerArrayText), which no library offers.

type Parse = (text: string) => unknown;

/**
 * A parser of PostgreSQL's text form of a one-dimensional integer array (`{1,2,NULL}`) into the
 * same values pg-types gives: `element` maps each number's text. Anything else (more dimensions,
 * explicit bounds `[0:1]={…}`, quoted elements) goes to pg-types' own parser, `fallback`.
 */
export function integerArrayParser(element: (text: string) => number | string, fallback: Parse): Parse {
  return (text) => {
    if (text.charCodeAt(0) !== 123 /* { */ || text.indexOf('{', 1) !== -1 || text.includes('"')) return fallback(text);
    if (text.length === 2) return [];
    return text
      .slice(1, -1)
      .split(',')
      .map((item) => (item === 'NULL' ? null : element(item)));
  };
}

/** The array types' OIDs (pg_type.typarray of int2, int4, int8); pg's TypeId names no array type. */
export const ARRAY_OIDS: { int2: number; int4: number; int8: number } = { int2: 1005, int4: 1007, int8: 1016 };

/** int2[] and int4[] as numbers, int8[] as strings (as pg-types gives them), through integerArrayParser. */
export function useIntegerArrayParsers(): void {
  const { types } = pg;
  for (const oid of [ARRAY_OIDS.int2, ARRAY_OIDS.int4]) types.setTypeParser(oid, integerArrayParser(Number, types.getTypeParser(oid, 'text')));
  types.setTypeParser(ARRAY_OIDS.int8, integerArrayParser((item) => item, types.getTypeParser(ARRAY_OIDS.int8, 'text')));
}

/**
 * A one-dimensional integer array read from its text form (a column selected `::text`, e.g.
 * `{480,495,510}`), each element only when it is asked for. For a statement that reads many whole
 * arrays and looks at a few elements of each: a free-on-a-day list reads every candidate's starts
 * of the day and its card shows two, and parsing them all was a large part of such a request's
 * CPU in the server (bench/README.md, "Free starts read as text").
 */
export class IntegerArrayText {
  readonly #text: string;
  constructor(text: string) {
    if (text.charCodeAt(0) !== 123 /* { */ || text.indexOf('{', 1) !== -1 || text.includes('"') || text.includes('NULL')) {
      throw new Error(`not a one-dimensional integer array without NULL: ${text.slice(0, 40)}`);
    }
    this.#text = text;
  }

  /** The elements in order, each parsed as the loop reaches it. */
  *[Symbol.iterator](): Generator<number> {
    const text = this.#text;
    const end = text.length - 1;
    for (let start = 1; start < end; ) {
      const comma = text.indexOf(',', start);
      const stop = comma === -1 ? end : comma;
      yield Number(text.slice(start, stop));
      start = stop + 1;
    }
  }

  /** The element at a 0-based index, undefined past the end. */
  at(index: number): number | undefined {
    let i = 0;
    for (const element of this) if (i++ === index) return element;
    return undefined;
  }
}
