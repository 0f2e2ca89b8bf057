/** The schedule module's public face: what app.ts, other modules, tests and benches use of it. */
export { availabilityFrom } from './availability.ts';
export { toBlokada } from './blocks.ts';
export {
  blocksBetween,
  breaks,
  employeesOfBusiness,
  findBusinessRules,
  findEmployee,
  freeSlotRows,
  freeSlotRowsBatch,
  lockEmployeesOfVisit,
  lockBusiness,
  lockEmployees,
  lockSchedulesServedBy,
  periodsBetween,
  workingWeeks,
  type BusinessRules,
  type FreeSlotRows,
} from './queries.ts';
export { freeSlotReader } from './free-slot-batches.ts';
export { scheduleModule } from './routes.ts';
export { busyMinutes, freeSlots, freeStartsOfDay, hasFreeStartOnDay, type TimelessDay } from './service.ts';
export { freeAt, insideWorkingDay, isWithinHorizon } from './slots.ts';
export { assignVisit, chainedOffsets, partStarts, type FreeFor, type VisitPart } from './visits.ts';
