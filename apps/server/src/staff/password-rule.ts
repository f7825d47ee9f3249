import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { TenantRegistry } from '@portal/tenants/server';
import { AppError } from '../errors/app-error';
import { TOTP_ISSUER } from './second-factor';

export const COMMON_PASSWORD = 'This password is one of the most common: choose another.';
export const PATTERN_PASSWORD = 'This password is a repeat, a sequence or a keyboard pattern, easy to guess: choose another.';
export const WEAK_PASSWORD = 'This password is too easy to guess: choose a longer one, such as a few unrelated words.';
export const PERSONAL_PASSWORD = 'The password must not contain the staff member’s name or e-mail address.';
export const CONTEXT_PASSWORD =
  'This password is the name of the provider, the portal or a dealership group, with only digits or symbols added: choose another.';

/** The product's own names, as the README and the authenticator app show them. */
const PRODUCT_NAMES = ['Crestline Dealer Portal', TOTP_ISSUER];

/**
 * zxcvbn's score runs from 0 to 4; 3 means about 10^8 guesses or more, which scrypt makes a long
 * offline attack and the throttle an impossible online one (docs/console.md#passwords).
 */
const MIN_SCORE = 3;
/**
 * Only the first characters are estimated: a 200-character password of l33t words took 0.5 s of
 * the event loop; 64 keeps the worst case near 0.1 s, and a password strong in its first 64 is strong.
 */
const ESTIMATED_CHARACTERS = 64;
/** Shorter words of a name or an e-mail ('al', 'jo') would refuse half of all passwords. */
const MIN_PERSONAL_WORD = 4;

const WARNING_MESSAGES: Record<string, string> = {
  topTen: COMMON_PASSWORD,
  topHundred: COMMON_PASSWORD,
  common: COMMON_PASSWORD,
  similarToCommon: COMMON_PASSWORD,
  pwned: COMMON_PASSWORD,
  straightRow: PATTERN_PASSWORD,
  keyPattern: PATTERN_PASSWORD,
  simpleRepeat: PATTERN_PASSWORD,
  extendedRepeat: PATTERN_PASSWORD,
  sequences: PATTERN_PASSWORD,
  userInputs: PERSONAL_PASSWORD,
};

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator with the common passwords and keyboard layouts, loaded on first use: the
 * dictionaries cost about 0.15 s and 20 MB, which a server that never sets a password need not pay.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      maxLength: ESTIMATED_CHARACTERS,
    });
  })();
  return estimator;
}

/** Whose password it is: the rule refuses one that contains their e-mail or name. */
export interface PasswordOwner {
  email: string;
  name: string;
}

/** The e-mail address, its name (before the @) and every word of it and of the name of four letters or more, in lower case. */
function personalWords({ email, name }: PasswordOwner): string[] {
  const address = email.trim().toLowerCase();
  const emailName = address.split('@')[0] ?? '';
  const words = [address, emailName, ...emailName.split(/[^\p{L}\p{N}]+/u), ...name.toLowerCase().split(/[^\p{L}\p{N}]+/u)];
  return [...new Set(words.filter((word) => word.length >= MIN_PERSONAL_WORD))];
}

/**
 * The words of this service (NIST 800-63B 5.1.1.2): the provider's name, the product's, and every
 * group's title and key, each word of them of four letters or more, in lower case.
 */
export function contextWords(registry: Pick<TenantRegistry, 'provider' | 'groups'>): string[] {
  const names = [
    registry.provider.name,
    ...PRODUCT_NAMES,
    ...[...registry.groups.values()].flatMap((tenant) => [tenant.config.title, tenant.config.key]),
  ];
  const words = names.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  return [...new Set(words.filter((word) => word.length >= MIN_PERSONAL_WORD))];
}

/** The basic look-alikes a guesser tries first: '0' for 'o', '1' for 'l' or 'i', '3' for 'e', '@' for 'a', '$' for 's'. */
const LOOK_ALIKES: Record<string, string> = { a: 'a@4', e: 'e3', i: 'i1!', l: 'l1|', o: 'o0', s: 's$5', t: 't7' };

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/** A sticky pattern for a word with its look-alikes, to try at one position of a password. */
const wordPattern = (word: string) => new RegExp([...word].map((c) => `[${escapeClass(LOOK_ALIKES[c] ?? c)}]`).join(''), 'uy');

/**
 * Whether the password is nothing but these words (one or more, in any case, with look-alike
 * characters), with only digits or symbols before, between and after them: 'Crestline2026!',
 * 'cr3stl1ne', 'harbor-1999'. Tried position by position, so no pattern backtracks.
 */
function isOnlyWords(password: string, words: readonly string[]): boolean {
  const text = password.toLowerCase();
  const patterns = words.map(wordPattern);
  const isLetter = (c: string) => /\p{L}/u.test(c);
  // reached[i]: how the first i characters can be read, as digits and symbols only (1) or with a word among them (2).
  const reached = new Array<number>(text.length + 1).fill(0);
  reached[0] = 1;
  const add = (at: number, how: number) => (reached[at] = (reached[at] ?? 0) | how);
  for (let i = 0; i < text.length; i += 1) {
    const here = reached[i] ?? 0;
    if (here === 0) continue;
    if (!isLetter(text[i]!)) add(i + 1, here);
    for (const pattern of patterns) {
      pattern.lastIndex = i;
      const match = pattern.exec(text);
      if (match) add(i + match[0].length, 2);
    }
  }
  // Digits and symbols alone are the estimator's to judge.
  return ((reached[text.length] ?? 0) & 2) !== 0;
}

/**
 * Why a new staff password is refused, or null when it may be set (ASVS 2.1.7): it contains the
 * owner's e-mail or name, it is only the names of this service (`context`, from contextWords)
 * with digits or symbols, or the estimator finds it common or easy to guess. The length is the
 * contract's (STAFF_PASSWORD_MIN_LENGTH).
 */
export async function passwordProblem(
  password: string,
  owner: PasswordOwner,
  context: readonly string[] = [],
): Promise<string | null> {
  const lower = password.toLowerCase();
  const words = personalWords(owner);
  if (words.some((word) => lower.includes(word))) return PERSONAL_PASSWORD;
  if (isOnlyWords(password, context)) return CONTEXT_PASSWORD;
  const result = (await loadEstimator()).check(password, words);
  if (result.score >= MIN_SCORE) return null;
  return (result.feedback.warning && WARNING_MESSAGES[result.feedback.warning]) || WEAK_PASSWORD;
}

/** Throws a 400 with the reason when a new staff password is refused; before anything is hashed or stored. */
export async function checkNewPassword(
  password: string,
  owner: PasswordOwner,
  registry: Pick<TenantRegistry, 'provider' | 'groups'>,
): Promise<void> {
  const problem = await passwordProblem(password, owner, contextWords(registry));
  if (problem) throw new AppError('INVALID_INPUT', problem);
}
