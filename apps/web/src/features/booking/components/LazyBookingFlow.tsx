import type { EntitetDetail } from '@zakazi/contract';
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '@/components/AfterFirstPaint';

const Flow = lazy(() => import('./BookingFlow').then((m) => ({ default: m.BookingFlow })));

/**
 * The booking flow as its own chunk (its form, selects, text area and alerts, with their CSS).
 * On a phone the panel sits below the business's photos, description and services, so the
 * business page paints without it and the flow arrives right after; an empty panel of about its
 * height holds its place (and its id, for the "Book" buttons that scroll to it) meanwhile. Its
 * download starts once the page has painted: started with the page's render, its requests counted
 * in Lighthouse as holding back the largest paint (its simulated LCP came well after the first
 * paint, though both were one frame).
 * The chunk has no stylesheet of its own: what the flow needs is in the entry's and browse.css
 * (app/styles.ts, scripts/chunk-groups.ts), since one arriving after the paint restyled the whole page.
 * The server's render of the page leaves it out as well (it is a form for people with scripts, not
 * content): rendered there, its chunk would still be loading when the client hydrates, React would
 * keep the server's HTML unhydrated, and the first update reaching it (the signed-in user, read
 * after hydration) would make React throw that HTML away and render the flow again, under the
 * hand of whoever was choosing a service.
 */
export function LazyBookingFlow(props: { entity: EntitetDetail; id: string }) {
  const painted = useAfterFirstPaint({ clientOnly: true });
  const placeholder = <section className="booking panel" id={props.id} aria-busy="true" style={{ minHeight: 320 }} />;
  return <Suspense fallback={placeholder}>{painted ? <Flow {...props} /> : placeholder}</Suspense>;
}
