import { peoplePaths } from '@zakazi/contract';
import { AUTHENTICATED, PUBLIC, roles, type PolicyTable } from '../world.ts';

const DATUM = '2026-03-15';

/**
 * Ratings, favorites, statistics and the super-admin's lists (issues 4 and 5). Favorites and
 * ratings act on the customer's own data: the customer may, a SystemAdministrator may read it,
 * nobody else. Statistics: businessA's owner and a SystemAdministrator.
 */
export const peoplePolicy: PolicyTable = {
  'GET /api/Profil/favoriti': {
    access: AUTHENTICATED,
    request: (w) => ({ url: `${peoplePaths.favorites}?userId=${w.ids.customer}` }),
    allowed: ['customer', 'sysadmin'],
  },
  'POST /api/Profil/Insert_favoriti': {
    access: AUTHENTICATED,
    request: (w) => ({ url: peoplePaths.insertFavorite, payload: { entitetId: w.businessA, userId: w.ids.customer } }),
    allowed: ['customer'],
  },
  'DELETE /api/Profil/favoriti': {
    access: AUTHENTICATED,
    request: (w) => ({ url: peoplePaths.favorites, payload: { entitetId: w.businessA, userId: w.ids.customer } }),
    allowed: ['customer'],
  },
  // bookingA is pending: the customer gets through to 409 not-completed; everyone else 403.
  'POST /api/Utisak/create': {
    access: AUTHENTICATED,
    request: (w) => ({ url: peoplePaths.createRating, payload: { entitetId: w.businessA, zakazivanjeId: w.bookingA, ocena: 5 } }),
    allowed: ['customer'],
  },
  // Only the rated business's Administrator replies; the other owner is refused (403).
  'POST /api/Utisak/:id/odgovor': {
    access: roles('Administrator'),
    request: (w) => ({ url: peoplePaths.ratingReply(w.ratingA), payload: { tekst: 'Hvala na poseti!' } }),
    allowed: ['owner'],
  },
  'GET /api/Profil/utisci': {
    access: AUTHENTICATED,
    request: (w) => ({ url: `${peoplePaths.myRatings}?userId=${w.ids.customer}` }),
    allowed: ['customer', 'sysadmin'],
  },
  'GET /api/Entitet/:id/utisci': { access: PUBLIC },
  'POST /api/Entitet/:id/pregled': { access: PUBLIC },
  'GET /api/Finansije/admin-dashboard/finansije': {
    access: roles('Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: `${peoplePaths.finance}?lokalId=${w.businessA}&datum=${DATUM}` }),
    allowed: ['owner', 'sysadmin'],
  },
  'GET /api/admin-dashboard/posecenost': {
    access: roles('Administrator', 'SystemAdministrator'),
    request: (w) => ({ url: `${peoplePaths.visits}?lokalId=${w.businessA}&datum=${DATUM}` }),
    allowed: ['owner', 'sysadmin'],
  },
  'GET /api/super-admin/korisnici': { access: roles('SystemAdministrator') },
  'GET /api/super-admin/entiteti': { access: roles('SystemAdministrator') },
};
