import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { consoleLogin } from '../console-api';
import { rememberSignedIn } from '../console-paths';

const WRONG_CREDENTIALS = 'That e-mail and password do not match a staff account.';

/** '0:42', '2:05': the wait a throttled login still has. */
export function waitText(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Seconds left until `until` (ms since 1970), ticking each second; 0 when nothing is awaited. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The login form's fields and sending them: on a match, on to `next`; a wrong pair, a throttled
 * login (with the wait it named) or a fault is said, and the password typed again.
 */
export function useLogin(next: string) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const secondsLeft = useSecondsLeft(waitUntil);
  const passwordRef = useRef<HTMLInputElement>(null);
  const waiting = secondsLeft > 0;

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
      await consoleLogin(email.trim(), password);
      rememberSignedIn(true);
      void navigate(next, { replace: true });
      return;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) setError(WRONG_CREDENTIALS);
      else if (caught instanceof ApiError && caught.status === 429) {
        setError(caught.message);
        setWaitUntil(Date.now() + (caught.retryAfterSeconds ?? 60) * 1000);
      } else setError(caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
      setPassword('');
      passwordRef.current?.focus();
    }
    setBusy(false);
  };

  return {
    email,
    setEmail,
    password,
    setPassword,
    passwordRef,
    error,
    busy,
    waiting,
    secondsLeft,
    submit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
}
