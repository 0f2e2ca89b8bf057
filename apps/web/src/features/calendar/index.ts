/**
 * The front desk's calendar (issue 12). Loaded only where it is shown (EntityEditPage's
 * "kalendar" tab, the employee page), both through a dynamic import of this file: the calendar
 * component stays out of every other route's chunks.
 */
export { CalendarTab } from './CalendarTab';
export { EmployeeCalendar } from './EmployeeCalendar';
