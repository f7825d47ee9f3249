import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as z from 'zod/mini';
import { inputProblem, inputProblems, type InputIssue } from '@portal/domain';

// Stands in for zod's own wording, so a message the schema wrote itself can be told from it.
const VALIDATORS_OWN = '\u0000';

function asInputIssue(issue: z.core.$ZodIssue | z.core.$ZodRawIssue): InputIssue {
  const raw = issue as unknown as InputIssue & { errors?: unknown };
  return {
    ...raw,
    message: raw.message === VALIDATORS_OWN ? undefined : raw.message,
    errors: Array.isArray(raw.errors)
      ? (raw.errors as z.core.$ZodIssue[][]).map((option) => option.map(asInputIssue))
      : undefined,
  };
}

/** Checks a value against a schema; what is wrong comes back as sentences naming the fields. */
export function checkInput<S extends z.core.$ZodType>(
  schema: S,
  value: unknown,
): { ok: true; value: z.output<S> } | { ok: false; issues: InputIssue[] } {
  const result = z.safeParse(schema, value, { error: () => VALIDATORS_OWN, reportInput: true });
  return result.success ? { ok: true, value: result.data } : { ok: false, issues: result.error.issues.map(asInputIssue) };
}

/** The problems of a value as one message, or null when it is valid. */
export function inputMessage(schema: z.core.$ZodType, value: unknown): string | null {
  const checked = checkInput(schema, value);
  return checked.ok ? null : inputProblems(checked.issues);
}

/**
 * Fastify's validator for the routes' zod schemas (in place of fastify-type-provider-zod's, whose
 * errors carry zod's wording): each issue's message is the sentence a person reads.
 */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> =
  ({ schema }) =>
  (data) => {
    const checked = checkInput(schema as z.core.$ZodType, data);
    if (checked.ok) return { value: checked.value };
    return {
      error: checked.issues.map((issue) => ({
        keyword: issue.code,
        instancePath: `/${issue.path.map(String).join('/')}`,
        schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
        message: inputProblem(issue),
        params: {},
      })),
    };
  };
