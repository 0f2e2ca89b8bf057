/** Zod-free module (the web client imports it at runtime): ratings, favorites, statistics, super-admin. */
type IdLike = number | string;
export const peoplePaths = {
  favorites: '/api/Profil/favoriti', // GET ?userId, DELETE {entitetId, userId}
  insertFavorite: '/api/Profil/Insert_favoriti',
  createRating: '/api/Utisak/create',
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
