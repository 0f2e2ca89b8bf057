import { RecoveryCodesResponse, Sesija, TwoStepEnableBody, TwoStepSetupResponse, TwoStepStatus } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { fill, renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ok, recording, server, stand } from '@/test/stand-in';
import { SessionsCard } from './SessionsCard';
import { TwoStepCard } from './TwoStepCard';

const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

describe('the profile’s security cards', () => {
  it('two-step sign-in: the set-up shows the QR code and the secret, the first code turns it on and the recovery codes are shown once', async () => {
    await signIn('Administrator');
    let enabled = false;
    server.use(
      stand('get', identityPaths.twoStep, { answers: TwoStepStatus }, () => ok({ enabled, required: false, recoveryCodesLeft: enabled ? 10 : 0 })),
      stand('post', identityPaths.twoStepSetup, { answers: TwoStepSetupResponse }, () => ok({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Zaka%C5%BEi:jovana%40primer.rs?secret=JBSWY3DPEHPK3PXP&issuer=Zaka%C5%BEi' })),
    );
    const sent = recording('post', identityPaths.twoStepEnable, { answers: RecoveryCodesResponse, request: TwoStepEnableBody }, () => {
      enabled = true;
      return ok({ recoveryCodes: CODES });
    });
    const { user } = await renderWithApp(<TwoStepCard />, { texts: ['account', 'auth'] });
    await user.click(await screen.findByRole('button', { name: t('account.twoStep.start') }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByTitle(t('account.twoStep.qrTitle'))).toBeInTheDocument();
    await fill(user, screen.getByLabelText(new RegExp(`^${t('account.twoStep.code')}`)), '123456');
    await user.click(screen.getByRole('button', { name: t('account.twoStep.enable') }));
    await waitFor(() => expect(sent).toEqual([{ code: '123456' }]));
    for (const code of CODES) expect(await screen.findByText(code)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('account.twoStep.saved') }));
    expect(await screen.findByText(t('account.twoStep.on'))).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
  });

  it('sessions: the list with the current one marked; another is signed out with one click', async () => {
    await signIn('RegularUser');
    const sessions: z.infer<typeof Sesija>[] = [
      { id: '11111111-1111-4111-8111-111111111111', kreirana: '2026-11-20T08:00:00.000Z', poslednjaAktivnost: '2026-11-28T09:00:00.000Z', uredjaj: 'Chrome 131 · Windows 10', trenutna: true },
      { id: '22222222-2222-4222-8222-222222222222', kreirana: '2026-11-21T08:00:00.000Z', poslednjaAktivnost: '2026-11-27T09:00:00.000Z', uredjaj: 'Safari 18 · iOS 18.1 · iPhone', trenutna: false },
    ];
    const ended: string[] = [];
    server.use(
      stand('get', identityPaths.sessions, { answers: z.array(Sesija) }, () => ok(sessions.filter((s) => !ended.includes(s.id)))),
      http.delete(identityPaths.session(':id'), ({ params }) => {
        ended.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderWithApp(<SessionsCard />, { texts: ['account', 'auth'] });
    expect(await screen.findByText('Safari 18 · iOS 18.1 · iPhone')).toBeInTheDocument();
    expect(screen.getByText(t('account.sessions.current'))).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: t('account.sessions.end') })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: t('account.sessions.end') }));
    await waitFor(() => expect(ended).toEqual(['22222222-2222-4222-8222-222222222222']));
    await waitFor(() => expect(screen.queryByText('Safari 18 · iOS 18.1 · iPhone')).not.toBeInTheDocument());
    expect(screen.getByText('Chrome 131 · Windows 10')).toBeInTheDocument();
  });
});
