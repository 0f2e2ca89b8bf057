// What other features may use from schedule.
export { WorkingWeekEditor, WorkingWeekSection } from './WorkingWeekEditor';
