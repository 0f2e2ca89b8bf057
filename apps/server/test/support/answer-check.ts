import { subscribe } from 'node:diagnostics_channel';
import type { ServerResponse } from 'node:http';
import { after, afterEach } from 'node:test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * THE ANSWER CHECK (issue 26): every answer an app gives in a test is held against what the app's
 * own /api/openapi.json declares for that operation and status: the status must be listed, the
 * content type must be one of its media types (none: no body), and a JSON body must match its
 * schema. Every Fastify instance the process makes is watched from its creation (Fastify's
 * `fastify.initialization` diagnostics channel), so apps built by the test helpers and by tests
 * themselves alike; only operations the document lists are checked (hidden routes, the web
 * client and unknown paths are not operations).
 *
 * A difference fails the test during which the answer completed (an afterEach of the file's root),
 * or, for answers given in a before or after hook, the file at its end. test-app.ts turns it on for
 * every integration test file.
 */

type MediaType = { schema?: object };
type DeclaredResponse = { description?: string; content?: Record<string, MediaType> };
type Operation = { responses?: Record<string, DeclaredResponse> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: object };

/** What went over the wire: the status line's headers and the body's bytes. */
type Captured = { headers: Record<string, unknown>; chunks: Buffer[] };

const problems: string[] = [];
let watching = false;

/** Watches every Fastify app made from now on in this process, and fails tests on a difference. */
export function watchAnswers(): void {
  if (watching) return;
  watching = true;
  subscribe('fastify.initialization', (message) => watch((message as { fastify: FastifyInstance }).fastify));
  afterEach(() => failOnProblems('during this test'));
  after(() => failOnProblems('in a before or after hook'));
}

/** The differences found since the last call, which are then forgotten (the checker's own test). */
export function takeAnswerProblems(): string[] {
  return problems.splice(0);
}

function failOnProblems(when: string): void {
  const found = takeAnswerProblems();
  if (found.length) throw new Error(`${found.length} answer(s) ${when} differ from /api/openapi.json:\n${found.join('\n')}`);
}

const captures = new WeakMap<ServerResponse, Captured>();

function watch(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    captures.set(reply.raw, capture(reply.raw));
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const captured = captures.get(reply.raw);
    if (captured) {
      const problem = checkAnswer(app, request, reply, captured);
      if (problem) problems.push(problem);
    }
    done();
  });
}

/** Records the headers and every byte a response writes (a hijacked one too: the event stream). */
function capture(res: ServerResponse): Captured {
  const captured: Captured = { headers: {}, chunks: [] };
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') captured.chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else if (chunk instanceof Uint8Array) captured.chunks.push(Buffer.from(chunk));
  };
  const { writeHead, write, end } = res;
  // A response's end may write its last chunk through write (light-my-request's does): once only.
  let ending = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.find((a): a is Record<string, unknown> => typeof a === 'object' && a !== null && !Array.isArray(a));
    captured.headers = { ...this.getHeaders(), ...lowerCased(headers ?? {}) };
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!ending) keep(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
  } as ServerResponse['write'];
  res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    if (typeof chunk !== 'function') keep(chunk, rest[0]);
    ending = true;
    try {
      return (end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
    } finally {
      ending = false;
    }
  } as ServerResponse['end'];
  return captured;
}

const lowerCased = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

/** A difference between the answer and the document, or undefined. */
function checkAnswer(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, captured: Captured): string | undefined {
  const url = request.routeOptions.url;
  if (!url) return undefined; // no route: the not-found handler
  let checker: Checker | null;
  try {
    checker = checkerOf(app);
  } catch (error) {
    return `${request.method} ${url}: the document could not be read (${(error as Error).message})`;
  }
  if (!checker) return undefined; // not this product's app
  const path = url.replace(/:(\w+)/g, '{$1}');
  const method = request.method === 'HEAD' ? 'get' : request.method.toLowerCase();
  const operation = checker.document.paths[path]?.[method];
  if (!operation) return undefined; // a route the document does not show (hidden)

  const status = String(reply.statusCode);
  const where = `${request.method} ${path} answered ${status}`;
  const responses = operation.responses ?? {};
  const declared = responses[status] ?? responses[`${status[0]}XX`] ?? responses.default;
  if (!declared) return `${where}, which the document does not list (it lists ${Object.keys(responses).join(', ')})`;

  const body = Buffer.concat(captured.chunks).toString('utf8');
  const contentType = String(captured.headers['content-type'] ?? reply.getHeader('content-type') ?? '');
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!declared.content) {
    return body.length ? `${where} with a ${mediaType || 'untyped'} body, where the document declares none: ${body.slice(0, 200)}` : undefined;
  }
  const media = declared.content[mediaType];
  if (!media) return `${where} as ${mediaType || 'no content type'}; the document declares ${Object.keys(declared.content).join(', ')}`;
  if (request.method === 'HEAD' || !mediaType.endsWith('json') || !media.schema) return undefined;

  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${where} with a body that is not JSON: ${body.slice(0, 200)}`;
  }
  const validate = checker.validator(`${path} ${method} ${status} ${mediaType}`, media.schema);
  if (validate(parsed)) return undefined;
  const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}`).join('; ');
  return `${where} with a body that does not match the document's schema (${errors}): ${body.slice(0, 300)}`;
}

type Checker = { document: Document; validator: (key: string, schema: object) => ValidateFunction };

const checkers = new WeakMap<FastifyInstance, Checker | null>();

/** The app's document (as app.swagger() serves it) with its compiled schemas, made on first use. */
function checkerOf(app: FastifyInstance): Checker | null {
  let checker = checkers.get(app);
  if (checker !== undefined) return checker;
  const swagger = (app as { swagger?: () => unknown }).swagger;
  checker = typeof swagger === 'function' ? makeChecker(swagger.call(app) as Document) : null;
  checkers.set(app, checker);
  return checker;
}

/** The document's own name for Ajv, so that a schema's `#/components/…` references reach its components. */
const DOCUMENT_ID = 'openapi.json';

function makeChecker(document: Document): Checker {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; strict off, for OpenAPI's own keywords (example, …).
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema({ $id: DOCUMENT_ID, components: document.components ?? {} });
  const compiled = new Map<string, ValidateFunction>();
  return {
    document,
    validator: (key, schema) => {
      let validate = compiled.get(key);
      if (!validate) {
        validate = ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${DOCUMENT_ID}#/components/`)) as object);
        compiled.set(key, validate);
      }
      return validate;
    },
  };
}
