import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../errors/app-error';

export const COMMON_PASSWORD = 'This password is one of the most common: choose another.';
export const PATTERN_PASSWORD = 'This password is a repeat, a sequence or a keyboard pattern, easy to guess: choose another.';
export const WEAK_PASSWORD = 'This password is too easy to guess: choose a longer one, such as a few unrelated words.';
export const PERSONAL_PASSWORD = 'The password must not contain the staff member’s name or e-mail address.';

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
 * Why a new staff password is refused, or null when it may be set (ASVS 2.1.7): it contains the
 * owner's e-mail or name, or the estimator finds it common or easy to guess. The length is the
 * contract's (STAFF_PASSWORD_MIN_LENGTH).
 */
export async function passwordProblem(password: string, owner: PasswordOwner): Promise<string | null> {
  const lower = password.toLowerCase();
  const words = personalWords(owner);
  if (words.some((word) => lower.includes(word))) return PERSONAL_PASSWORD;
  const result = (await loadEstimator()).check(password, words);
  if (result.score >= MIN_SCORE) return null;
  return (result.feedback.warning && WARNING_MESSAGES[result.feedback.warning]) || WEAK_PASSWORD;
}

/** Throws a 400 with the reason when a new staff password is refused; before anything is hashed or stored. */
export async function checkNewPassword(password: string, owner: PasswordOwner): Promise<void> {
  const problem = await passwordProblem(password, owner);
  if (problem) throw new AppError('INVALID_INPUT', problem);
}
