/**
 * DELETE /api/console/staff/:staffId: admin only; removes a staff member (204): they can no longer
 * log in and their sessions end at once. Their name stays on what they did. The last admin
 * cannot be removed (409). Params: consoleStaffParamsSchema (staff-update.ts).
 */
export const CONSOLE_STAFF_REMOVE_PATH = '/api/console/staff/:staffId';
