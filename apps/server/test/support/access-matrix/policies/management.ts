import { roles, type PolicyTable } from '../world.ts';

/**
 * Running a business: details, address, images, services, employees, completeness (issue 5).
 * Writes are the business's Administrator's alone; a SystemAdministrator may read the
 * completeness and the staff list (docs/decisions/031-business-management.md).
 */
const OWNER = roles('Administrator');
const OWNER_OR_SYSADMIN = roles('Administrator', 'SystemAdministrator');
/** No such row: the ownership check of the business comes first, so other owners still get 403. */
const UNKNOWN = 987_654_321;

export const managementPolicy: PolicyTable = {
  // Every Administrator may try; owners who have a business (all of the World's) get 409.
  'POST /api/Entitet': { access: OWNER, request: () => ({ url: '/api/Entitet', payload: { naziv: 'Novi salon', kategorijaId: 4 } }) },
  'PUT /api/Entitet/:id': {
    access: OWNER,
    request: (w) => ({ url: `/api/Entitet/${w.businessA}`, payload: { opis: 'Novi opis' } }),
    allowed: ['owner'],
  },
  'GET /api/Entitet/:id/proveri-popunjenost': { access: OWNER_OR_SYSADMIN, allowed: ['owner', 'sysadmin'] },
  'POST /api/Adresa': {
    access: OWNER,
    request: (w) => ({
      url: '/api/Adresa',
      payload: { entitetId: w.businessA, ulica: 'Glavna', broj: '2', grad: 'Niš', postanskiBroj: '18000', latitude: 43.32, longitude: 21.9 },
    }),
    allowed: ['owner'],
  },
  'PUT /api/Adresa/:id': {
    access: OWNER,
    request: (w) => ({
      url: `/api/Adresa/${w.adresaA}`,
      payload: { ulica: 'Glavna', broj: '2', grad: 'Niš', postanskiBroj: '18000', latitude: 43.32, longitude: 21.9 },
    }),
    allowed: ['owner'],
  },
  // Not multipart: the owner gets through to 415.
  'POST /api/EntitetImages/:id/upload': { access: OWNER, allowed: ['owner'] },
  'DELETE /api/EntitetImages/:id/image/:imageId': {
    access: OWNER,
    request: (w) => ({ url: `/api/EntitetImages/${w.businessA}/image/${UNKNOWN}` }),
    allowed: ['owner'],
  },
  'POST /api/EntitetImages/:id/image/:imageId/naslovna': {
    access: OWNER,
    request: (w) => ({ url: `/api/EntitetImages/${w.businessA}/image/${UNKNOWN}/naslovna`, payload: {} }),
    allowed: ['owner'],
  },
  'POST /api/Usluga': {
    access: OWNER,
    request: (w) => ({ url: '/api/Usluga', payload: { entitetId: w.businessA, naziv: 'Nova usluga', cena: 1000, trajanjeMinuta: 30 } }),
    allowed: ['owner'],
  },
  'PUT /api/Usluga/:id': {
    access: OWNER,
    request: (w) => ({ url: `/api/Usluga/${w.serviceA}`, payload: { cena: 1100 } }),
    allowed: ['owner'],
  },
  // serviceA has bookingA ahead: the owner gets through to 409.
  'DELETE /api/Usluga/:id': { access: OWNER, request: (w) => ({ url: `/api/Usluga/${w.serviceA}` }), allowed: ['owner'] },
  'GET /api/Entitet/:id/zaposleni': { access: OWNER_OR_SYSADMIN, allowed: ['owner', 'sysadmin'] },
  'PUT /api/Zaposleni/:id': {
    access: OWNER,
    request: (w) => ({ url: `/api/Zaposleni/${w.zaposleniA}`, payload: { ime: 'Jelena', uslugaIds: [w.serviceA], aktivan: true } }),
    allowed: ['owner'],
  },
  // The owner's records of the business (issue 32): the export zip and the audit log.
  'GET /api/Entitet/:entitetId/izvoz': { access: OWNER_OR_SYSADMIN, request: (w) => ({ url: `/api/Entitet/${w.businessA}/izvoz` }), allowed: ['owner', 'sysadmin'] },
  'GET /api/Entitet/:entitetId/dnevnik': { access: OWNER_OR_SYSADMIN, request: (w) => ({ url: `/api/Entitet/${w.businessA}/dnevnik?page=1&pageSize=10` }), allowed: ['owner', 'sysadmin'] },
};
