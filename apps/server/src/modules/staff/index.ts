/** The staff module's public face: what app.ts and other modules use of it. */
export { staffModule } from './routes.ts';
export { assertEmployeesOfBusiness, createEmployee, deactivateEmployeeOfUser, setServiceEmployees } from './service.ts';
