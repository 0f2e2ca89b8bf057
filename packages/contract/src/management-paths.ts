/** Zod-free module (the web client imports it at runtime): API paths of running a business. */
type IdLike = number | string;
export const managementPaths = {
  createEntity: '/api/Entitet',
  updateEntity: (id: IdLike) => `/api/Entitet/${id}`,
  completeness: (id: IdLike) => `/api/Entitet/${id}/proveri-popunjenost`,
  createAddress: '/api/Adresa',
  updateAddress: (adresaId: IdLike) => `/api/Adresa/${adresaId}`,
  uploadImage: (entitetId: IdLike) => `/api/EntitetImages/${entitetId}/upload`,
  deleteImage: (entitetId: IdLike, imageId: IdLike) => `/api/EntitetImages/${entitetId}/image/${imageId}`,
  /** makes the image the first one: the card and cover image (SPEC.md 3) */
  coverImage: (entitetId: IdLike, imageId: IdLike) => `/api/EntitetImages/${entitetId}/image/${imageId}/naslovna`,
  createService: '/api/Usluga',
  service: (uslugaId: IdLike) => `/api/Usluga/${uslugaId}`,
  /** the Administrator's view of the staff: inactive ones too, with their login email */
  employees: (entitetId: IdLike) => `/api/Entitet/${entitetId}/zaposleni`,
  employee: (zaposleniId: IdLike) => `/api/Zaposleni/${zaposleniId}`,
} as const;

/** Paths of an owner's records of their business (issue 32: the business export and the audit log). */
export const recordPaths = {
  /** GET: the business as CSV files in a zip (details, services, staff, working weeks, bookings, clients) */
  businessExport: (entitetId: IdLike) => `/api/Entitet/${entitetId}/izvoz`,
  /** GET ?page&pageSize: who did what in the business, newest first */
  auditLog: (entitetId: IdLike) => `/api/Entitet/${entitetId}/dnevnik`,
} as const;
