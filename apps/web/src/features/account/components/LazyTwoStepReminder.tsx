import { lazy, Suspense } from 'react';
import { useUser } from '@/lib/session';

const Reminder = lazy(() => import('./TwoStepReminder').then((m) => ({ default: m.TwoStepReminder })));

/**
 * The two-step reminder above every page, loaded only once someone is logged in: it reminds and
 * listens only for logged-in users, and its Alert, query and texts would otherwise be part of every
 * anonymous visitor's first bundle (the home route's JavaScript budget, decision 045).
 */
export function TwoStepReminder() {
  const user = useUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <Reminder />
    </Suspense>
  );
}
