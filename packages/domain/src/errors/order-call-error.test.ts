import { describe, expect, it } from 'vitest';
import { toOrderCallError } from './order-call-error';

describe('toOrderCallError', () => {
  it("uses the response's message and status", () => {
    expect(toOrderCallError({ status: 422, data: { message: 'Store is closed', code: 'X' } }, 'Could not create')).toEqual({
      message: 'Store is closed',
      status: 422,
    });
  });
  it('falls back to the default message', () => {
    expect(toOrderCallError({ status: 502, data: 'Bad gateway' }, 'Could not create the order')).toEqual({
      message: 'Could not create the order',
      status: 502,
    });
  });
  it("falls back to 'Unexpected error. Please try again.' and 500 without a response", () => {
    expect(toOrderCallError(undefined)).toEqual({ message: 'Unexpected error. Please try again.', status: 500 });
    expect(toOrderCallError({ status: 400, data: { message: '' } })).toEqual({
      message: 'Unexpected error. Please try again.',
      status: 400,
    });
  });
});
