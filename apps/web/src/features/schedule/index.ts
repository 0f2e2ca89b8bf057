// What other features may use from schedule.
export { WorkingWeekEditor, WorkingWeekSection } from './WorkingWeekEditor';
export { TimeField } from './TimeField';
