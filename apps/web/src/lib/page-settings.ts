/**
 * Settings the server holds and hands to the client in its page's <meta> tags (http/web-client.ts
 * on the server): the map tile server, how long a business has to answer a request. A native build
 * or a test page has none, and the caller's default (the contract's) applies.
 */
type SettingName = 'map-tile-url' | 'pending-expiry-hours' | 'sms-available';

/** The server's render (no document): the settings the server writes into the page it renders. */
let serverSettings: Partial<Record<SettingName, string>> = {};
export function setServerSettings(settings: Partial<Record<SettingName, string>>): void {
  serverSettings = settings;
}

export function pageSetting(name: SettingName): string | undefined {
  if (typeof document === 'undefined') return serverSettings[name] || undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/** How many hours a business has to confirm a request before it expires (PENDING_EXPIRY_HOURS; the contract's default is 24). */
export function requestAnswerHours(): number {
  const hours = Number(pageSetting('pending-expiry-hours'));
  return Number.isFinite(hours) && hours > 0 ? hours : 24;
}

/** Whether the server can send SMS (SMS_URL set); a page without the setting (native, tests) says no. */
export function smsAvailable(): boolean {
  return pageSetting('sms-available') === 'true';
}
