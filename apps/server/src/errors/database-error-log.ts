/** A database error as a log line may show it: never the statement, its parameters or row values. */
export interface DatabaseErrorLog {
  name: string;
  /** SQLSTATE, or the socket's error code when the database could not be reached. */
  code?: string;
  /** The driver's message, each value it quotes replaced by "…". */
  message?: string;
  routine?: string;
  table?: string;
  column?: string;
  constraint?: string;
}

type Fields = Record<string, unknown>;

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Names of tables, columns, constraints and types are lower-case words; values rarely are. */
const IDENTIFIER = /^[a-z_][a-z0-9_$]*$/;
const MAX_MESSAGE = 300;

function chainOf(error: unknown): Fields[] {
  const chain: Fields[] = [];
  for (let current = error; chain.length < 5 && current && typeof current === 'object';) {
    chain.push(current as Fields);
    current = (current as Fields).cause;
  }
  return chain;
}

/** Drizzle's error and PGlite's carry the SQL (`query`) and its parameters (`params`). */
const isStatement = (fields: Fields) => typeof fields.query === 'string' && Array.isArray(fields.params);

/** Whether a statement failed or the database answered with an SQLSTATE. */
export function isDatabaseError(error: unknown): boolean {
  return chainOf(error).some((fields) => isStatement(fields) || (typeof fields.code === 'string' && SQLSTATE.test(fields.code)));
}

function withoutValues(message: string, params: readonly string[]): string {
  let text = message.slice(0, MAX_MESSAGE);
  // PostgreSQL quotes the value it could not read: `invalid input syntax for type integer: "…"`.
  text = text.replace(/"([^"]*)"|'([^']*)'/g, (quoted, double?: string, single?: string) => {
    const inner = double ?? single ?? '';
    return IDENTIFIER.test(inner) && !params.includes(inner) ? quoted : `${quoted[0]}…${quoted[0]}`;
  });
  for (const param of params) if (param.length >= 4) text = text.split(param).join('…');
  return text;
}

/**
 * The fields of a database error that are safe to log. The error itself is not: Drizzle's message
 * holds the whole statement with its parameters (buyers' names and e-mails), and the driver's
 * `where` and `detail` repeat them.
 */
export function databaseErrorLog(error: unknown): DatabaseErrorLog {
  const chain = chainOf(error);
  const top = chain[0] ?? {};
  const params = chain.flatMap((fields) => (isStatement(fields) ? (fields.params as unknown[]) : [])).map(String);
  const driver = chain[chain.length - 1] ?? {};
  const code = chain.map((fields) => fields.code).find((value): value is string => typeof value === 'string');
  const constructorName = (top.constructor as { name?: unknown } | undefined)?.name;
  const log: DatabaseErrorLog = {
    name: typeof constructorName === 'string' && constructorName !== 'Object' ? constructorName : String(top.name ?? 'Error'),
  };
  if (code) log.code = code;
  // A wrapper without a cause has only the statement for a message.
  if (typeof driver.message === 'string' && !(driver === top && isStatement(top))) {
    log.message = withoutValues(driver.message, params);
  }
  for (const field of ['routine', 'table', 'column', 'constraint'] as const) {
    const value = driver[field];
    if (typeof value === 'string' && IDENTIFIER.test(value)) log[field] = value;
  }
  return log;
}

/** Postgres unique violation: a concurrent twin of this request got there first. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
