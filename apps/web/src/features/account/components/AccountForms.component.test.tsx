import { ChangePasswordBody, Obavestenja, ObavestenjaBody, Profil, TokenResponse, UpdateProfilBody } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@/lib/i18n';
import { getAccessToken } from '@/lib/http';
import { fill, renderWithApp } from '@/test/render';
import { signIn } from '@/test/session';
import { ok, refuse, recording, server, stand } from '@/test/stand-in';
import { DetailsForm } from './DetailsForm';
import { NotificationsForm } from './NotificationsForm';
import { PasswordForm } from './PasswordForm';

const profile = { id: 5, ime: 'Jovana', prezime: 'Petrović', email: 'jovana@primer.rs', brojTelefona: '+381 64 1122334', role: 'RegularUser' as const };

describe('the profile’s forms', () => {
  it('shows a stored +381 phone in the mask and saves the name and the new phone as the API writes them', async () => {
    const sent = recording('put', identityPaths.profil, { answers: Profil, request: UpdateProfilBody }, (b) => ok({ ...profile, ime: b.ime, prezime: b.prezime ?? null, brojTelefona: b.brojTelefona ?? null }));
    const { user } = await renderWithApp(<DetailsForm profile={profile} profileKey={['account', 'profile', 5]} />, { texts: ['account', 'auth'] });
    const phone = screen.getByLabelText(new RegExp(t('auth.fields.phone')));
    expect(phone).toHaveValue('(064) 112 - 2334');
    await user.clear(phone);
    await user.type(phone, '0117654321');
    await user.click(screen.getByRole('button', { name: t('account.edit.save') }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ime: 'Jovana', prezime: 'Petrović', brojTelefona: '011 765 4321' });
    expect(await screen.findByText(t('account.edit.saved'))).toBeInTheDocument();
  });

  it('names a wrong current password under its field, then takes the new tokens of a change', async () => {
    await signIn('RegularUser');
    let tries = 0;
    server.use(
      stand('post', identityPaths.changePassword, { answers: TokenResponse, request: ChangePasswordBody }, ({ body }) => {
        tries++;
        if ((body as ChangePasswordBody).currentPassword !== 'stara-lozinka-1') return refuse(400, { error: 'invalid-credentials', message: 'wrong password' });
        return ok({ access_token: 'new.access.token', refresh_token: 'new-refresh', expires_in: 3600, token_type: 'Bearer' });
      }),
    );
    const { user } = await renderWithApp(<PasswordForm />, { texts: ['account', 'auth'] });
    await fill(user, screen.getByLabelText(new RegExp(`^${t('account.password.current')}`)), 'pogresna');
    await fill(user, screen.getByLabelText(new RegExp(`^${t('account.password.new')}`)), 'Nova-lozinka-22');
    await fill(user, screen.getByLabelText(new RegExp(`^${t('account.password.repeat')}`)), 'Nova-lozinka-2');
    await user.click(screen.getByRole('button', { name: t('account.password.submit') }));
    expect(await screen.findByText(t('auth.validation.mismatch'))).toBeInTheDocument();
    expect(tries).toBe(0);

    await fill(user, screen.getByLabelText(new RegExp(`^${t('account.password.repeat')}`)), '2');
    await user.click(screen.getByRole('button', { name: t('account.password.submit') }));
    expect(await screen.findByText(t('account.password.wrongCurrent'))).toBeInTheDocument();

    await user.clear(screen.getByLabelText(new RegExp(`^${t('account.password.current')}`)));
    await fill(user, screen.getByLabelText(new RegExp(`^${t('account.password.current')}`)), 'stara-lozinka-1');
    await user.click(screen.getByRole('button', { name: t('account.password.submit') }));
    expect(await screen.findByText(t('account.password.done'))).toBeInTheDocument();
    expect(getAccessToken()).toBe('new.access.token');
  });

  it('loads the notification preferences and saves a change of all three, with the channels; SMS is unavailable without a gateway', async () => {
    const saved: unknown[] = [];
    const channels = { kanali: { email: true, push: true, sms: false }, posao: { novo: true, izmena: true, otkazivanje: true } };
    server.use(
      stand('get', identityPaths.profilObavestenja, { answers: Obavestenja }, () => ok({ podsetnik: true, podsetnikSati: 24, promeneStatusa: true, ...channels })),
      stand('put', identityPaths.profilObavestenja, { answers: Obavestenja, request: ObavestenjaBody }, ({ body }) => {
        saved.push(body);
        return ok(body);
      }),
    );
    const { user } = await renderWithApp(<NotificationsForm userId={5} />, { texts: ['account', 'auth'] });
    await user.click(await screen.findByText(t('account.notifications.hours2')));
    await user.click(screen.getByRole('switch', { name: new RegExp(t('account.notifications.status')) }));
    // The page names no SMS gateway: the SMS switch is off, disabled, and says why.
    expect(screen.getByRole('switch', { name: new RegExp(t('account.notifications.sms')) })).toBeDisabled();
    expect(screen.getByText(t('account.notifications.smsUnavailable'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('account.notifications.save') }));
    await waitFor(() => expect(saved).toEqual([{ podsetnik: true, podsetnikSati: 2, promeneStatusa: false, ...channels }]));
  });

  it("lets the business's people choose the hour of a daily summary, or none", async () => {
    const saved: ObavestenjaBody[] = [];
    const posao = { novo: true, izmena: true, otkazivanje: true, dnevniPregledSat: null };
    server.use(
      stand('get', identityPaths.profilObavestenja, { answers: Obavestenja }, () => ok({ podsetnik: true, podsetnikSati: 24, promeneStatusa: true, kanali: { email: true, push: true, sms: false }, posao })),
      stand('put', identityPaths.profilObavestenja, { answers: Obavestenja, request: ObavestenjaBody }, ({ body }) => {
        saved.push(body as ObavestenjaBody);
        return ok(body);
      }),
    );
    const { user } = await renderWithApp(<NotificationsForm userId={5} staff />, { texts: ['account', 'auth'] });
    const hour = await screen.findByLabelText(t('account.notifications.workSummary'));
    expect(hour).toHaveValue('');
    await user.selectOptions(hour, '7');
    await user.click(screen.getByRole('button', { name: t('account.notifications.save') }));
    await waitFor(() => expect(saved[0]?.posao).toEqual({ ...posao, dnevniPregledSat: 7 }));
    await user.selectOptions(hour, '');
    await user.click(screen.getByRole('button', { name: t('account.notifications.save') }));
    await waitFor(() => expect(saved[1]?.posao).toEqual(posao));
  });
});
