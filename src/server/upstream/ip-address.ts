/**
 * Classifies IP addresses for the upstream fetcher: only globally routable unicast addresses may be
 * contacted for a URL a client influenced. Parsing is deliberately liberal (every form an OS resolver
 * or URL parser accepts: decimal `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, bracketed IPv6,
 * zone ids, IPv4-mapped and -embedded IPv6), so that no spelling of a private address slips through.
 */

/** A parsed address: four bytes for IPv4, eight 16-bit groups for IPv6. */
export type ParsedIp = { version: 4; bytes: number[] } | { version: 6; groups: number[] };

/** inet_aton semantics: 1 to 4 parts, each decimal, octal (leading 0) or hex (0x); the last part fills the rest. */
export function parseIPv4(input: string): number[] | null {
  const text = input.trim();
  if (text === "" || text.length > 64) return null;
  const parts = text.split(".");
  if (parts.at(-1) === "" && parts.length > 1) parts.pop(); // a trailing dot is allowed, as in URLs
  if (parts.length < 1 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    let value: number;
    if (/^0x[0-9a-f]*$/i.test(part)) value = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) value = Number.parseInt(part.slice(1), 8);
    else if (/^(0|[1-9]\d*)$/.test(part)) value = Number(part);
    else return null;
    if (!Number.isSafeInteger(value)) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255)) return null;
  const remaining = 4 - numbers.length;
  if (last >= 256 ** remaining) return null;
  const tail: number[] = [];
  for (let i = remaining - 1; i >= 0; i--) tail.push(Math.floor(last / 256 ** i) % 256);
  return [...numbers, ...tail];
}

/** Eight 16-bit groups, or null; accepts brackets, a zone id (`%eth0`) and a dotted IPv4 tail. */
export function parseIPv6(input: string): number[] | null {
  let text = input.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (!text.includes(":") || text.length > 64 || !/^[0-9a-f:.]+$/i.test(text)) return null;

  const lastColon = text.lastIndexOf(":");
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes(".")) {
    // A dotted IPv4 tail (::ffff:127.0.0.1) is the last two groups written differently.
    if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(dotted)) return null;
    const b = dotted.split(".").map(Number);
    if (b.some((x) => x > 255)) return null;
    const groups = [(b[0]! << 8) | b[1]!, (b[2]! << 8) | b[3]!].map((n) => n.toString(16));
    text = `${text.slice(0, lastColon + 1)}${groups.join(":")}`;
  }

  const halves = text.split("::");
  if (halves.length > 2) return null;
  const toGroups = (s: string) => (s === "" ? [] : s.split(":"));
  const head = toGroups(halves[0]!);
  const rest = halves.length === 2 ? toGroups(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  const explicit = head.length + rest.length;
  if (halves.length === 1 ? explicit !== 8 : explicit > 7) return null;
  const zeros = new Array(8 - explicit).fill(0);
  const groups = [...head.map(hex), ...(halves.length === 2 ? zeros : []), ...rest.map(hex)];
  return groups.length === 8 ? groups : null;
}

const hex = (g: string) => Number.parseInt(g, 16);

/** Parses any IP literal spelling; a host name (not an IP) gives null. */
export function parseIp(input: string): ParsedIp | null {
  const v6 = parseIPv6(input);
  if (v6) return { version: 6, groups: v6 };
  const v4 = parseIPv4(input);
  if (v4) return { version: 4, bytes: v4 };
  return null;
}

/** IPv4 ranges that are not public unicast: [first byte, second byte, third byte, prefix length]. */
const BLOCKED_V4: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network", 0.0.0.0
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata (169.254.169.254)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

const toInt32 = (bytes: number[]) => ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;

function inV4Range(bytes: number[], base: number[], prefix: number): boolean {
  const mask = prefix === 0 ? 0 : (0xffffffff << (32 - prefix)) >>> 0;
  return (toInt32(bytes) & mask) >>> 0 === (toInt32(base) & mask) >>> 0;
}

function isPublicV4(bytes: number[]): boolean {
  return !BLOCKED_V4.some(([base, prefix]) => inV4Range(bytes, base, prefix));
}

const v4From = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];

function isPublicV6(g: number[]): boolean {
  const zeroUntil = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::/96 (IPv4-compatible, and :: and ::1), ::ffff:0:0/96 (mapped), ::ffff:0:0:0/96 (translated),
  // 64:ff9b::/96 (NAT64): the embedded IPv4 address decides.
  if (zeroUntil(6)) return isPublicV4(v4From(g[6]!, g[7]!));
  if (zeroUntil(5) && g[5] === 0xffff) return isPublicV4(v4From(g[6]!, g[7]!));
  if (zeroUntil(4) && g[4] === 0xffff && g[5] === 0) return isPublicV4(v4From(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicV4(v4From(g[6]!, g[7]!));
  // 2002::/16 (6to4) embeds an IPv4 address in groups 1 and 2.
  if (g[0] === 0x2002) return isPublicV4(v4From(g[1]!, g[2]!));
  // Only global unicast (2000::/3) is public; within it, refuse the special-purpose blocks.
  if ((g[0]! & 0xe000) !== 0x2000) return false; // ::/8 rest, 100::/64, fc00::/7, fe80::/10, fec0::/10, ff00::/8 …
  if (g[0] === 0x2001 && g[1]! < 0x0200) return false; // 2001::/23 IETF (Teredo 2001::/32, ORCHID …)
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if ((g[0]! & 0xfff0) === 0x3ff0) return false; // 3fff::/20 documentation
  return true;
}

/** True only for a globally routable unicast address; anything unparseable is not public. */
export function isPublicAddress(address: string): boolean {
  const ip = parseIp(address);
  if (!ip) return false;
  return ip.version === 4 ? isPublicV4(ip.bytes) : isPublicV6(ip.groups);
}

/** Whether a URL host name is an IP literal in any spelling (then no DNS lookup happens for it). */
export function isIpLiteral(host: string): boolean {
  return parseIp(host) !== null;
}
