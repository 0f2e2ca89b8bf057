import type { CreateEmployeeBody } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { send } from '@/lib/http';

/** POST /api/Identity/create-employee: an employee with their own login. */
export function createEmployee(body: CreateEmployeeBody) {
  return send<{ userId: number; zaposleniId: number }>(identityPaths.createEmployee, { method: 'POST', body });
}
