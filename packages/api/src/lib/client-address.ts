import { BlockList, isIP } from 'node:net';

/**
 * Which peers may tell us a client's address in X-Forwarded-For (the TRUST_PROXY setting):
 * nobody (the default: the socket's address is the client's), a number of reverse-proxy hops
 * in front of us, or the addresses and CIDR ranges of those proxies.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'ranges'; ranges: BlockList };

export const TRUST_NOBODY: TrustProxy = { kind: 'none' };

export class TrustProxyError extends Error {}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Reads TRUST_PROXY: empty or `false` (trust nobody), a number of hops (`1`: one reverse proxy),
 * or comma-separated addresses and CIDR ranges (`10.0.0.0/8, ::1`). Throws on anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return TRUST_NOBODY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 32) throw new TrustProxyError('a number of hops must be at most 32');
    return { kind: 'hops', hops };
  }
  const ranges = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) throw new TrustProxyError(`"${entry}" is not an address or a CIDR range`);
    const family = version === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) {
      ranges.addAddress(address, family);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (version === 6 ? 128 : 32)) {
      throw new TrustProxyError(`"${entry}" has an invalid prefix length`);
    }
    ranges.addSubnet(address, bits, family);
  }
  return { kind: 'ranges', ranges };
}

/**
 * The client's address: the socket's, unless it is a trusted proxy; then X-Forwarded-For is
 * read right to left (each proxy appends the peer it got the request from), through trusted
 * hops only, to the first address that is not one. What an untrusted peer writes there,
 * including anything the client put at the left, is never believed.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  if (trust.kind === 'none' || !forwardedFor) return socketAddress;
  const forwarded = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Nearest first: the socket's peer, then what it says it got the request from, and so on.
  const chain = [socketAddress, ...forwarded.reverse()];
  let index = 0;
  const trusted = (address: string) =>
    trust.kind === 'hops' ? index < trust.hops : trust.ranges.check(address, familyOf(address));
  while (index < chain.length - 1 && trusted(chain[index] as string)) {
    const next = chain[index + 1] as string;
    // A malformed entry ends the walk: the hop that wrote it is the last one we can name.
    if (isIP(next) === 0) break;
    index += 1;
  }
  return chain[index] as string;
}
