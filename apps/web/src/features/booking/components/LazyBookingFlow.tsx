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
 */
export function LazyBookingFlow(props: { entity: EntitetDetail; id: string }) {
  const painted = useAfterFirstPaint();
  const placeholder = <section className="booking panel" id={props.id} aria-busy="true" style={{ minHeight: 320 }} />;
  return <Suspense fallback={placeholder}>{painted ? <Flow {...props} /> : placeholder}</Suspense>;
}
