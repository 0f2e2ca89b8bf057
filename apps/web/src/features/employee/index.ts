// What other features may use from employee.
export { myEmployeeQuery } from './queries';
