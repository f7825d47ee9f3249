import type { ConsoleLoginNextAnswer, ConsoleMeAnswer } from '@portal/domain';
import { callConsole, OWN_401, type Caller } from './request';

// The staff member's own session: logging in and out, who is logged in, the second factor, the
// browsers that hold a session.

const LOGIN_FALLBACK = 'The login could not be checked. Please try again.';

/**
 * The password step: the session and who logged in, or the step that comes next (a code from the
 * app, or setting one up first). A code sent with the password is the way in for a new browser once
 * strangers' guesses have held the account. A wrong password answers 401 too: that is not a session
 * that ended.
 */
export const consoleLogin = (email: string, password: string, code?: string) =>
  callConsole('POST /api/console/login', {
    body: code ? { email, password, code } : { email, password },
    fallback: LOGIN_FALLBACK,
    caller: OWN_401,
  });

/** Whether the password step asks for a next step rather than opening the console. */
export const asksNextStep = (answer: ConsoleMeAnswer | ConsoleLoginNextAnswer): answer is ConsoleLoginNextAnswer =>
  'next' in answer;

/** The login's second step: a code from the authenticator app, or a recovery code. */
export const consoleLoginCode = (code: string) =>
  callConsole('POST /api/console/login/code', { body: { code }, fallback: LOGIN_FALLBACK, caller: OWN_401 });

/** What a session gives again to change its own second factor: the password, and a code of the factor that is on. */
export interface ConsoleSecondFactorProof {
  password: string;
  code?: string;
}

/**
 * A new key for the authenticator app. During a login its 401 is the login's to say (the password
 * step has expired); in a session, the session ended.
 */
export const consoleSecondFactorStart = (caller: Caller = {}, proof?: ConsoleSecondFactorProof) =>
  callConsole('POST /api/console/second-factor/start', {
    ...(proof ? { body: proof } : {}),
    fallback: 'A new key could not be made. Please try again.',
    caller,
  });
export const consoleSecondFactorConfirm = (code: string, caller: Caller = {}, password?: string) =>
  callConsole('POST /api/console/second-factor/confirm', {
    body: { code, ...(password !== undefined ? { password } : {}) },
    caller,
  });

export const consoleLogout = () => callConsole('POST /api/console/logout', { caller: OWN_401 });
export const consoleMe = (caller: Caller) =>
  callConsole('GET /api/console/me', { fallback: 'The console could not be loaded.', caller });

export const consoleSessions = (caller: Caller) =>
  callConsole('GET /api/console/sessions', { fallback: 'Your sessions could not be loaded.', caller });
export const consoleSessionEnd = (sessionId: string) =>
  callConsole('POST /api/console/sessions/:sessionId/end', { params: { sessionId } });
export const consoleSessionsEndOthers = () => callConsole('POST /api/console/sessions/end-others');
