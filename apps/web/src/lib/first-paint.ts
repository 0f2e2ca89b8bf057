/**
 * Calls `then` once the document's first contentful paint has reached the screen: at once when it
 * already has (a later page of the app), in a hidden tab (which paints nothing), or in a browser
 * without paint timing. The paint-timing entry arrives when the frame was presented, which on a
 * busy phone is well after the frame callback that drew it; a download started in that gap still
 * counts in Lighthouse as holding back the largest paint. Returns a function that stops waiting.
 */
export function whenFirstPainted(then: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!supported || painted() || document.visibilityState === 'hidden') {
    then();
    return () => {};
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
  return () => observer.disconnect();
}
