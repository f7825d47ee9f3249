import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { OWN_401 } from '../api/request';
import { asksNextStep, consoleLogin } from '../api/session';
import { rememberSignedIn } from '../console-paths';
import { typedCode } from '../code-field';
import { useSecondFactorSetup } from '../use-second-factor-setup';

const WRONG_CREDENTIALS = 'That e-mail and password do not match a staff account.';
const WRONG_WITH_CODE =
  'That e-mail, password and code do not match a staff account, or the code was used already. Try the next code from your app.';

/** Where a login is: the password, a code from the app, setting the app up, or the recovery codes it gave. */
export type LoginStep = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol' } | { kind: 'codes'; codes: string[] };

/** '0:42', '2:05': the wait a throttled login still has. */
export function waitText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds left until `until` (ms since 1970), ticking each second; 0 when nothing is awaited. */
export function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** A refusal as the login says it, and the wait a 429 named (ms since 1970), if any. */
export function loginRefusal(caught: unknown, wrong: string): { text: string; waitUntil: number | null } {
  if (caught instanceof ApiError && caught.status === 401) return { text: wrong, waitUntil: null };
  if (caught instanceof ApiError && caught.status === 429)
    return { text: caught.message, waitUntil: Date.now() + (caught.retryAfterSeconds ?? 60) * 1000 };
  return { text: caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE, waitUntil: null };
}

/**
 * The login's steps (docs/console.md#login). The password first: on a match without a second
 * factor, on to `next`; with one, its code; for a role that must have one and has none, setting it
 * up, then its recovery codes. A wrong pair, a throttled login (with the wait it named) or a fault is
 * said, and the password typed again. Once a login is throttled, a code from the app may go with the
 * password: the server then lets this browser in whatever strangers tried.
 */
export function useLogin(next: string) {
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [offerCode, setOfferCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  const passwordRef = useRef<HTMLInputElement>(null);
  const withCode = offerCode && typedCode(code) !== '';
  // A code from the app is what overcomes the wait, so it may be sent meanwhile.
  const waiting = secondsLeft > 0 && !withCode;

  const finish = () => {
    rememberSignedIn(true);
    void navigate(next, { replace: true });
  };
  const setup = useSecondFactorSetup(OWN_401, (answer) => {
    // The session began with the confirmation: the codes are shown inside it.
    rememberSignedIn(true);
    setStep({ kind: 'codes', codes: answer.recovery_codes });
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || waiting) return;
    if (email.trim() === '' || password === '') {
      setError('Enter your e-mail and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleLogin(email.trim(), password, withCode ? typedCode(code) : undefined);
      setBusy(false);
      setPassword('');
      if (!asksNextStep(answer)) return finish();
      if (answer.next === 'enrol') void setup.begin();
      setStep({ kind: answer.next });
      return;
    } catch (caught) {
      const refusal = loginRefusal(caught, withCode ? WRONG_WITH_CODE : WRONG_CREDENTIALS);
      setError(refusal.text);
      if (refusal.waitUntil !== null) {
        setWaitUntil(refusal.waitUntil);
        setOfferCode(true);
      }
      setPassword('');
      setCode('');
      passwordRef.current?.focus();
    }
    setBusy(false);
  };

  return {
    step,
    email,
    setEmail,
    password,
    setPassword,
    passwordRef,
    code,
    setCode,
    offerCode,
    error,
    busy,
    waiting,
    secondsLeft,
    setup,
    submit: (event: FormEvent<HTMLFormElement>) => void submit(event),
    /** Every step passed: on to where the staff member was going. */
    finish,
    /** Back to the e-mail and password, from a code or the set-up. */
    restart: () => {
      setError(null);
      setStep({ kind: 'password' });
    },
  };
}

export type LoginState = ReturnType<typeof useLogin>;
