import type { PushSubscriptionBody } from '@zakazi/contract';
import { deletePushSubscription, getPushKey, savePushSubscription } from './api';

/**
 * Push notifications on this device (issue 30): the push worker (/push-sw.js, scope /push/) and
 * the browser's PushManager. The permission prompt comes only from the user's own tap on the
 * switch, never on page load.
 */
const WORKER = '/push-sw.js';
const SCOPE = '/push/';

/** Whether this browser can take pushes at all (a native build, an old browser, an insecure page cannot). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SCOPE);
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const r = await registration();
  return (await r?.pushManager.getSubscription()) ?? null;
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Why turning pushes on did not work, for the switch to say. */
export type PushRefusal = 'denied' | 'unsupported';

/** Asks for the permission (after the user's tap), subscribes this device and tells the server. */
export async function enablePush(): Promise<PushRefusal | null> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const r = (await registration()) ?? (await navigator.serviceWorker.register(WORKER, { scope: SCOPE }));
  await waitActive(r);
  const key = await getPushKey();
  const subscription = (await r.pushManager.getSubscription()) ?? (await r.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  await savePushSubscription(bodyOf(subscription));
  return null;
}

/** Unsubscribes this device here and at the server. */
export async function disablePush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

/** PushManager.subscribe needs an active worker. */
function waitActive(r: ServiceWorkerRegistration): Promise<void> {
  if (r.active) return Promise.resolve();
  const worker = r.installing ?? r.waiting;
  return new Promise((resolve) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });
}
