import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  return { N: Number(n), r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

/**
 * Hashes a secret as 'scrypt$N$r$p$salt$hash'. Pass a salt to hash a set of secrets
 * (a group's bypass codes, the groups' passwords) so one derivation checks the whole set.
 */
export function hashSecret(plain: string, salt: Buffer = randomBytes(16)): string {
  const { N, r, p } = DEFAULT_COST;
  const hash = scryptSync(plain.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/**
 * Index of the first stored hash the plain secret matches, or -1. Every hash is compared
 * in constant time whether or not an earlier one matched, and a salt shared by several
 * hashes is derived once.
 */
export function matchSecret(plain: string, stored: readonly string[]): number {
  const derived = new Map<string, Buffer>();
  let found = -1;
  stored.forEach((entry, index) => {
    const parsed = parseHash(entry);
    if (!parsed) return;
    const cacheKey = `${parsed.N}$${parsed.r}$${parsed.p}$${parsed.salt.toString('base64')}$${parsed.hash.length}`;
    let candidate = derived.get(cacheKey);
    if (!candidate) {
      candidate = scryptSync(plain.normalize('NFC'), parsed.salt, parsed.hash.length, {
        N: parsed.N,
        r: parsed.r,
        p: parsed.p,
        maxmem: 64 * 1024 * 1024,
      });
      derived.set(cacheKey, candidate);
    }
    if (timingSafeEqual(candidate, parsed.hash) && found === -1) found = index;
  });
  return found;
}

export function verifySecret(plain: string, stored: string): boolean {
  return matchSecret(plain, [stored]) === 0;
}
