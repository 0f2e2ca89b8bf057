import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { whenFirstPainted } from '@/lib/first-paint';
import { inServerPage } from '@/lib/ssr-state';

/**
 * Renders its children in a task of their own once the page around them has painted. A page's first
 * render runs in one long task of React's; parts below the fold rendered here (e.g. a business's
 * staff, ratings, hours and contact) no longer hold back its first paint (Lighthouse put most of
 * the business page's largest paint on rendering, on a slow phone: decision 023), and each part's
 * work is a separate, shorter task. A hidden tab paints nothing: its parts render at once.
 * A page the server rendered (decision 065) has them in its HTML already: the server renders them,
 * and the client's hydration of that page finds them in its first render.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useAfterFirstPaint() ? children : null;
}

/**
 * False until the page around the caller has painted, then true (at once in a hidden tab). Work
 * started only then (a lazy chunk's download, a page-view count) stays off the first paint's path:
 * Lighthouse counts every request made before the largest paint as holding it back.
 * On a page the server renders it is true from the start (the server's HTML has the part), unless
 * `clientOnly`: then the server leaves the part out too, and the client adds it after hydrating.
 */
export function useAfterFirstPaint({ clientOnly = false } = {}): boolean {
  const [painted, setPainted] = useState(() => !clientOnly && inServerPage());
  useEffect(() => {
    if (painted) return;
    if (document.visibilityState === 'hidden') {
      setPainted(true);
      return;
    }
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a timeout started there runs after it.
    // As a transition: React renders the parts in slices that yield to input, not one long task.
    const afterNextPaint = () => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
      });
    };
    const stopWaiting = whenFirstPainted(afterNextPaint);
    return () => {
      stopWaiting();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // Once only, from the first render's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}
