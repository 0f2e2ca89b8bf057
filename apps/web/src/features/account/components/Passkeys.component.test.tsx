import { PristupniKljuc } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ok, refuse, server, stand } from '@/test/stand-in';
import { PasskeysCard } from './PasskeysCard';

/** The profile's passkeys card. Adding one needs WebAuthn, which happy-dom lacks: that is e2e/specs/passkeys.spec.ts. */
describe('the profile’s passkeys card', () => {
  it('lists the passkeys with when each was added and last used, removes one with a click, and says when the browser cannot add one', async () => {
    await signIn('RegularUser');
    const keys: z.infer<typeof PristupniKljuc>[] = [
      { id: 7, naziv: 'Chrome 131 · Windows 10', kreiran: '2026-11-20T08:00:00.000Z', poslednjeKoriscenje: null, sinhronizovan: false },
      { id: 8, naziv: 'Safari 18 · iOS 18.1 · iPhone', kreiran: '2026-11-21T08:00:00.000Z', poslednjeKoriscenje: '2026-11-27T09:00:00.000Z', sinhronizovan: true },
    ];
    const removed: string[] = [];
    server.use(
      stand('get', identityPaths.passkeys, { answers: z.array(PristupniKljuc) }, () => ok(keys.filter((k) => !removed.includes(String(k.id))))),
      http.delete(identityPaths.passkey(':id'), ({ params }) => {
        removed.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderWithApp(<PasskeysCard />, { texts: ['account', 'auth'] });
    expect(await screen.findByText('Safari 18 · iOS 18.1 · iPhone')).toBeInTheDocument();
    expect(screen.getByText(t('account.passkeys.synced'))).toBeInTheDocument();
    expect(screen.getByText(new RegExp(t('account.passkeys.neverUsed')))).toBeInTheDocument();
    expect(screen.getByText(t('account.passkeys.unsupported'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('account.passkeys.add') })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: t('account.passkeys.remove') })[0]!);
    await waitFor(() => expect(removed).toEqual(['7']));
    await waitFor(() => expect(screen.queryByText('Chrome 131 · Windows 10')).not.toBeInTheDocument());
  });

  it('says when there is none yet, and offers a retry when the list does not load', async () => {
    await signIn('Administrator');
    let fail = true;
    server.use(stand('get', identityPaths.passkeys, { answers: z.array(PristupniKljuc) }, () => (fail ? refuse(503, { error: 'database-unavailable', message: 'x' }) : ok([]))));
    const { user } = await renderWithApp(<PasskeysCard />, { texts: ['account', 'auth'] });
    const retry = await screen.findByRole('button', { name: t('common.states.retry') });
    fail = false;
    await user.click(retry);
    expect(await screen.findByTestId('passkeys-empty')).toHaveTextContent(t('account.passkeys.empty'));
  });
});
