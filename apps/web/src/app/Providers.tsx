import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useNotificationsWanted } from '@/lib/notify';
import { queryClient } from '@/lib/queryClient';
import { MantineStyles } from './MantineStyles';
import { themeIn } from './theme';

// The notifications container loads with the first notification (lib/notify).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function Providers({ children }: { children: ReactNode }) {
  const notificationsWanted = useNotificationsWanted();
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => themeIn(closeLabel), [closeLabel]);
  return (
    // Its styles as a stylesheet in <head> (MantineStyles), not inside the app's root.
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" withCssVariables={false} withGlobalClasses={false}>
      <MantineStyles />
      {notificationsWanted && (
        <Suspense fallback={null}>
          <Notifications autoClose={5000} position="top-right" limit={4} />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
