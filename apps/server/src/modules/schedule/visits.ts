/**
 * Who takes which part of a visit of several services (CONTRACT.md "Third release", Bookings),
 * a pure function: the free-slot call for a visit (service.ts freeVisitSlots) and the booking of
 * one (booking/slot-rules.ts decideVisit) ask the same question here.
 *
 * A visit's parts follow each other at fixed offsets from its start (each next part from the
 * previous one's end and its processing gap). Each part needs one of its candidate employees
 * free for its busy time (the service and its cleanup); whether one is free is the caller's
 * rule (`freeFor`: a customer's free start for the first part, the working day for later ones,
 * or the front desk's rules). An employee who takes two parts must not be busy with the one
 * when the other starts (a cleanup longer than the gap that follows it).
 *
 * Preference among the possible assignments: one employee for the whole visit; then the fewest
 * changes of employee; among equals, the previous part's employee kept, else the lowest id.
 */

/** One part as the planner sees it. */
export type VisitPart = {
  /** minutes from the visit's start to this part's start */
  offsetMinutes: number;
  /** how long the employee is busy: the service and its cleanup */
  busyMinutes: number;
  /** employees who may take it, ascending (one when pinned) */
  candidates: number[];
};

/** Is this employee free for part `index` starting at `start` (an instant, ms)? */
export type FreeFor = (index: number, zaposleniId: number, start: number) => boolean;

const MINUTE = 60_000;

/** The starts of the parts (instants, ms) of a visit starting at `visitStart`. */
export const partStarts = (parts: VisitPart[], visitStart: number) => parts.map((p) => visitStart + p.offsetMinutes * MINUTE);

/**
 * The employee of each part, by the preference above, or null when no assignment is free.
 * `mode` 'any' stops at the first assignment found (enough to list a start as free); it is
 * searched in the order of preference, so it is the one-employee assignment when there is one.
 */
export function assignVisit(parts: VisitPart[], visitStart: number, freeFor: FreeFor, mode: 'best' | 'any' = 'best'): number[] | null {
  const starts = partStarts(parts, visitStart);
  // Who is free for which part, asked once per (part, employee).
  const eligible = parts.map((p, i) => p.candidates.filter((z) => freeFor(i, z, starts[i]!)));
  if (eligible.some((list) => list.length === 0)) return null;

  // One employee for all, the lowest id first.
  for (const z of eligible[0]!) {
    if (eligible.every((list) => list.includes(z)) && !selfOverlap(parts, starts, parts.map(() => z))) return parts.map(() => z);
  }

  // Otherwise a depth-first search, the previous part's employee tried first, bounded by the best found.
  let best: number[] | null = null;
  let bestChanges = Infinity;
  const chosen: number[] = [];
  const search = (i: number, changes: number): boolean => {
    if (changes >= bestChanges) return false;
    if (i === parts.length) {
      best = [...chosen];
      bestChanges = changes;
      return mode === 'any';
    }
    const previous = chosen[i - 1];
    const order = previous !== undefined && eligible[i]!.includes(previous) ? [previous, ...eligible[i]!.filter((z) => z !== previous)] : eligible[i]!;
    for (const z of order) {
      if (chosen.some((other, j) => other === z && overlaps(parts, starts, j, i))) continue;
      chosen.push(z);
      const done = search(i + 1, changes + (previous !== undefined && previous !== z ? 1 : 0));
      chosen.pop();
      if (done) return true;
    }
    return false;
  };
  search(0, 0);
  return best as number[] | null;
}

/** Do parts j and i (same employee) overlap in the employee's busy time? */
function overlaps(parts: VisitPart[], starts: number[], j: number, i: number): boolean {
  const aEnd = starts[j]! + parts[j]!.busyMinutes * MINUTE;
  const bEnd = starts[i]! + parts[i]!.busyMinutes * MINUTE;
  return starts[j]! < bEnd && starts[i]! < aEnd;
}

function selfOverlap(parts: VisitPart[], starts: number[], employees: number[]): boolean {
  for (let i = 1; i < parts.length; i++) {
    for (let j = 0; j < i; j++) if (employees[i] === employees[j] && overlaps(parts, starts, j, i)) return true;
  }
  return false;
}

/**
 * The offsets of a new visit's parts: the first at 0, each next one after the previous service
 * and its processing gap (the client stays; the employee is free meanwhile).
 */
export function chainedOffsets(services: { trajanje_minuta: number; cekanje_minuta: number }[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const s of services) {
    offsets.push(at);
    at += s.trajanje_minuta + s.cekanje_minuta;
  }
  return offsets;
}
