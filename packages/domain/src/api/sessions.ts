import * as z from 'zod/mini';
import { groupKeyField } from './common';

/** A password or code as typed; checked on the server against its scrypt hash, never echoed. */
const secretField = z.string().check(z.maxLength(200));

/** POST /v1/login: the root LOGIN; the password names the group. A match sets the group session. */
export const loginBodySchema = z.strictObject({ password: secretField });
export const loginAnswerSchema = z.object({ route_prefix: z.nullable(z.string()), group: z.string() });
export type LoginAnswer = z.output<typeof loginAnswerSchema>;

/** POST /v1/session: what this browser holds for a group (the cookies are httpOnly). */
export const sessionBodySchema = z.strictObject({ companyName: groupKeyField });
export const sessionAnswerSchema = z.object({ logged_in: z.boolean(), admin: z.boolean() });
export type SessionAnswer = z.output<typeof sessionAnswerSchema>;

/** POST /v1/logout: ends the group, admin and store sessions of a group in this browser. 204. */
export const logoutBodySchema = z.strictObject({ companyName: groupKeyField });

/** POST /v1/stores/unlock: a store's password opens its custom items. 204, or 401. */
export const storeUnlockBodySchema = z.strictObject({
  companyName: groupKeyField,
  storeCode: z.string().check(z.maxLength(20)),
  password: secretField,
});

/** POST /v1/bypass/check: whether a bypass code is valid for the group, before the order. */
export const bypassCheckBodySchema = z.strictObject({ companyName: groupKeyField, code: secretField });
export const bypassCheckAnswerSchema = z.object({ valid: z.boolean() });
export type BypassCheckAnswer = z.output<typeof bypassCheckAnswerSchema>;

/** POST /v1/admin/unlock: the admin password turns on admin mode for the group. 204, or 401. */
export const adminUnlockBodySchema = z.strictObject({ companyName: groupKeyField, password: secretField });
