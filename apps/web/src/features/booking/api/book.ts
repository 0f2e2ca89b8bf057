import type { BookBody, Zakazivanje } from '@zakazi/contract';
import { bookingPaths } from '@zakazi/contract/booking-paths';
import { send } from '@/lib/http';

/**
 * POST zakazi-termin with an Idempotency-Key (one per confirm attempt: a retried request never
 * books twice). 201 Zakazivanje (a visit: with delovi); 409 slot-taken (an ApiError) when the time went meanwhile.
 */
/** The answer: the booking, or a visit's first part with every part (delovi). */
export type Booked = Zakazivanje & { delovi?: Zakazivanje[] };

export function book(body: BookBody, idempotencyKey: string): Promise<Booked> {
  return send<Booked>(bookingPaths.book, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
}

/** A UUID v4 (crypto.randomUUID exists only in secure contexts; getRandomValues everywhere). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
