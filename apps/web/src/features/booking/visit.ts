import type { EntitetDetail, Usluga } from '@zakazi/contract';
import { VISIT_MAX_SERVICES } from '@zakazi/contract/booking-paths';

/**
 * A visit of several services on the business page ("Dodaj još uslugu"; CONTRACT.md "Third
 * release", Bookings): the first service is the flow's own choice, the others are kept in the
 * page's query as `dodatno=12:0,13:8` (service:employee, 0 for anyone), in order.
 */
export type ExtraPart = { uslugaId: number; zaposleniId: number | null };

/** The most services a visit adds to the first one. */
export const MAX_EXTRAS = VISIT_MAX_SERVICES - 1;

/** The added services a query holds, without those that do not fit the business. */
export function readExtras(entity: EntitetDetail, raw: string | null): ExtraPart[] {
  if (!raw) return [];
  const parts: ExtraPart[] = [];
  for (const item of raw.split(',').slice(0, MAX_EXTRAS)) {
    const match = /^(\d{1,10}):(\d{1,10})$/.exec(item);
    const service = match ? entity.usluge.find((s) => s.id === Number(match[1])) : undefined;
    if (!match || !service) continue;
    const zaposleniId = Number(match[2]);
    parts.push({ uslugaId: service.id, zaposleniId: zaposleniId && service.zaposleniIds.includes(zaposleniId) ? zaposleniId : null });
  }
  return parts;
}

export function writeExtras(parts: ExtraPart[]): string | null {
  return parts.length ? parts.map((p) => `${p.uslugaId}:${p.zaposleniId ?? 0}`).join(',') : null;
}

/**
 * The whole visit's time and price, shown before a time is chosen: from the first start to the
 * last service's end (each next service follows the previous one and its processing gap).
 */
export function visitTotals(services: Usluga[]): { minutes: number; cena: number } {
  const minutes = services.reduce((sum, s, i) => sum + s.trajanjeMinuta + (i < services.length - 1 ? s.cekanjeMinuta : 0), 0);
  return { minutes, cena: services.reduce((sum, s) => sum + s.cena, 0) };
}
