import { UNEXPECTED_ERROR_MESSAGE } from '@portal/domain';

/** Said beside a form's button when a save was tried with fields still wrong: each field says why. */
export const FIELDS_NEED_A_CHANGE = 'Some fields need a change: each says why.';

/** A refusal's words: the server's (an ApiError's message), or the unexpected error's. */
export const messageOf = (caught: unknown) => (caught instanceof Error ? caught.message : UNEXPECTED_ERROR_MESSAGE);
