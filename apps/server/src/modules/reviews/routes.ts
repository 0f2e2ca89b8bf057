import {
  CreateRatingBody,
  EntityRatingsQuery,
  EntityRatingsResponse,
  ErrorBody,
  IdParams,
  KOMENTAR_MAX_LENGTH,
  MyRatingsQuery,
  MyRatingsResponse,
  RatingReplyBody,
  UtisakPublic,
  Utisak,
  peoplePaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as service from './service.ts';

const tags = ['ratings'];
const security = [{ bearer: [] }];

/** Ratings (utisak) of completed bookings. */
export const reviewsModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.post(peoplePaths.createRating, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'Rate a completed booking',
      description: [
        `ocena: whole stars 1..5; komentar optional, trimmed, at most ${KOMENTAR_MAX_LENGTH} characters.`,
        "Only the booking's own customer, once per booking, and only when the booking is completed.",
        'Refusals: 404 not-found (unknown booking), 403 forbidden (another user\'s booking),',
        '400 booking-mismatch (the booking is of another business than entitetId),',
        '409 not-completed (pending, confirmed, rejected, cancelled or noShow), 409 already-rated.',
        "201 with the rating; the business's prosecnaOcena and brojOcena include it at once.",
      ].join(' '),
      security,
      body: CreateRatingBody,
      response: { 201: Utisak, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
    },
    handler: async (req, reply) => reply.code(201).send(await service.createRating(db, req.user, req.body)),
  });

  app.post(peoplePaths.ratingReply(':id'), {
    config: { access: { roles: ['Administrator'] } },
    schema: {
      tags,
      summary: "The business's reply to a rating",
      description:
        "Only the Administrator of the rated business (403 for anyone else; 404 for an unknown rating). tekst trimmed, 1 to 2000 characters; a new reply replaces the earlier. " +
        'The reply shows under the rating on the business page (odgovor, odgovorAt). 200 with the rating as the page shows it.',
      security,
      params: IdParams,
      body: RatingReplyBody,
      response: { 200: UtisakPublic, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.replyToRating(db, req.user, req.params.id, req.body.tekst),
  });

  app.get(peoplePaths.myRatings, {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "A user's ratings",
      description: "The user's ratings with each business's name, newest first. Only the user themself or a SystemAdministrator; 403 otherwise.",
      security,
      querystring: MyRatingsQuery,
      response: { 200: MyRatingsResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
    },
    handler: (req) => service.ratingsOfUser(db, req.user, req.query.userId),
  });

  app.get(peoplePaths.entityRatings(':id'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A business's ratings",
      description:
        'Newest first, paged (pageSize default 10, at most 50); total counts all of them. Each names the rater by first name and last initial ("Ana P."), never by email; "Korisnik" for an erased account. 404 for an unknown business or a draft (drafts: owner and SystemAdministrator only, as GET /api/Entitet/{id}).',
      params: IdParams,
      querystring: EntityRatingsQuery,
      response: { 200: EntityRatingsResponse, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.ratingsOfEntity(db, req.user, req.params.id, req.query),
  });
};
