import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { themeIn } from '@/app/theme';
import { firstTextsIn, i18n, loadTexts, t, type Lang, type LazyTexts } from '@/lib/i18n';

/**
 * Renders a component as the app does (Mantine with the app's theme and notifications, a fresh
 * TanStack Query cache, a router at `path`), with the texts of the features it shows loaded.
 * `router.state.location` tells where a component navigated.
 */
export async function renderWithApp(ui: ReactNode, { path = '/', texts = [], lang = 'sr' }: { path?: string; texts?: LazyTexts[]; lang?: Lang } = {}) {
  await Promise.all([loadTexts(...texts), firstTextsIn(lang)]);
  i18n.changeLanguage(lang);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <MantineProvider theme={themeIn(t('common.close'))} defaultColorScheme="dark" forceColorScheme="dark">
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, client, router, user: userEvent.setup({ delay: null }) };
}

/** Puts text into a field as a paste (one input event): typing it key by key re-renders a big form per key. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
