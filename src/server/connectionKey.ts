/**
 * Which connection a sign-up came from, for its per-connection limit, read from the address
 * Cloudflare names (`CF-Connecting-IP`). An IPv4 address is one connection (a mobile network puts
 * many phones behind it). An IPv6 address is counted by its /64: a network gives each subscriber
 * a /64 or more (RFC 6177), and a device there picks new addresses in it whenever it likes
 * (RFC 8981), so one sender holds a whole /64. Pure.
 * docs/decisions/0072-sign-up-endpoint-checks.md.
 */

/**
 * The connection `address` belongs to, one spelling for all of an address's spellings: an IPv4
 * address as four decimal numbers (`41.90.1.1`, also for IPv4-mapped IPv6 such as
 * `::ffff:41.90.1.1`), an IPv6 address as its /64 in lower-case hex (`2001:db8:0:1::/64`).
 * Null when `address` is not an IP address.
 */
export function connectionKey(address: string): string | null {
  const ipv4 = parseIpv4(address);
  if (ipv4) {
    return ipv4.join('.');
  }
  const ipv6 = parseIpv6(address);
  if (!ipv6) {
    return null;
  }
  if (ipv6.slice(0, 5).every((group) => group === 0) && ipv6[5] === 0xffff) {
    const [high = 0, low = 0] = ipv6.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${ipv6
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Dotted decimal only: no leading zeros, which some parsers read as octal and others refuse. */
const ipv4Pattern = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;

function parseIpv4(text: string): number[] | null {
  const parts = ipv4Pattern.exec(text)?.slice(1).map(Number);
  return parts && parts.every((part) => part <= 255) ? parts : null;
}

const hexGroup = /^[0-9a-f]{1,4}$/i;

/** A zone id as RFC 6874 lets a URI carry one (`fe80::1%eth0`); it names a link, not a sender. */
const zonePattern = /^[\w.~-]+$/;

/** The eight 16-bit groups of an IPv6 address (RFC 4291, section 2.2), or null. */
function parseIpv6(text: string): number[] | null {
  const [address = '', zone, ...rest] = text.split('%');
  if (rest.length > 0 || (zone !== undefined && !zonePattern.test(zone))) {
    return null;
  }
  const sides = address.split('::');
  if (sides.length > 2) {
    return null;
  }
  const [head, tail] = sides.map((side, i) => groupsOf(side, i === sides.length - 1));
  if (!head || tail === null) {
    return null;
  }
  if (sides.length === 1) {
    return head.length === 8 ? head : null;
  }
  // `::` stands for one or more zero groups.
  const zeros = 8 - head.length - tail.length;
  return zeros >= 1 ? [...head, ...Array<number>(zeros).fill(0), ...tail] : null;
}

/** The groups of one side of `::`; the last side may end in an IPv4 address (two groups). */
function groupsOf(text: string, last: boolean): number[] | null {
  if (text === '') {
    return [];
  }
  const parts = text.split(':');
  const ipv4 = last ? parseIpv4(parts[parts.length - 1]) : null;
  const hex = ipv4 ? parts.slice(0, -1) : parts;
  if (!hex.every((part) => hexGroup.test(part))) {
    return null;
  }
  const groups = hex.map((part) => parseInt(part, 16));
  return ipv4 ? [...groups, (ipv4[0] << 8) | ipv4[1], (ipv4[2] << 8) | ipv4[3]] : groups;
}
