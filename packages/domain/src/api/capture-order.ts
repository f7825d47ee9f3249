import * as z from 'zod/mini';
import { groupKeyField } from './common';

/** POST /v1/capture-order: captures an approved PayPal order once and marks it paid. */
export const captureOrderBodySchema = z.strictObject({
  order_id: z.string().check(z.minLength(1), z.maxLength(64)),
  companyName: groupKeyField,
});
export type CaptureOrderBody = z.output<typeof captureOrderBodySchema>;

/** PENDING: PayPal is still clearing the payment; the order is placed either way. */
export const captureOrderAnswerSchema = z.object({
  status: z.enum(['COMPLETED', 'PENDING']),
  order_number: z.string(),
});
export type CaptureOrderAnswer = z.output<typeof captureOrderAnswerSchema>;
