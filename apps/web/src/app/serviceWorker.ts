/**
 * Service worker kill switch (SPEC.md 2): /sw.js is requested at start. A 404 or a non-JavaScript
 * answer counts as an error and removes every registered worker; otherwise it is registered and,
 * once ready, unregistered again, so no worker stays active. The one exception is the push worker
 * (/push-sw.js, its own scope), which the user turns on in the notification settings: removing it
 * would end that device's push subscription.
 */
export async function serviceWorkerKillSwitch(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const removeAll = async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.filter((r) => !isPushWorker(r)).map((r) => r.unregister()));
  };
  try {
    const response = await fetch('/sw.js', { cache: 'no-store' });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/javascript/i.test(type)) {
      await removeAll();
      return;
    }
    await navigator.serviceWorker.register('/sw.js');
    const ready = await navigator.serviceWorker.ready;
    await ready.unregister();
  } catch (error) {
    console.error('[sw] kill switch failed', error);
    await removeAll().catch(() => {});
  }
}

function isPushWorker(r: ServiceWorkerRegistration): boolean {
  const script = r.active?.scriptURL ?? r.waiting?.scriptURL ?? r.installing?.scriptURL ?? '';
  return script.endsWith('/push-sw.js');
}
