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
  lockBusiness,
  lockEmployees,
  lockSchedulesServedBy,
  periodsBetween,
  workingWeeks,
  type BusinessRules,
} from './queries.ts';
export { scheduleModule } from './routes.ts';
export { freeSlots } from './service.ts';
export { insideWorkingDay, isWithinHorizon } from './slots.ts';
export { addDays, daysBetween, dayStart, instantToWall, localToday, minutesOf, wallToInstant, weekdayOf } from './time.ts';
