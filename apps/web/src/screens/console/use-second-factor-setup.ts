import { useRef, useState } from 'react';
import {
  UNEXPECTED_ERROR_MESSAGE,
  type ConsoleSecondFactorConfirmAnswer,
  type ConsoleSecondFactorStartAnswer,
} from '@portal/domain';
import { ApiError } from '../../core/api/api-client';
import { OWN_401, type Caller } from './api/request';
import { consoleSecondFactorConfirm, consoleSecondFactorStart, type ConsoleSecondFactorProof } from './api/session';
import { typedCode } from './code-field';

const message = (caught: unknown) => (caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);

/**
 * Setting up the second factor (docs/console.md#second-factor): a new key from the server, then a
 * code of it from the app, which turns the factor on and answers the recovery codes. `startCaller`
 * says who hears a 401 of the start: the login page (its password step has expired) or the page
 * itself (a wrong password given again). A wrong code is 401 too, so the confirmation always says
 * its own. From a session, `begin` takes the password (and a code of the factor that is on), and
 * the confirmation sends the password again; `askAgain` is what 'Make a new key' does then, as a
 * code is good once.
 */
export function useSecondFactorSetup(
  startCaller: Caller,
  onEnrolled: (answer: ConsoleSecondFactorConfirmAnswer) => void,
  askAgain?: () => void,
) {
  const [key, setKey] = useState<ConsoleSecondFactorStartAnswer | null>(null);
  const [starting, setStarting] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** The key was held ten minutes and let go: only a new one can be confirmed. */
  const [expired, setExpired] = useState(false);

  // Started by the step that leads here, never by an effect: a key asked twice would leave the
  // page showing one and the server holding the other.
  /** The password given with the start, sent again with the confirmation; kept only while this set-up is shown. */
  const password = useRef<string | undefined>(undefined);
  /** Answers why the start was refused, or null when the key came. */
  const begin = async (proof?: ConsoleSecondFactorProof): Promise<string | null> => {
    setStarting(true);
    setError(null);
    setExpired(false);
    setCode('');
    setKey(null);
    let refused: string | null = null;
    try {
      setKey(await consoleSecondFactorStart(startCaller, proof));
      password.current = proof?.password;
    } catch (caught) {
      refused = message(caught);
      setError(refused);
    }
    setStarting(false);
    return refused;
  };

  const confirm = async () => {
    if (busy || !key) return;
    const typed = typedCode(code);
    if (!/^\d{6}$/.test(typed)) {
      setError('Enter the 6-digit code your app shows now.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleSecondFactorConfirm(typed, OWN_401, password.current);
      password.current = undefined;
      setBusy(false);
      onEnrolled(answer);
      return;
    } catch (caught) {
      setError(message(caught));
      if (caught instanceof ApiError && caught.status === 409) setExpired(true);
      setCode('');
    }
    setBusy(false);
  };

  return {
    key,
    starting,
    code,
    setCode,
    busy,
    error,
    expired,
    begin,
    /** 'Make a new key': at once during a login; from a session, the password is asked again first. */
    again: askAgain ?? (() => void begin()),
    confirm: () => void confirm(),
    /** Leaving the set-up: the password it held is dropped. */
    forget: () => {
      password.current = undefined;
    },
  };
}

export type SecondFactorSetupState = ReturnType<typeof useSecondFactorSetup>;
