import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';

/** How long a render may take before the page is left to the client (a render is CPU only: tens of milliseconds). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The whole app as HTML, once every lazy part has loaded (a crawler reads all of it; the data is
 * all there, entry-server.tsx). Rejects when a part fails, or has not finished within `timeoutMs`.
 */
export function toHtml(app: ReactNode, timeoutMs: number = RENDER_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    // A part that never finishes (something suspended on an answer the server does not have) must not
    // hold the queue, and every page after it: the page is then the client's to render (web-client.ts).
    let timedOut = false;
    const timeout = setTimeout(() => {
      timedOut = true;
      reject(new Error(`server render of a page took over ${timeoutMs} ms`));
      stream.abort();
    }, timeoutMs);
    const stream = renderToPipeableStream(app, {
      // Every Suspense boundary written in place, finished: no fallback followed by a hidden copy
      // and the inline script that swaps them (the CSP allows no inline script; a crawler reads the page as sent).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timeout);
        // An aborted render also ends "all ready": nothing of it is written (the promise has failed).
        if (!timedOut) stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => {
        clearTimeout(timeout);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
