import type { ConsoleStaffAddRequest, ConsoleStaffUpdateBody } from '@portal/domain';
import { callConsole, type Caller } from './request';

// The staff (admins only): who may use the console, their passwords, sessions and second factors.

export const consoleStaffList = (caller: Caller) =>
  callConsole('GET /api/console/staff', { fallback: 'The staff could not be loaded.', caller });
export const consoleStaffAdd = (body: ConsoleStaffAddRequest) => callConsole('POST /api/console/staff', { body });
export const consoleStaffUpdate = (staffId: string, body: ConsoleStaffUpdateBody) =>
  callConsole('PATCH /api/console/staff/:staffId', { params: { staffId }, body });
export const consoleStaffResetPassword = (staffId: string, password: string) =>
  callConsole('POST /api/console/staff/:staffId/password', { params: { staffId }, body: { password } });
export const consoleStaffRemove = (staffId: string) => callConsole('DELETE /api/console/staff/:staffId', { params: { staffId } });
export const consoleStaffSessionsEnd = (staffId: string) =>
  callConsole('POST /api/console/staff/:staffId/sessions/end', { params: { staffId } });
export const consoleStaffSecondFactorReset = (staffId: string) =>
  callConsole('POST /api/console/staff/:staffId/second-factor/reset', { params: { staffId } });
