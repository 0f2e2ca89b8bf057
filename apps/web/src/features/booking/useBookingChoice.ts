import type { EntitetDetail } from '@zakazi/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { isIsoDate } from './dates';

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
};

const KEYS = { uslugaId: 'usluga', zaposleniId: 'zaposleni', datum: 'datum', vreme: 'vreme' } as const;

function readId(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

export function useBookingChoice(entity: EntitetDetail) {
  const [params, setParams] = useSearchParams();

  const choice = useMemo<BookingChoice>(() => {
    const service = entity.usluge.find((s) => s.id === readId(params.get(KEYS.uslugaId)));
    const zaposleniId = readId(params.get(KEYS.zaposleniId));
    const datum = params.get(KEYS.datum);
    const vreme = params.get(KEYS.vreme);
    const validDatum = service && isIsoDate(datum) ? datum : null;
    return {
      uslugaId: service?.id ?? null,
      zaposleniId: service && zaposleniId && service.zaposleniIds.includes(zaposleniId) ? zaposleniId : null,
      datum: validDatum,
      vreme: validDatum && vreme && /^([01]\d|2[0-3]):[0-5]\d$/.test(vreme) ? vreme : null,
    };
  }, [entity, params]);

  /** Sets some fields; a change further up clears the choices that depend on it. */
  const update = useCallback(
    (change: Partial<BookingChoice>) => {
      const next: BookingChoice = { ...choice, ...change };
      if ('uslugaId' in change && change.uslugaId !== choice.uslugaId) {
        const service = entity.usluge.find((s) => s.id === next.uslugaId);
        if (next.zaposleniId && !service?.zaposleniIds.includes(next.zaposleniId)) next.zaposleniId = null;
        next.datum = 'datum' in change ? next.datum : null;
        next.vreme = null;
      }
      if ('zaposleniId' in change && change.zaposleniId !== choice.zaposleniId && !('vreme' in change)) next.vreme = null;
      if ('datum' in change && change.datum !== choice.datum && !('vreme' in change)) next.vreme = null;
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const [field, key] of Object.entries(KEYS) as Array<[keyof BookingChoice, string]>) {
            const value = next[field];
            if (value === null || value === undefined) out.delete(key);
            else out.set(key, String(value));
          }
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [choice, entity, setParams],
  );

  return { choice, update };
}
