import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { drift, server } from './stand-in';

// findBy… and waitFor wait up to 10 s, not 1 s: on two cores shared with other work a render can
// take longer than a second, and a test should fail on what it checks, not on the machine's load.
configure({ asyncUtilTimeout: 10_000 });

// What Mantine needs from a browser that happy-dom leaves out.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => {};
// Mantine's autosizing textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() } });
}
// Live slot events are server-sent events; the e2e tier covers them.
Reflect.deleteProperty(globalThis, 'EventSource');

// A call no test stood in for is an error, not a silent network failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  notifications.clean();
  server.resetHandlers();
  const found = drift.splice(0);
  expect(found, 'stand-in bodies must match the contract').toEqual([]);
});
afterAll(() => server.close());
