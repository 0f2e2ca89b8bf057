import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of their own once the page around them has painted. A page's first
 * render runs in one long task of React's; parts below the fold rendered here (e.g. a business's
 * staff, ratings, hours and contact) no longer hold back its first paint (Lighthouse measured the
 * business page's largest paint waiting ~2.9 s on rendering on a slow phone), and each part's work
 * is a separate, shorter task. A hidden tab paints nothing: its parts render at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (document.visibilityState === 'hidden') {
      setPainted(true);
      return;
    }
    // A frame callback runs just before the paint; a timeout started there runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // As a transition: React renders the parts in slices that yield to input, not one long task.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : null;
}
