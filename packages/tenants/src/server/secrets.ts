import { createHmac, randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

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

/** hashSecret without blocking: scrypt runs on libuv's thread pool (the server's staff passwords). */
export function hashSecretAsync(plain: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const { N, r, p } = DEFAULT_COST;
  return new Promise((resolve, reject) =>
    scrypt(plain.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, hash) =>
      error ? reject(error) : resolve(`scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${hash.toString('base64')}`),
    ),
  );
}

type Derive = (plain: string, parsed: ParsedHash) => Buffer;
type DeriveAsync = (plain: string, parsed: ParsedHash) => Promise<Buffer>;

const scryptOptions = (parsed: ParsedHash) => ({ N: parsed.N, r: parsed.r, p: parsed.p, maxmem: 64 * 1024 * 1024 });
const deriveSync: Derive = (plain, parsed) => scryptSync(plain, parsed.salt, parsed.hash.length, scryptOptions(parsed));
const deriveAsync: DeriveAsync = (plain, parsed) =>
  new Promise((resolve, reject) =>
    scrypt(plain, parsed.salt, parsed.hash.length, scryptOptions(parsed), (error, key) => (error ? reject(error) : resolve(key))),
  );

/** What a derivation depends on: hashes sharing all of it (a shared salt) need one derivation. */
const derivationKey = (parsed: ParsedHash): string =>
  `${parsed.N}$${parsed.r}$${parsed.p}$${parsed.salt.toString('base64')}$${parsed.hash.length}`;

/** Entries that parse, and the distinct derivations they need. */
function plan(stored: readonly string[]) {
  const entries = stored.map((entry) => parseHash(entry));
  const derivations = new Map<string, ParsedHash>();
  for (const parsed of entries) if (parsed) derivations.set(derivationKey(parsed), parsed);
  return { entries, derivations };
}

function firstMatch(entries: (ParsedHash | null)[], derived: Map<string, Buffer>): number {
  let found = -1;
  entries.forEach((parsed, index) => {
    if (!parsed) return;
    if (timingSafeEqual(derived.get(derivationKey(parsed))!, parsed.hash) && found === -1) found = index;
  });
  return found;
}

/**
 * Index of the first stored hash the plain secret matches, or -1. Every hash is compared
 * in constant time whether or not an earlier one matched. Blocks while scrypt runs: for
 * scripts and tests; the server uses SecretMatcher.
 */
export function matchSecret(plain: string, stored: readonly string[]): number {
  const { entries, derivations } = plan(stored);
  const derived = new Map([...derivations].map(([key, parsed]) => [key, deriveSync(plain.normalize('NFC'), parsed)]));
  return firstMatch(entries, derived);
}

export function verifySecret(plain: string, stored: string): boolean {
  return matchSecret(plain, [stored]) === 0;
}

/** matchSecret without blocking: scrypt runs on libuv's thread pool. */
export async function matchSecretAsync(plain: string, stored: readonly string[]): Promise<number> {
  const { entries, derivations } = plan(stored);
  const derived = new Map(
    await Promise.all(
      [...derivations].map(async ([key, parsed]) => [key, await deriveAsync(plain.normalize('NFC'), parsed)] as const),
    ),
  );
  return firstMatch(entries, derived);
}

/** Thrown when more secret checks wait for scrypt than the matcher queues: the caller answers "busy" at once. */
export class SecretChecksBusyError extends Error {
  constructor() {
    super('Too many secret checks are waiting.');
    this.name = 'SecretChecksBusyError';
  }
}

export interface SecretMatcherOptions {
  /** How many secrets are remembered after they matched. */
  capacity?: number;
  /**
   * scrypt derivations run at once. Each takes a whole core for tens of milliseconds, so by default
   * half the cores (at least one): guesses can never take the CPU the orders and pages need.
   */
  maxConcurrent?: number;
  /** Derivations that may wait for a turn; one more is refused at once. */
  maxWaiting?: number;
}

/**
 * The server's secret checks. scrypt (tens of milliseconds by design) runs off the event loop, and
 * a secret that matched is remembered, keyed by an HMAC under a key of this process only, so a
 * bypass code used for every order of the day costs one derivation, not one per order. Misses are
 * not remembered: guessing stays as slow as scrypt and the rate limit make it. Derivations take
 * turns in a short queue, so a burst of guesses cannot fill the thread pool the rest of the
 * server needs; what does not fit is refused with SecretChecksBusyError.
 */
export class SecretMatcher {
  private readonly verified = new Map<string, number>();
  private readonly key = randomBytes(32);
  private readonly capacity: number;
  private readonly maxConcurrent: number;
  private readonly maxWaiting: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: SecretMatcherOptions | number = {}) {
    const settings = typeof options === 'number' ? { capacity: options } : options;
    this.capacity = settings.capacity ?? 2048;
    this.maxConcurrent = settings.maxConcurrent ?? Math.max(1, Math.floor(availableParallelism() / 2));
    this.maxWaiting = settings.maxWaiting ?? 16;
  }

  /**
   * `trusted`: the caller proved itself (a session, a proof of this secret). Its derivation goes
   * first in the queue and is never refused for the queue's length, so guessers cannot keep the
   * group's own people waiting.
   */
  async match(plain: string, stored: readonly string[], trusted = false): Promise<number> {
    const id = this.idOf(plain, stored);
    const remembered = this.recall(id);
    if (remembered !== -1) return remembered;
    const found = await this.inTurn(() => matchSecretAsync(plain, stored), trusted);
    if (found >= 0) {
      this.verified.set(id, found);
      if (this.verified.size > this.capacity) this.verified.delete(this.verified.keys().next().value!);
    }
    return found;
  }

  /**
   * The index match would answer for a secret that matched before, without deriving anything; -1
   * when it is not remembered (a miss, or never checked).
   */
  remembered(plain: string, stored: readonly string[]): number {
    return this.recall(this.idOf(plain, stored));
  }

  private idOf(plain: string, stored: readonly string[]): string {
    return createHmac('sha256', this.key).update(plain.normalize('NFC')).update('\0').update(stored.join('\n')).digest('base64');
  }

  private recall(id: string): number {
    const remembered = this.verified.get(id);
    if (remembered === undefined) return -1;
    // Least recently used goes first: move this one to the end.
    this.verified.delete(id);
    this.verified.set(id, remembered);
    return remembered;
  }

  async verify(plain: string, stored: string, trusted = false): Promise<boolean> {
    return (await this.match(plain, [stored], trusted)) === 0;
  }

  /** Derivations running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  private async inTurn<T>(work: () => Promise<T>, trusted: boolean): Promise<T> {
    if (this.running >= this.maxConcurrent) {
      if (trusted) await new Promise<void>((resolve) => this.waiting.unshift(resolve));
      else if (this.waiting.length >= this.maxWaiting) throw new SecretChecksBusyError();
      else await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, so `running` never over-counts.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
