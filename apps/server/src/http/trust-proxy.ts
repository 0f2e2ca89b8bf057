/**
 * Fastify's `trustProxy` for a deployment behind `hops` proxies (TRUST_PROXY): the client's address
 * is the X-Forwarded-For entry `hops` places from the end. Each proxy appends the address it got
 * the request from, so the TCP peer and the last `hops - 1` entries are our proxies, the entry
 * before them is the address the first proxy saw, and whatever the client wrote into the header
 * itself comes before that and is never believed (CONTRACT.md, Third release, Running).
 *
 * A function of the entry's place, because neither simpler value means this: `true` trusts every
 * entry and takes the leftmost, the client's own; Fastify 5 reads a bare number as trusting nobody.
 */
export function trustProxyHops(hops: number): false | ((address: string, place: number) => boolean) {
  // place 0 is the TCP peer, 1 the last X-Forwarded-For entry, and so on towards the first.
  return hops > 0 ? (_address, place) => place < hops : false;
}
