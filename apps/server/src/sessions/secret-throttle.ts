import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SecretChecksBusyError } from '@portal/tenants/server';
import type { DatabaseHandle } from '../db/database';
import { AppError } from '../errors/app-error';
import { WindowCounter, type CountedBucket, type Taken } from '../limits/window-counter';
import { hasSession, holdsAnyTrust, passwordProofs, proofId, type SecretKind } from './session-cookies';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface Limit {
  limit: number;
  windowMs: number;
}

/** How many wrong answers each kind of count allows; docs/decisions/017 explains the numbers. */
export interface ThrottleLimits {
  /** One client address, one group's secrets. */
  perAddressAndGroup: Limit;
  /** One client address, every group. */
  perAddress: Limit;
  /** Everyone without a session or a proof, against one secret of one group: the hourly cap. */
  strangersPerSecret: Limit;
  /** Browsers holding the group's session (they know its password), against one of its other secrets. */
  sessionHoldersPerSecret: Limit;
  /** One browser that proved it knows this very secret. */
  perProof: Limit;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  perAddressAndGroup: { limit: 10, windowMs: MINUTE },
  perAddress: { limit: 30, windowMs: MINUTE },
  strangersPerSecret: { limit: 60, windowMs: HOUR },
  sessionHoldersPerSecret: { limit: 40, windowMs: HOUR },
  perProof: { limit: 10, windowMs: MINUTE },
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';
export const SECRET_CHECKS_BUSY = 'Many codes are being checked right now. Please try again in a moment.';
const tooManyThisHour = (label: string, minutes: number) =>
  `Too many wrong attempts were made on ${label} this hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call your account representative.`;

/** Which secret a request tries: a group's (with the name buyers know it by), or the root LOGIN across groups. */
export interface SecretTarget {
  group: string | null;
  secret: SecretKind;
  /** The group's title, or 'the portal' for LOGIN: words for the hourly message. */
  label: string;
  /** Whether the group has a password, so its session proves something. */
  groupHasPassword: boolean;
  /**
   * What the request already proved about this very account, when it is not a stranger for this
   * secret: the right password (a staff login's second step), or a right code from the account's
   * authenticator app (a staff login sent with one). Counted as a session holder's attempts are.
   */
  vouchedBy?: 'password' | 'code';
}

type Bucket = CountedBucket;

/**
 * Who tries a secret, as the counts know them: the client's address and what its browser already
 * proved. A request is one (askerOf); a caller with no request at hand gives the facts themselves.
 */
export interface SecretAsker {
  address: string;
  /** The id of the browser's proof that it knows this secret of the group, or null. */
  proofId(groupKey: string, secret: SecretKind): string | null;
  hasGroupSession(groupKey: string): boolean;
  /** The groups whose password the browser proved it knows. */
  passwordProofs(): string[];
}

/** The asker a buyer's request is. */
export function askerOf(request: FastifyRequest): SecretAsker {
  return {
    address: request.ip,
    proofId: (groupKey, secret) => proofId(request, groupKey, secret),
    hasGroupSession: (groupKey) => hasSession(request, 'group', groupKey),
    passwordProofs: () => passwordProofs(request),
  };
}

const asAsker = (who: FastifyRequest | SecretAsker): SecretAsker => ('address' in who ? who : askerOf(who));

/** An attempt whose count on the account waits for a later check to stand or be given back (attemptHeld). */
export interface HeldAttempt<T> {
  /** The check's answer: null for a wrong one, or for one not checked because the account's count is used up. */
  result: T | null;
  /** When the account's count was used up, so nothing was checked: the 429 to answer once the password proves right. */
  refusal: AppError | null;
  /** Ends the attempt: a wrong answer stays counted on the account when `keep`, and is given back otherwise. */
  settle(keep: boolean): Promise<void>;
}

const settled = async (): Promise<void> => undefined;

/**
 * Counts wrong answers to secrets in windows kept in the database, so every server instance
 * shares them. An attempt is counted before its secret is hashed (a burst cannot slip past the
 * count), and given back when the answer was right, so only wrong answers use a limit.
 *
 * Counts are per address and group, per address, and per secret across all addresses. The
 * hourly cap on a secret applies to strangers only: a browser that holds the group's session
 * or proved it knows this secret is counted on its own, so strangers using up the cap cannot
 * stop the group's own people.
 */
export class SecretThrottle {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private strangersInProgress = 0;
  /** Answers are keyed by an HMAC under a key of this process: no secret or guess is kept in clear. */
  private readonly answerKey = randomBytes(32);

  private readonly counter: WindowCounter;

  constructor(
    database: Pick<DatabaseHandle, 'db' | 'run'>,
    private readonly limits: ThrottleLimits = DEFAULT_LIMITS,
    /** Attempts of browsers without a session or proof being counted and checked at once, in this process. */
    private readonly maxStrangersInProgress = 8,
  ) {
    this.counter = new WindowCounter(database);
  }

  /**
   * An onRequest hook for the secret routes: while strangers' checks are full, a browser holding
   * no session or proof of any group is refused before its body is read, parsed and validated,
   * so a burst of guesses costs the event loop as little as it can. Whoever gets past it is still
   * judged by `attempt`.
   */
  readonly refuseStrangersWhenBusy = async (request: FastifyRequest): Promise<void> => {
    if (this.strangersInProgress < this.maxStrangersInProgress || holdsAnyTrust(request)) return;
    throw new AppError('RATE_LIMITED', SECRET_CHECKS_BUSY, { retryAfterSeconds: 1 });
  };

  /**
   * Runs `check` (which hashes) inside the limits: answers its result, or throws 429 with
   * Retry-After when a count is used up or too many checks wait for scrypt.
   */
  async attempt<T>(
    request: FastifyRequest | SecretAsker,
    target: SecretTarget,
    answer: string,
    check: (trusted: boolean) => Promise<T | null>,
    /**
     * The answer's result when it is known to be right without checking (a secret that matched
     * before), else null. Its count would be given back at once, so none is taken: the limits are
     * only read, and a used-up limit still refuses it, so a right guess cannot tell itself apart
     * from a wrong one while its guesser is refused.
     */
    remembered?: () => T | null,
  ): Promise<T | null> {
    const buckets = this.bucketsFor(request, target);
    const trusted = buckets.some((b) => !b.name.startsWith('addr:') && !b.name.startsWith('strangers:'));
    // The same answer sent again while it is being checked (a burst of orders with one bypass code) is one attempt.
    const key = `${buckets.map((b) => b.name).join(' ')}\n${target.secret}\n${createHmac('sha256', this.answerKey).update(answer).digest('base64')}`;
    const running = this.inFlight.get(key);
    if (running) return running as Promise<T | null>;
    // Strangers' attempts under way are few: past them one answers 'busy' at once, before any database or scrypt work.
    if (!trusted && this.strangersInProgress >= this.maxStrangersInProgress)
      throw new AppError('RATE_LIMITED', SECRET_CHECKS_BUSY, { retryAfterSeconds: 1 });
    if (!trusted) this.strangersInProgress += 1;
    const attempt = this.counted(buckets, target.label, () => check(trusted), remembered);
    this.inFlight.set(key, attempt);
    try {
      return await attempt;
    } finally {
      this.inFlight.delete(key);
      if (!trusted) this.strangersInProgress -= 1;
    }
  }

  /**
   * As attempt, for a code whose count on its account (the target's buckets that are not per
   * address) stands only if a later check proves right: a code sent with a password not checked
   * yet. Every count is taken before the check, so no burst slips past the account's; the count
   * of a wrong code is kept or given back by `settle`. While the account's count is used up the
   * code is not checked at all, and the refusal is handed to the caller to give or not: a
   * stranger who does not know the password is answered as if no code was sent. `stranger`: the
   * request proved nothing yet, and is one of the strangers' checks under way.
   */
  async attemptHeld<T>(
    request: FastifyRequest,
    target: SecretTarget,
    check: () => Promise<T | null>,
    stranger: boolean,
  ): Promise<HeldAttempt<T>> {
    const buckets = this.bucketsFor(request, target);
    if (stranger && this.strangersInProgress >= this.maxStrangersInProgress)
      throw new AppError('RATE_LIMITED', SECRET_CHECKS_BUSY, { retryAfterSeconds: 1 });
    if (stranger) this.strangersInProgress += 1;
    try {
      const taken = await this.counter.take(buckets);
      if (!taken.ok) {
        if (taken.over.name.startsWith('addr:')) throw this.refusal(taken, target.label);
        return { result: null, refusal: this.refusal(taken, target.label), settle: settled };
      }
      let result: T | null;
      try {
        result = await check();
      } catch (error) {
        await this.giveBack(taken.taken);
        throw error;
      }
      if (result !== null) {
        await this.giveBack(taken.taken);
        return { result, refusal: null, settle: settled };
      }
      const onAccount = taken.taken.filter((t) => !t.bucket.startsWith('addr:'));
      return {
        result: null,
        refusal: null,
        settle: async (keep) => {
          if (!keep) await this.giveBack(onAccount);
        },
      };
    } finally {
      if (stranger) this.strangersInProgress -= 1;
    }
  }

  private async counted<T>(
    buckets: Bucket[],
    label: string,
    check: () => Promise<T | null>,
    remembered?: () => T | null,
  ): Promise<T | null> {
    const known = remembered?.() ?? null;
    if (known !== null) {
      const result = await this.counter.peek(buckets);
      if (!result.ok) throw this.refusal(result, label);
      return known;
    }
    const taken = await this.take(buckets, label);
    let result: T | null;
    try {
      result = await check();
    } catch (error) {
      await this.giveBack(taken);
      if (error instanceof SecretChecksBusyError)
        throw new AppError('RATE_LIMITED', SECRET_CHECKS_BUSY, { retryAfterSeconds: 1 });
      throw error;
    }
    if (result !== null) await this.giveBack(taken);
    return result;
  }

  private bucketsFor(who: FastifyRequest | SecretAsker, target: SecretTarget): Bucket[] {
    const asker = asAsker(who);
    const { group, secret } = target;
    const address = asker.address;
    const l = this.limits;
    const bucket = (name: string, limit: Limit): Bucket => ({ name, ...limit });
    const buckets = [
      bucket(`addr:${address}`, l.perAddress),
      bucket(`addr:${address}:${group ?? '*login'}`, l.perAddressAndGroup),
    ];
    const proof = group ? asker.proofId(group, secret) : null;
    if (proof) return [...buckets, bucket(`proof:${proof}`, l.perProof)];
    if (target.vouchedBy && group)
      return [...buckets, bucket(`known:${target.vouchedBy}:${group}:${secret}`, l.sessionHoldersPerSecret)];
    // LOGIN matches every group's password: a browser that logged in to one group is trusted on that group's count.
    const vouchedBy = group
      ? target.groupHasPassword && secret !== 'password' && asker.hasGroupSession(group)
        ? group
        : null
      : (asker.passwordProofs()[0] ?? null);
    if (vouchedBy) return [...buckets, bucket(`known:${vouchedBy}:${group ?? '*login'}:${secret}`, l.sessionHoldersPerSecret)];
    return [...buckets, bucket(`strangers:${group ?? '*login'}:${secret}`, l.strangersPerSecret)];
  }

  /** Counts one attempt in every bucket, or refuses with the message of the count that is used up. */
  private async take(buckets: Bucket[], label: string): Promise<Taken[]> {
    const result = await this.counter.take(buckets);
    if (result.ok) return result.taken;
    throw this.refusal(result, label);
  }

  private refusal({ over, retryAfterSeconds }: { over: Bucket; retryAfterSeconds: number }, label: string): AppError {
    return over.windowMs >= HOUR
      ? new AppError('RATE_LIMITED', tooManyThisHour(label, Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds })
      : new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS, { retryAfterSeconds });
  }

  private giveBack(taken: Taken[]): Promise<void> {
    return this.counter.giveBack(taken);
  }
}
