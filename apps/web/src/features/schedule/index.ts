// What other features may use from schedule.
export { WorkingWeekEditor, WorkingWeekSection, type WorkingWeekEditorProps } from './WorkingWeekEditor';
export { workingWeekQuery } from './queries';
export { TimeField } from './TimeField';
