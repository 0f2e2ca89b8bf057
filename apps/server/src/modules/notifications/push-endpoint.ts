import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { lookup } from 'node:dns/promises';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { badRequest } from '../../shared/errors.ts';

/**
 * Whether a push subscription's endpoint may be called by the server (CONTRACT.md "Third release",
 * Notifications): https only, and never a loopback, private, link-local or otherwise internal
 * address, unless its host is in PUSH_ALLOWED_HOSTS, so that a subscription cannot aim the server
 * at its own network. A name is resolved, and refused if any of its addresses is internal.
 */
const INTERNAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) INTERNAL.addSubnet(net, prefix, 'ipv6');

function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? INTERNAL.check(mapped[1]!, 'ipv4') : INTERNAL.check(address, 'ipv6');
}

/** How long a name may take to resolve before the subscription is refused. */
const LOOKUP_TIMEOUT_MS = 3000;

async function addressesOf(hostname: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookup(hostname, { all: true, verbatim: true }), timeout]);
    return found.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/** Why an endpoint may not be called, or null when it may. */
type Refusal = { reason: 'not-url' | 'not-https' | 'credentials' | 'internal' | 'unknown-host'; message: string; field: string };

const refusal = (reason: Refusal['reason'], message: string, field: string): Refusal => ({ reason, message, field });

function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.includes(hostnameOf(url)) || allowedHosts.includes(url.host.toLowerCase());
}

const hostnameOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

/**
 * The rule above, answered rather than thrown: at subscription time (assertPushEndpoint) and
 * again when each push job runs (push-delivery.ts), because a name that pointed at a public
 * address when the browser subscribed may point at 127.0.0.1 by the time a push is sent (DNS
 * rebinding).
 */
export async function endpointRefusal(endpoint: string, allowedHosts: readonly string[]): Promise<Refusal | null> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return refusal('not-url', 'The push endpoint is not a URL', 'not a URL');
  }
  if (url.protocol !== 'https:') return refusal('not-https', 'The push endpoint must be https', 'must be https');
  if (url.username || url.password) return refusal('credentials', 'The push endpoint must not carry credentials', 'no credentials');
  if (isAllowedHost(url, allowedHosts)) return null;
  const internal = refusal('internal', 'The push endpoint is on a private or loopback address', 'private or loopback address');
  const hostname = hostnameOf(url);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return internal;
  if (isIP(hostname)) return isInternalAddress(hostname) ? internal : null;
  let addresses: string[];
  try {
    addresses = await addressesOf(hostname);
  } catch {
    return refusal('unknown-host', "The push endpoint's host cannot be found", 'unknown host');
  }
  return addresses.length === 0 || addresses.some(isInternalAddress) ? internal : null;
}

/** Throws 400 unless `endpoint` is an https URL the server may call (see above). */
export async function assertPushEndpoint(endpoint: string, allowedHosts: readonly string[]): Promise<void> {
  const refused = await endpointRefusal(endpoint, allowedHosts);
  if (refused) throw badRequest(refused.message, [{ field: 'body.endpoint', message: refused.field }]);
}

/** The error code of a connection refused by pinnedAgent's lookup. */
export const INTERNAL_ADDRESS = 'EPUSHINTERNAL';

/**
 * An https agent for one push whose connections look the name up once more and refuse internal
 * addresses: the check and the connection use the same answer, so a name cannot rebind between
 * endpointRefusal and the connect. Hosts in PUSH_ALLOWED_HOSTS get no agent (the global one).
 * It trusts what the global agent trusts (an operator's extra CA set on it).
 */
export function pinnedAgent(endpoint: string, allowedHosts: readonly string[]): https.Agent | undefined {
  if (isAllowedHost(new URL(endpoint), allowedHosts)) return undefined;
  return new https.Agent({ ca: https.globalAgent.options.ca, lookup: checkedLookup as unknown as LookupFunction });
}

/** dns.lookup that fails with INTERNAL_ADDRESS when any address of the name is internal. */
export function checkedLookup(hostname: string, options: LookupOptions, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    if (addresses.length === 0 || addresses.some((a) => isInternalAddress(a.address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to a private or loopback address`), { code: INTERNAL_ADDRESS }), '');
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}
