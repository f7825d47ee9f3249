/** Said beside a form's button when a save was tried with fields still wrong: each field says why. */
export const FIELDS_NEED_A_CHANGE = 'Some fields need a change: each says why.';
