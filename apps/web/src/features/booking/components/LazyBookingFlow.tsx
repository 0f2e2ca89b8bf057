import type { EntitetDetail } from '@zakazi/contract';
import { lazy, Suspense } from 'react';

const Flow = lazy(() => import('./BookingFlow').then((m) => ({ default: m.BookingFlow })));

/**
 * The booking flow as its own chunk (its form, selects, text area and alerts: about 20 KB of
 * compressed JavaScript with their CSS). On a phone the panel sits below the business's photos,
 * description and services, so the business page paints without it and the flow arrives right
 * after; an empty panel of about its height holds its place (and its id, for the "Book" buttons
 * that scroll to it) meanwhile.
 */
export function LazyBookingFlow(props: { entity: EntitetDetail; id: string }) {
  return (
    <Suspense fallback={<section className="booking panel" id={props.id} aria-busy="true" style={{ minHeight: 320 }} />}>
      <Flow {...props} />
    </Suspense>
  );
}
