/** Zod-free module (the web client imports it at runtime): ratings, favorites, statistics, super-admin. */
type IdLike = number | string;
export const peoplePaths = {
  favorites: '/api/Profil/favoriti', // GET ?userId, DELETE {entitetId, userId}
  insertFavorite: '/api/Profil/Insert_favoriti',
  createRating: '/api/Utisak/create',
  /** POST {tekst}: the business's reply under a rating (its Administrator) */
  ratingReply: (utisakId: IdLike) => `/api/Utisak/${utisakId}/odgovor`,
  myRatings: '/api/Profil/utisci',
  /** a business's ratings, newest first, paged (the business page lists them) */
  entityRatings: (entitetId: IdLike) => `/api/Entitet/${entitetId}/utisci`,
  finance: '/api/Finansije/admin-dashboard/finansije',
  visits: '/api/admin-dashboard/posecenost',
  /** counts one page view of a business (public; the business page sends it once per visit) */
  pageView: (entitetId: IdLike) => `/api/Entitet/${entitetId}/pregled`,
  adminUsers: '/api/super-admin/korisnici',
  adminBusinesses: '/api/super-admin/entiteti',
} as const;

/** Error codes the people calls answer besides the common ones (bad-request, forbidden, not-found). */
export const PEOPLE_ERRORS = {
  /** 409: this booking already has a rating */
  alreadyRated: 'already-rated',
  /** 409: the booking is not completed (pending, confirmed, rejected, cancelled or noShow) */
  notCompleted: 'not-completed',
  /** 400: the booking belongs to another business than entitetId */
  bookingMismatch: 'booking-mismatch',
} as const;

/** Longest reply of a business under a rating, in characters (RatingReplyBody). */
export const ODGOVOR_MAX_LENGTH = 2000;
