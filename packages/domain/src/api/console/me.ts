/** GET /api/console/me: answers consoleMeAnswerSchema (login.ts), or 401 without a staff session. */
export const CONSOLE_ME_PATH = '/api/console/me';
