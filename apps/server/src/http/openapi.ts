import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the contract's zod schemas: /api/openapi.json and /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
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
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
}
