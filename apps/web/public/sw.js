// Kill switch: this worker never stays. It takes over only to remove itself (SPEC.md 2).
self.addEventListener('install', () => {
  self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.unregister());
});
