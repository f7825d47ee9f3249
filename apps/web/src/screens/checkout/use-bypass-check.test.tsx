// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test-support/browser';
import { mockServer, type Routes } from '../../../test-support/server';
import { BYPASS_CHECK_DELAY_MS, useBypassCheck } from './use-bypass-check';

/** The code field as the buyer types it. */
function typing(routes: Routes, code = '') {
  const fetchMock = mockServer(routes);
  const hook = renderHook(({ entered }) => useBypassCheck('cedar', entered), { initialProps: { entered: code } });
  return { fetchMock, hook, type: (entered: string) => hook.rerender({ entered }) };
}

/** Lets the pause before a check pass, and the answer arrive. */
const pause = (ms = BYPASS_CHECK_DELAY_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the bypass code check', () => {
  it('asks nothing while the field is empty', async () => {
    const { fetchMock, hook } = typing({});
    await pause();
    expect(hook.result.current.status).toBe('empty');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once typing pauses, for the code as the server reads it', async () => {
    const { fetchMock, hook, type } = typing({ 'POST /v1/bypass/check': { body: { valid: true } } });
    type(' on');
    type(' onacc ');
    expect(hook.result.current.status).toBe('checking');
    await pause();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ companyName: 'cedar', code: 'ONACC' });
    expect(hook.result.current.status).toBe('valid');
  });

  it('says when the server does not know the code', async () => {
    const { hook, type } = typing({ 'POST /v1/bypass/check': { body: { valid: false } } });
    type('NOPE');
    await pause();
    expect(hook.result.current).toMatchObject({ status: 'invalid', error: null });
  });

  it('counts only the answer for the code now in the field', async () => {
    let answer: (valid: boolean) => void = () => undefined;
    const { hook, type } = typing({
      'POST /v1/bypass/check': () => new Promise((resolve) => (answer = (valid) => resolve({ body: { valid } }))),
    });
    type('OLD');
    await pause();
    const slowAnswer = answer;
    type('NEW');
    await act(async () => slowAnswer(true));
    expect(hook.result.current.status).toBe('checking');
    await pause();
    await act(async () => answer(false));
    expect(hook.result.current.status).toBe('invalid');
  });

  it("shows the server's refusal, and asks again on retry", async () => {
    let calls = 0;
    const { fetchMock, hook, type } = typing({
      'POST /v1/bypass/check': () =>
        ++calls === 1
          ? { status: 429, body: { message: 'Too many attempts. Try again in a minute.' } }
          : { body: { valid: true } },
    });
    type('ONACC');
    await pause();
    expect(hook.result.current).toMatchObject({ status: 'error', error: 'Too many attempts. Try again in a minute.' });
    act(() => hook.result.current.retry());
    expect(hook.result.current.status).toBe('checking');
    await pause();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(hook.result.current.status).toBe('valid');
  });
});
