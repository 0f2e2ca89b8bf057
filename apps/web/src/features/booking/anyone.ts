/**
 * "Anyone" (bilo koji slobodan zaposleni): the free times are the union over the service's
 * employees, and a chosen time is booked with an employee who is free then. Pure, unit-tested.
 */
export type EmployeeTimes = { zaposleniId: number; times: readonly string[] };

/** Every time at least one employee is free, de-duplicated and sorted. */
export function unionTimes(perEmployee: readonly EmployeeTimes[]): string[] {
  return [...new Set(perEmployee.flatMap((e) => e.times.map((t) => t.slice(0, 5))))].sort();
}

/** Who takes a time: the first employee, in the business's order, who is free then. */
export function employeeFor(time: string, perEmployee: readonly EmployeeTimes[]): number | null {
  return perEmployee.find((e) => e.times.some((t) => t.slice(0, 5) === time))?.zaposleniId ?? null;
}
