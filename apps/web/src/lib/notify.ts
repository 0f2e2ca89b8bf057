import { useSyncExternalStore } from 'react';
import type { NotificationData } from '@mantine/notifications';

/**
 * Notifications (Mantine, auto-close 5000 ms) load on first use, so the home route does not pay for
 * them. The Providers render the container once `useNotificationsWanted()` turns true.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function useNotificationsWanted(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => wanted,
    () => false,
  );
}

export async function notify(data: NotificationData): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
  const { notifications } = await import('@mantine/notifications');
  notifications.show({ autoClose: 5000, ...data });
}
