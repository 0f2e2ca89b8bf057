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
  cataloguePaths,
} from '@zakazi/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessManagementRoutes } from './management-routes.ts';
import * as service from './service.ts';

const tags = ['businesses'];
const ORDER = 'Ordered by average rating (unrated last), then number of ratings, then id.';
const ONLY_PUBLISHED = 'Only published businesses appear.';
const MIN_CENA = 'minCena is the lowest service price, converted into `currency` when given (else the business\'s own currency).';

export const businessesModule: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;

  app.get(cataloguePaths.entitiesByCategory(':categoryId'), {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses of one category',
      description: `${ONLY_PUBLISHED} ${ORDER} At most ${service.CATEGORY_LIST_CAP}. ${MIN_CENA} 404 for an unknown category.`,
      params: CategoryIdParams,
      querystring: CategoryEntitiesQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody, 404: ErrorBody },
    },
    handler: (req) => service.entitiesByCategory(db, req.params.categoryId, req.query.currency),
  });

  app.get(cataloguePaths.filtered, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Search and filter businesses, one page at a time',
      description: [
        `${ONLY_PUBLISHED} All filters combine. q matches the business name, its city or its category name (Serbian or`,
        'English); q and grad ignore case and diacritics (cacak finds Čačak; dj, d and đ are interchangeable) and match any',
        'part of the text. cenaFilter: a business matches when one of its services, converted to RSD, lies in the band.',
        'With q the best matches come first: names starting with q, then names with a later word starting with q, then names',
        `containing q elsewhere, then businesses whose city or category matches; within each, and without q: ${ORDER}`,
        `total counts the matches up to ${service.TOTAL_CAP} (or up to the end of the requested page, when that lies further);`,
        `totalIsCapped is present and true when there are more. ${MIN_CENA}`,
      ].join(' '),
      querystring: FilteredQuery,
      response: { 200: FilteredResponse, 400: ErrorBody },
    },
    handler: (req) => service.filtered(db, req.query),
  });

  app.get(cataloguePaths.byGeo, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses near a point',
      description: `${ONLY_PUBLISHED} Within radiusKm (default 25, at most 500) of latitude/longitude, nearest first, at most ${service.GEO_LIST_CAP}; udaljenostKm is rounded to 0.1 km. ${MIN_CENA}`,
      querystring: GeoQuery,
      response: { 200: GeoResponse, 400: ErrorBody },
    },
    handler: (req) => service.near(db, req.query),
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
    handler: (req) => service.entityDetail(db, req.params.id, { currency: req.query.currency, viewer: req.user ?? undefined }),
  });

  app.get(cataloguePaths.filterByPrice, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses in a price band',
      description: `${ONLY_PUBLISHED} Bands in RSD: 1 all, 2 under 2000, 3 2000–5000, 4 5000–10000, 5 10000 and over; a business matches when one of its services, converted to RSD, lies in the band. ${ORDER} At most ${service.HOME_LIST_CAP}. ${MIN_CENA}`,
      querystring: PriceQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody },
    },
    handler: (req) => service.homeList(db, { cenaFilter: req.query.cenaFilter, currency: req.query.currency }),
  });

  app.get(cataloguePaths.filterByRating, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses in a rating band',
      description: `${ONLY_PUBLISHED} 1 = average 4.95 and up, 2 = 4.5 and up, 3 = 3.5 and up, 4 = all (unrated too). ${ORDER} At most ${service.HOME_LIST_CAP}. ${MIN_CENA}`,
      querystring: RatingQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody },
    },
    handler: (req) => service.homeList(db, { ocenaFilter: req.query.ocenaFilter, currency: req.query.currency }),
  });

  app.get(cataloguePaths.searchByCity, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Businesses in a city',
      description: `${ONLY_PUBLISHED} city matches any part of the city name, ignoring case and diacritics. ${ORDER} At most ${service.HOME_LIST_CAP}. ${MIN_CENA}`,
      querystring: CityQuery,
      response: { 200: EntitiesResponse, 400: ErrorBody },
    },
    handler: (req) => service.homeList(db, { grad: req.query.city, currency: req.query.currency }),
  });

  await app.register(businessManagementRoutes);
};
