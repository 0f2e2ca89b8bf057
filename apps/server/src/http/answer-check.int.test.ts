import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { takeAnswerProblems, watchAnswers } from '../../test/support/answer-check.ts';
import { createTestContext, type TestContext } from '../../test/support/test-app.ts';
import { buildApp } from '../app.ts';

/**
 * The answer check of the integration tier (test/support/answer-check.ts) holds every answer
 * against /api/openapi.json. Here an app with probe routes that answer what their documents do not
 * declare: each is reported, and well-behaved answers are not.
 */
describe('the answer check: answers against /api/openapi.json', () => {
  let ctx: TestContext;
  let app: FastifyInstance;

  before(async () => {
    watchAnswers();
    ctx = await createTestContext();
    app = await buildApp({ config: ctx.config, db: ctx.db }, { logger: false });
    const ok = z.object({ ok: z.boolean() });
    const probe: RouteShorthandOptions = { config: { access: 'public' }, schema: { response: { 200: ok } } };
    app.get('/api/probe/teapot', probe, async (_req, reply) => reply.code(418).send({ error: 'teapot', message: 'short and stout' }));
    app.get('/api/probe/plain', probe, async (_req, reply) => reply.type('text/plain').send('ok'));
    // A string is sent as it is, past the serializer that would have refused this shape.
    app.get('/api/probe/shape', probe, async (_req, reply) => reply.type('application/json').send('{"ok":"yes"}'));
    const hidden: RouteShorthandOptions = { config: { access: 'public' }, schema: { hide: true, response: { 200: ok } } };
    app.get('/api/probe/hidden', hidden, async (_req, reply) => reply.code(418).send('hidden'));
    await app.ready();
  });

  after(async () => {
    await app?.close();
    await ctx?.close();
  });

  test('an undeclared status, content type or body shape is reported', async () => {
    takeAnswerProblems();
    for (const url of ['/api/probe/teapot', '/api/probe/plain', '/api/probe/shape']) await app.inject({ method: 'GET', url });
    const problems = takeAnswerProblems();
    assert.equal(problems.length, 3, problems.join('\n'));
    assert.match(problems[0]!, /^GET \/api\/probe\/teapot answered 418, which the document does not list \(it lists 200, 400, 431, 500, 503\)/);
    assert.match(problems[1]!, /^GET \/api\/probe\/plain answered 200 as text\/plain; the document declares application\/json/);
    assert.match(problems[2]!, /^GET \/api\/probe\/shape answered 200 with a body that does not match the document's schema \(\/ok must be boolean\)/);
  });

  test('declared answers, hidden routes and unknown paths pass', async () => {
    takeAnswerProblems();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/Entitet/abc' }),
      app.inject({ method: 'GET', url: '/api/Profil' }),
      app.inject({ method: 'GET', url: '/api/probe/hidden' }),
      app.inject({ method: 'GET', url: '/api/no-such-path' }),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode), [200, 400, 401, 418, 404]);
    assert.deepEqual(takeAnswerProblems(), []);
  });
});
