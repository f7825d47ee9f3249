import { consoleAnswers, consoleAnswerSchema, type ConsoleRoute } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';

/** The code of an answer that left its contract: the server and this client disagree on what it holds. */
export const ANSWER_OUTSIDE_CONTRACT = 'ANSWER_OUTSIDE_CONTRACT';

type Path = readonly PropertyKey[];

/** `rows[0].total_cents`: where in the answer, as code would write it. */
function pathText(path: Path): string {
  const text = path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
  return text === '' ? 'the answer itself' : text.replace(/^\./, '');
}

function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const key of path)
    value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

function kindOf(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${JSON.stringify(value)}`;
}

interface Issue {
  code: string;
  path: Path;
  expected?: unknown;
  values?: readonly unknown[];
  keys?: readonly string[];
}

/** What is wrong there, in words that need no locale (zod/mini loads none). */
function problem(issue: Issue, found: unknown): string {
  if (issue.code === 'invalid_type') return `expected ${String(issue.expected)}, got ${kindOf(found)}`;
  if (issue.code === 'invalid_value')
    return `expected ${(issue.values ?? []).map((v) => JSON.stringify(v)).join(' or ')}, got ${kindOf(found)}`;
  if (issue.code === 'unrecognized_keys') return `unexpected ${(issue.keys ?? []).join(', ')}`;
  return `${issue.code.replaceAll('_', ' ')}, got ${kindOf(found)}`;
}

function outside(route: ConsoleRoute, where: string, what: string): ApiError {
  return new ApiError(`${route} answered outside its contract at ${where}: ${what}.`, 502, ANSWER_OUTSIDE_CONTRACT);
}

/**
 * A successful answer of a console call as its contract (consoleAnswers) says it is, or an ApiError
 * that names the call and the first place where the answer differs: a server that drifted from the
 * contract fails the call, and the screen says it as it says any failure.
 */
export function readAnswer(route: ConsoleRoute, data: unknown, status: number): unknown {
  const schema = consoleAnswerSchema(route, status);
  if (!schema) throw outside(route, 'its status', `${status} is none of ${Object.keys(consoleAnswers[route]).join(', ')}`);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0] as Issue;
  throw outside(route, pathText(issue.path), problem(issue, valueAt(data, issue.path)));
}
