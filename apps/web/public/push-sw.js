// The Web Push worker (issue 30): shows a notification for each push the server sends and opens
// its url on a tap. It does nothing else (no caching, no fetch handler): the kill switch of sw.js
// (SPEC.md 2) still holds for every other worker. Registered only when the user turns on
// "Obaveštenja na ovom uređaju", with its own scope, so the page's own scope stays worker-free.
self.addEventListener('push', (event) => {
  let message = { title: 'Zakaži', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // a push without a JSON payload shows the name only
  }
  event.waitUntil(self.registration.showNotification(message.title, { body: message.body, data: { url: message.url }, icon: '/favicon.svg', lang: 'sr' }));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only pages of this site open from a notification.
  const url = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
