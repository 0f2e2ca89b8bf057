import type { EntitetDetail } from '@zakazi/contract';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDay } from '@zakazi/contract/calendar';
import { readExtras, writeExtras, type ExtraPart } from './visit';

/**
 * The booking choice lives in the page's query (?usluga=&zaposleni=&datum=&vreme=), so a visitor
 * sent to login comes back (redirectedFrom carries the full path) to the same choice, and a link
 * to a choice can be shared. Values that do not fit the business are ignored.
 */
export type BookingChoice = {
  uslugaId: number | null;
  /** null: anyone */
  zaposleniId: number | null;
  /** ISO YYYY-MM-DD */
  datum: string | null;
  /** HH:mm */
  vreme: string | null;
  /** services added to the first one for a visit (visit.ts), in order; empty for one service */
  dodatne: ExtraPart[];
};

const KEYS = { uslugaId: 'usluga', zaposleniId: 'zaposleni', datum: 'datum', vreme: 'vreme', dodatne: 'dodatno' } as const;

function readId(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

/** The choice a query holds, with values that do not fit the business dropped. */
export function readChoice(entity: EntitetDetail, params: URLSearchParams): BookingChoice {
  const service = entity.usluge.find((s) => s.id === readId(params.get(KEYS.uslugaId)));
  const zaposleniId = readId(params.get(KEYS.zaposleniId));
  const datum = params.get(KEYS.datum);
  const vreme = params.get(KEYS.vreme);
  const validDatum = service && isIsoDay(datum) ? datum : null;
  return {
    uslugaId: service?.id ?? null,
    zaposleniId: service && zaposleniId && service.zaposleniIds.includes(zaposleniId) ? zaposleniId : null,
    datum: validDatum,
    vreme: validDatum && vreme && /^([01]\d|2[0-3]):[0-5]\d$/.test(vreme) ? vreme : null,
    dodatne: service ? readExtras(entity, params.get(KEYS.dodatne)) : [],
  };
}

/** A change applied to a choice: a change further up clears the choices that depend on it. */
export function applyChange(entity: EntitetDetail, choice: BookingChoice, change: Partial<BookingChoice>): BookingChoice {
  const next: BookingChoice = { ...choice, ...change };
  if ('uslugaId' in change && change.uslugaId !== choice.uslugaId) {
    const service = entity.usluge.find((s) => s.id === next.uslugaId);
    if (next.zaposleniId && !service?.zaposleniIds.includes(next.zaposleniId)) next.zaposleniId = null;
    if (!('datum' in change)) next.datum = null;
    if (!('vreme' in change)) next.vreme = null;
  }
  if ('zaposleniId' in change && change.zaposleniId !== choice.zaposleniId && !('vreme' in change)) next.vreme = null;
  if ('datum' in change && change.datum !== choice.datum && !('vreme' in change)) next.vreme = null;
  // Another set of services fits other times.
  if ('dodatne' in change && !('vreme' in change)) next.vreme = null;
  return next;
}

export function useBookingChoice(entity: EntitetDetail) {
  const [params, setParams] = useSearchParams();
  const choice = useMemo(() => readChoice(entity, params), [entity, params]);
  // Queries this hook asked for that the router has not shown yet, oldest first: a second change
  // made before the first navigation lands builds on the first (setSearchParams sees the last
  // render's query). A query from elsewhere (back button) drops them all.
  const pending = useRef<string[]>([]);
  useEffect(() => {
    const at = pending.current.indexOf(params.toString());
    pending.current = at === -1 ? [] : pending.current.slice(at + 1);
  }, [params]);

  /** Sets some fields; a change further up clears the choices that depend on it. */
  const update = useCallback(
    (change: Partial<BookingChoice>) => {
      const base = new URLSearchParams(pending.current.at(-1) ?? params);
      const next = applyChange(entity, readChoice(entity, base), change);
      for (const [field, key] of Object.entries(KEYS) as Array<[keyof BookingChoice, string]>) {
        const value = field === 'dodatne' ? writeExtras(next.dodatne) : next[field];
        if (value === null || value === undefined) base.delete(key);
        else base.set(key, String(value));
      }
      pending.current = [...pending.current, base.toString()];
      // Rendered at once, not in a transition (the router's default): otherwise the address holds
      // the new choice while the panel still shows the old one's days and times for a moment, and
      // a day clicked then is a day of the previous choice (e2e booking.spec.ts chose an "anyone"
      // day right after choosing an employee, and the employee's first free day was another).
      setParams(base, { replace: true, preventScrollReset: true, flushSync: true });
    },
    [entity, params, setParams],
  );

  return { choice, update };
}
