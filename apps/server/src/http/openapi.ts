import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { registerSharedResponses } from './shared-responses.ts';

/**
 * OpenAPI generated from the contract's zod schemas: /api/openapi.json and /api/docs. Register it
 * before any /api route: the answers every route shares are filled in as routes are added
 * (shared-responses.ts). `npm run test:checks` lints the document with Redocly
 * (scripts/lint-openapi.ts); the integration tier checks every answer against it
 * (apps/server/test/support/answer-check.ts).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  registerSharedResponses(app);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zakaži API',
        version: '1.0.0',
        description: [
          'Booking marketplace for local businesses. Paths are matched case-insensitively.',
          'Errors: every non-2xx answer is `{ error, message, details? }`.',
          'Text: a value holding a NUL character or an unpaired surrogate, longer than its maxLength, or sent with malformed',
          'percent-encoding is 400 bad-request (details name the field). Request dates name years 1900 to 2999.',
          'Dates in requests: MM-DD-YYYY or YYYY-MM-DD; in responses YYYY-MM-DD. Times HH:mm in the business\'s zone.',
          'Price bands (cenaFilter) are in RSD: 1 all, 2 < 2000, 3 2000–5000, 4 5000–10000, 5 > 10000; a business',
          'matches a band when at least one of its services is priced in it. Rating bands (ocenaFilter): 1 = 4.95+,',
          '2 = 4.5+, 3 = 3.5+, 4 = all.',
        ].join('\n'),
      },
      servers: [{ url: app.deps.config.publicUrl, description: 'This server (PUBLIC_URL)' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * The document without the component schemas nothing refers to: the zod registry yields an input
 * and an output form of every named schema, and most are used only one way (a request body's
 * output form, an answer's input form).
 */
function withoutUnusedSchemas<T extends object>(document: T): T {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        const name = decodeURIComponent(item.slice(SCHEMA_REF.length)).replaceAll('~1', '/').replaceAll('~0', '~');
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(item);
    }
  };
  visit({ ...document, components: { ...components, schemas: {} } });
  return { ...document, components: { ...components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } };
}
