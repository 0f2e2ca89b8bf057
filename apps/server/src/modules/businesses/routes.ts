import {
  CategoryEntitiesQuery,
  CategoryIdParams,
  CityQuery,
  EntitetDetail,
  EntitiesResponse,
  EntityQuery,
  ErrorBody,
  FilteredQuery,
  FilteredResponse,
  GeoQuery,
  GeoResponse,
  IdParams,
  PriceQuery,
  RatingQuery,
  SuggestionsQuery,
  SuggestionsResponse,
  cataloguePaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessManagementRoutes } from './management-routes.ts';
import * as lists from './list-service.ts';
import { searchWordsDescription } from './search-description.ts';
import * as service from './service.ts';

const tags = ['businesses'];
const ORDER = 'Ordered by average rating (unrated last), then number of ratings, then id.';
const PAGING = `Paged: page (1-based, default 1), pageSize (default 50, at most 100); total counts the matches up to ${lists.TOTAL_CAP} (or up to the end of the requested page, when that lies further), totalIsCapped is present and true when there are more. Every order ends with the id, so walking the pages finds every match exactly once.`;
const SORTS = [
  'sort: relevance (default with q: names starting with q, then names containing it at a word start, then elsewhere, then businesses of a category q means, then the other matches; rating within each),',
  'rating (default without q), price (lowest minCena in RSD first, businesses without services last), distance (nearest first; needs latitude and longitude, else 400).',
  'With latitude and longitude every entity has udaljenostKm (km, rounded to 0.1). slobodnoDatum (MM-DD-YYYY or ISO): only businesses with at least one free start that day,',
  'by the booking rules of GET slobodni-termini; then total counts the businesses found so far and totalIsCapped says the list goes on.',
].join(' ');
const ONLY_PUBLISHED = 'Only published businesses appear.';
const MIN_CENA = 'minCena is the lowest service price, converted into `currency` when given (else the business\'s own currency).';

export const businessesModule: FastifyPluginAsyncZod = async (app) => {
  // Public lists and search read from the replica when there is one (DATABASE_READ_URL): a business
  // published a moment ago may appear a moment later there, which a list can bear.
  const db = app.deps.readDb;
  const primary = app.deps.db;

  app.get(cataloguePaths.entitiesByCategory(':categoryId'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses of one category',
      description: `${ONLY_PUBLISHED} ${ORDER} ${SORTS} ${PAGING} ${MIN_CENA} 404 for an unknown category.`,
      params: CategoryIdParams,
      querystring: CategoryEntitiesQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => lists.entitiesByCategory(db, req.params.categoryId, req.query, primary),
  });

  app.get(cataloguePaths.filtered, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Search and filter businesses, one page at a time',
      description: [
        `${ONLY_PUBLISHED} All filters combine. grad ignores case and diacritics (cacak finds Čačak; dj, d and đ are interchangeable) and matches any part of the city.`,
        'cenaFilter: a business matches when one of its services, converted to RSD, lies in the band.',
        searchWordsDescription(),
        SORTS,
        PAGING,
        MIN_CENA,
      ].join(' '),
      querystring: FilteredQuery,
      response: { 200: FilteredResponse, 400: ErrorBody },
    },
    handler: (req) => lists.filtered(db, req.query, undefined, primary),
  });

  app.get(cataloguePaths.byGeo, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses near a point',
      description: `${ONLY_PUBLISHED} Within radiusKm (default 25, at most 500) of latitude/longitude, nearest first (then by id); udaljenostKm is rounded to 0.1 km. slobodnoDatum (MM-DD-YYYY or ISO): only businesses with at least one free start that day, by the booking rules. ${PAGING} ${MIN_CENA}`,
      querystring: GeoQuery,
      response: { 200: GeoResponse, 400: ErrorBody },
    },
    handler: (req) => lists.near(db, req.query, undefined, primary),
  });

  app.get(cataloguePaths.entity(':id'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'One business with its services, staff, images, opening hours and latest ratings',
      description:
        'radnoVreme: per weekday (1 = Monday), the earliest start and latest end of the active employees. ' +
        'raspodelaOcena: number of ratings per score, index 0 = score 1. utisci: the latest 10, newest first. ' +
        `A business that is not published answers 404, except to its owner and a SystemAdministrator. ${MIN_CENA} Services keep their own price and currency.`,
      params: IdParams,
      querystring: EntityQuery,
      response: { 200: EntitetDetail, 400: ErrorBody, 404: ErrorBody },
    },
    // A signed-in viewer may be the owner reading back their own change (or a draft): the primary.
    handler: (req) => service.entityDetail(req.user ? primary : db, req.params.id, { currency: req.query.currency, viewer: req.user ?? undefined }),
  });

  app.get(cataloguePaths.filterByPrice, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses in a price band',
      description: `${ONLY_PUBLISHED} Bands in RSD: 1 all, 2 under 2000, 3 2000–5000, 4 5000–10000, 5 10000 and over; a business matches when one of its services, converted to RSD, lies in the band. ${ORDER} ${SORTS} ${PAGING} ${MIN_CENA}`,
      querystring: PriceQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody },
    },
    handler: (req) => lists.list(db, req.query, undefined, primary),
  });

  app.get(cataloguePaths.filterByRating, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses in a rating band',
      description: `${ONLY_PUBLISHED} 1 = average 4.95 and up, 2 = 4.5 and up, 3 = 3.5 and up, 4 = all (unrated too). ${ORDER} ${SORTS} ${PAGING} ${MIN_CENA}`,
      querystring: RatingQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody },
    },
    handler: (req) => lists.list(db, req.query, undefined, primary),
  });

  app.get(cataloguePaths.searchByCity, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses in a city',
      description: `${ONLY_PUBLISHED} city matches any part of the city name, ignoring case and diacritics. ${ORDER} ${SORTS} ${PAGING} ${MIN_CENA}`,
      querystring: CityQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody },
    },
    handler: (req) => lists.list(db, { ...req.query, grad: req.query.city }, undefined, primary),
  });

  app.get(cataloguePaths.suggestions, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Suggestions for the search box as the user types',
      description: [
        `${ONLY_PUBLISHED} kategorije: the categories the words of q mean (names, everyday words; a two-letter last word as a prefix).`,
        'gradovi: cities whose name or usual form starts with the last one, two or three words of q, with the number of published businesses (most first, at most 5).',
        'entiteti: the first 5 businesses of GET /api/Entitet/Filtered?q (by relevance). q: at least 2 characters, read as Filtered reads it.',
      ].join(' '),
      querystring: SuggestionsQuery,
      response: { 200: SuggestionsResponse, 400: ErrorBody },
    },
    handler: (req) => lists.suggestions(db, req.query.q),
  });

  await app.register(businessManagementRoutes);
};
