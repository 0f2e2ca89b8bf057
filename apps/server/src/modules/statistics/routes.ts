import { ErrorBody, FinanceResponse, IdParams, StatisticsQuery, VisitsResponse, peoplePaths } from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './service.ts';

const tags = ['statistics'];
const security = [{ bearer: [] }];
const OWNER = { roles: ['Administrator', 'SystemAdministrator'] } as const;
const DAYS =
  "Days are calendar days in the business's time zone (vremenskaZona, DST-correct); a booking counts on the local day it starts.";

/** Page views, and finance and visit statistics for a business's Administrator. */
export const statisticsModule: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  /**
   * Page views a single address may send per minute. A visitor's client sends one per visit of a
   * business page; more than this from one address is a script, not people.
   */
  const pageViewsPerMinute = config.rateLimits.pageViewsPerIpPerMinute;

  app.post(peoplePaths.pageView(':id'), {
    config: { access: 'public', rateLimit: { max: pageViewsPerMinute, timeWindow: 60_000 } },
    schema: {
      tags,
      summary: 'Count a view of a business page',
      description: `The business page sends it once per visit. 204 without a body; the owner's own views are not counted. 404 for an unknown business or a draft. 429 rate-limited after ${pageViewsPerMinute} a minute from one address.`,
      params: IdParams,
      response: { 204: z.null().describe('counted'), 400: ErrorBody, 404: ErrorBody, 429: ErrorBody },
    },
    handler: async (req, reply) => {
      await service.recordPageView(db, req.user, req.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get(peoplePaths.finance, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: "A business's revenue: the day, its week and its month",
      description: [
        'Revenue of completed and confirmed bookings (ukupno; zavrseno and potvrdjeno apart) starting on datum, in its ISO week (Monday to Sunday) and in its calendar month,',
        "each split by service, by employee and by day, with counts. Amounts are in the business's currency (valuta), rounded to 2 decimals;",
        'a booking priced in another currency is converted at the current kurs rates.',
        DAYS,
        "lokalId: the business. Its Administrator or a SystemAdministrator; another business's owner 403. 404 for an unknown business.",
      ].join(' '),
      security,
      querystring: StatisticsQuery,
      response: { 200: FinanceResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.finance(db, req.user, req.query.lokalId, req.query.datum),
  });

  app.get(peoplePaths.visits, {
    config: { access: OWNER },
    schema: {
      tags,
      summary: "A business's bookings by status and page views, per day over 30 days",
      description: [
        `For datum and the ${service.VISIT_DAYS - 1} days before it (dani: exactly ${service.VISIT_DAYS}, oldest first, zeros included):`,
        'bookings by status counted on the day they start, and page views. ukupno sums the days.',
        DAYS,
        "Its Administrator or a SystemAdministrator; another business's owner 403. 404 for an unknown business.",
      ].join(' '),
      security,
      querystring: StatisticsQuery,
      response: { 200: VisitsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.visits(db, req.user, req.query.lokalId, req.query.datum),
  });
};
