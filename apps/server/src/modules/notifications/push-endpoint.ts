import { lookup } from 'node:dns/promises';
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

/** Throws 400 unless `endpoint` is an https URL the server may call (see above). */
export async function assertPushEndpoint(endpoint: string, allowedHosts: readonly string[]): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw badRequest('The push endpoint is not a URL', [{ field: 'body.endpoint', message: 'not a URL' }]);
  }
  if (url.protocol !== 'https:') throw badRequest('The push endpoint must be https', [{ field: 'body.endpoint', message: 'must be https' }]);
  if (url.username || url.password) throw badRequest('The push endpoint must not carry credentials', [{ field: 'body.endpoint', message: 'no credentials' }]);
  const hostname = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (allowedHosts.includes(hostname) || allowedHosts.includes(url.host.toLowerCase())) return;
  const internal = () => badRequest('The push endpoint is on a private or loopback address', [{ field: 'body.endpoint', message: 'private or loopback address' }]);
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) throw internal();
  if (isIP(hostname)) {
    if (isInternalAddress(hostname)) throw internal();
    return;
  }
  let addresses: string[];
  try {
    addresses = await addressesOf(hostname);
  } catch {
    throw badRequest('The push endpoint\'s host cannot be found', [{ field: 'body.endpoint', message: 'unknown host' }]);
  }
  if (addresses.length === 0 || addresses.some(isInternalAddress)) throw internal();
}
