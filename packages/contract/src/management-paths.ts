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
