/**
 * How a page the server rendered starts the client: its scripts are asked for once the page has
 * painted, so the first paint shares a phone's bandwidth with nothing but the HTML and its
 * stylesheets (decision 087). The server names this file in the page instead of the entry, with
 * the entry and the modules it imports as JSON (`#client-start`, http/web-client.ts); the client
 * then hydrates the HTML as it would have.
 *
 * It imports nothing, so it stays a file of a few hundred bytes of its own: a shared module would
 * put it in a chunk with the entry's code (hence its own wait below, where the app uses
 * lib/first-paint.ts).
 */
type ClientStart = { entry: string; modules: string[] };

function startClient(): void {
  const element = document.getElementById('client-start');
  if (!element?.textContent) return;
  const start = JSON.parse(element.textContent) as ClientStart;
  for (const href of start.modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ start.entry);
}

const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
// A hidden tab paints nothing, and a browser without paint timing never says it has: start at once.
if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
  startClient();
} else {
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    startClient();
  });
  observer.observe({ type: 'paint' });
}
