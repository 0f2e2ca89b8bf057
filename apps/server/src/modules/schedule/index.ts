/** The schedule module's public face: what app.ts, other modules, tests and benches use of it. */
export { availabilityFrom } from './availability.ts';
export { findBusinessRules, findEmployee, freeSlotRows, lockBusiness, lockEmployees, lockSchedulesServedBy, type BusinessRules } from './queries.ts';
export { scheduleModule } from './routes.ts';
export { freeSlots } from './service.ts';
