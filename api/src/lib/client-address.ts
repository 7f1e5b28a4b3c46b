import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The key a throttle counts a client address under: an IPv4 address as it is (an IPv4-mapped IPv6
 * one as its IPv4), an IPv6 address by its /64, the smallest network a provider hands one
 * customer, so that a client cannot take 2^64 fresh addresses to escape the count.
 */
export function throttleKeyOf(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  if (ip.kind() === 'ipv4') return ip.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${ip.toString()}/64`).toString()}/64`;
}

/** proxy-addr's names for ranges (Fastify's trustProxy takes them beside addresses and CIDRs). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Whether an entry of TRUST_PROXY is an address (in its usual notation: `1` is not 0.0.0.1 here), a
 * CIDR or a range name, as Fastify's trustProxy takes them.
 */
export function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
