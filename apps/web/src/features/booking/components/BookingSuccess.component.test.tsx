import { PushSubscriptionBody, PushKey, Zakazivanje } from '@zakazi/contract';
import { identityPaths } from '@zakazi/contract/paths';
import { screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '@/lib/i18n';
import { conforming, ok, recording, server, stand } from '@/test/stand-in';
import { renderWithApp } from '@/test/render';
import { signIn, signOut } from '@/test/session';
import { BookingSuccess } from './BookingSuccess';

const booking = conforming(
  Zakazivanje,
  {
    id: 301, entitetId: 1, entitetNaziv: 'Salon Lana', uslugaId: 11, uslugaNaziv: 'Šišanje', zaposleniId: 22, zaposleniIme: 'Marko',
    userId: 5, datum: '2026-12-07', vreme: '10:30', trajanjeMinuta: 30, cena: 1500, valuta: 'RSD', status: 'pending', napomena: null,
    createdAt: '2026-11-28T10:00:00.000Z', pocetak: '2026-12-07T09:30:00.000Z', kraj: '2026-12-07T10:00:00.000Z',
    vremenskaZona: 'Europe/Belgrade', razlog: null, ocenjeno: false, otkazivanjeDo: '2026-12-06T09:30:00.000Z', posetaId: null,
  },
  'the booking fixture',
);

/**
 * A browser that can take pushes, as jsdom cannot: a secure page, a service worker container
 * whose registration's PushManager subscribes, and Notification whose permission prompt is a spy.
 */
function pushCapableBrowser() {
  const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    toJSON: () => ({ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' } }),
    unsubscribe: async () => true,
  };
  const pushManager = { getSubscription: vi.fn(async () => null as unknown), subscribe: vi.fn(async () => subscription) };
  const registration = { active: {}, pushManager };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('isSecureContext', true);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, { requestPermission, permission: 'default' }));
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => undefined, register } });
  return { requestPermission, register, pushManager };
}

/** The switch (happy-dom does not tie Mantine's label to its input: found in its box, its label checked as text). */
async function switchOf(): Promise<HTMLElement> {
  const box = await screen.findByTestId('push-switch');
  expect(box).toHaveTextContent(t('booking.success.push.label'));
  return within(box).getByRole('switch');
}

describe('the push switch after a booking', () => {
  beforeEach(() => signIn('RegularUser'));
  afterEach(async () => {
    await signOut();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is offered on the success screen, asks for permission only on a tap, then subscribes this device', async () => {
    const browser = pushCapableBrowser();
    server.use(stand('get', identityPaths.pushKey, { answers: PushKey }, () => ok({ publicKey: 'BKey' })));
    const saved = recording('post', identityPaths.profilPush, { answers: z.null(), request: PushSubscriptionBody }, () => ok(null, 201));
    const { user } = await renderWithApp(<BookingSuccess booking={booking} onAgain={() => {}} />, { texts: ['booking'] });

    const toggle = await switchOf();
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(t('booking.success.push.hint'))).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(browser.register).not.toHaveBeenCalled();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.register).toHaveBeenCalledWith('/push-sw.js', { scope: '/push/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'BKey' });
    expect(saved).toEqual([{ endpoint: 'https://push.example/send/abc', keys: { p256dh: 'BP256dh-key', auth: 'auth-secret' } }]);
  });

  it('says the browser refused when the permission is denied, and keeps the switch off', async () => {
    const browser = pushCapableBrowser();
    browser.requestPermission.mockResolvedValue('denied');
    const { user } = await renderWithApp(<BookingSuccess booking={booking} onAgain={() => {}} />, { texts: ['booking'] });
    const toggle = await switchOf();
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText(t('booking.success.push.denied'))).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('is not offered where the browser cannot take pushes', async () => {
    await renderWithApp(<BookingSuccess booking={booking} onAgain={() => {}} />, { texts: ['booking'] });
    expect(await screen.findByTestId('booking-success')).toBeInTheDocument();
    expect(screen.queryByTestId('push-switch')).toBeNull();
  });
});
