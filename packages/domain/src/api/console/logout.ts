/**
 * POST /api/console/logout: ends this browser's staff session. No body; answers 204, with or
 * without a session. Buyer sessions of the same browser are not touched.
 */
export const CONSOLE_LOGOUT_PATH = '/api/console/logout';
