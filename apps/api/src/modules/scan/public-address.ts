import { BlockList, isIP } from 'node:net';

/**
 * Addresses our server must never be made to connect to on someone's behalf:
 * this machine, private networks, link-local (cloud metadata lives at
 * 169.254.169.254), CGNAT, multicast, documentation and reserved ranges, and
 * their IPv6 equivalents. IPv4-mapped and NAT64 (64:ff9b::/96) IPv6 addresses
 * are judged by the IPv4 address inside them; IPv4-compatible (::/96) and
 * local-use NAT64 (64:ff9b:1::/48) ones are never public.
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  // IPv4-compatible (deprecated, ::/96): includes :: and ::1, and ::7f00:1 which some stacks route to 127.0.0.1.
  ['::', 96],
  // Well-known NAT64 that embeddedIPv4 does not read (64:ff9b::1 carries 0.0.0.1): refused rather than guessed.
  // (No ::ffff:0:0/96 rule: BlockList would match every IPv4 address against it; isPublicAddress handles those.)
  ['64:ff9b::', 96],
  // Local-use NAT64 (RFC 8215): translates into whatever network the operator chose.
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(net, prefix, 'ipv6');
}

/** The IPv4 address carried inside an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::/96) address. */
function embeddedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const m = /^(?:::ffff:|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/.exec(lower);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = Number.parseInt(m[2] as string, 16);
  const lo = Number.parseInt(m[3] as string, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** The one spelling WHATWG URL gives an IPv6 address (lower case, hex, zeros compressed); null if it has none. */
function canonicalIPv6(address: string): string | null {
  try {
    return new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null; // e.g. a zone index (fe80::1%eth0): never a public address anyway
  }
}

export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family === 6) {
    const canonical = canonicalIPv6(address);
    if (!canonical) return false;
    const v4 = embeddedIPv4(canonical);
    if (v4) return isPublicAddress(v4);
    if (/^::ffff:/i.test(canonical)) return false;
    return !blocked.check(canonical, 'ipv6');
  }
  return false;
}
