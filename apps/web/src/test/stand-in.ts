import { ErrorBody } from '@zakazi/contract';
import { http, HttpResponse, type PathParams } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/**
 * The API as component tests see it: an MSW server on the real fetch and XHR, where every answer
 * is checked against the contract's zod schema for that call (and every request body the client
 * sends against the schema the server checks). A stand-in that drifts from the contract fails its
 * test instead of letting a component pass against a shape the server never sends.
 */
export const server = setupServer();

/** Everything the stand-in refused during a test; setup.ts fails the test when there is any. */
export const drift: string[] = [];

type Method = 'get' | 'post' | 'put' | 'delete';
type Request = { body: unknown; query: Record<string, unknown>; params: PathParams; url: URL; headers: Headers };
/** An answer the contract allows: a 2xx body of the call's schema, or an ErrorBody refusal. */
type Answer = { status: number; body: unknown; refusal: boolean };

/** A 2xx answer (201 for a creation, 200 otherwise). */
export const ok = (body: unknown, status = 200): Answer => ({ status, body, refusal: false });
/** A refusal with the contract's error body. */
export const refuse = (status: number, body: ErrorBody): Answer => ({ status, body, refusal: true });

/** Checks a body against a schema; what does not parse is drift, and throws where it was made. */
export function conforming<S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const message = `${what} does not match the contract: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'} ${i.message}`).join('; ')}`;
  drift.push(message);
  throw new Error(message);
}

/**
 * One call of the API: `path` as the client builds it (from the contract's paths modules),
 * `answers` the schema of its 2xx body, `request` and `query` the schemas of the body and the
 * query string the server expects. `reply` gets them as the server's schemas read them.
 */
export function stand<S extends z.ZodType>(
  method: Method,
  path: string,
  schemas: { answers: S; request?: z.ZodType; query?: z.ZodType },
  reply: (request: Request) => Answer | Promise<Answer>,
) {
  const what = `${method.toUpperCase()} ${path}`;
  return http[method](path, async ({ request, params }) => {
    const url = new URL(request.url);
    const text = await request.text();
    const sent: unknown = text ? JSON.parse(text) : undefined;
    const body = schemas.request ? conforming(schemas.request, sent, `the request body of ${what}`) : sent;
    const raw = Object.fromEntries(url.searchParams);
    const query = schemas.query ? (conforming(schemas.query, raw, `the query of ${what}`) as Record<string, unknown>) : raw;
    const answer = await reply({ body, query, params, url, headers: request.headers });
    conforming(answer.refusal ? ErrorBody : schemas.answers, answer.body, `the answer of ${what}`);
    return HttpResponse.json(answer.body as never, { status: answer.status });
  });
}

/**
 * A stand-in for a call that writes: it keeps every request body it is sent, as the request
 * schema reads it, in order, and answers each from its body. Returns the bodies for the test to
 * check what the client wrote.
 */
export function recording<S extends z.ZodType, R extends z.ZodType>(
  method: Method,
  path: string,
  schemas: { answers: S; request: R },
  reply: (body: z.output<R>) => Answer,
): z.output<R>[] {
  const sent: z.output<R>[] = [];
  server.use(
    stand(method, path, schemas, ({ body }) => {
      sent.push(body as z.output<R>);
      return reply(body as z.output<R>);
    }),
  );
  return sent;
}
