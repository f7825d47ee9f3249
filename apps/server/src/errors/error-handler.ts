import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  AppError,
  DEFAULT_RETRY_AFTER_SECONDS,
  ERROR_STATUS,
  UNAVAILABLE_MESSAGE,
  UNEXPECTED_MESSAGE,
  type ErrorCode,
} from './app-error';
import { databaseErrorLog, isDatabaseError } from './database-error-log';

// PostgreSQL and socket failures that mean "the database is not reachable right now".
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_ERRNO.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
    )
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The sentences of a refused request (input-validator.ts wrote them), each once, at most five. */
function problemList(error: FastifyError): string {
  const sentences = (error.validation ?? []).map((issue) => issue.message).filter((message) => !!message);
  return sentences.length > 0 ? [...new Set(sentences)].slice(0, 5).join(' ') : 'The request is not valid.';
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'INVALID_INPUT', message: 'The request body is empty; send a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_INPUT', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'INVALID_INPUT', message: 'The Content-Length does not match the body.' },
};

/** One handler for every failure: `{ message, code }` with the right status; never a stack or a secret. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A client (or a well-behaved script) told to slow down is also told for how long.
      const retryAfter = error.retryAfterSeconds ?? (error.code === 'RATE_LIMITED' ? DEFAULT_RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfter))));
      return reply.code(error.status).send({ message: error.message, code: error.code });
    }
    if (error.validation) {
      return reply.code(400).send({ message: problemList(error), code: 'INVALID_INPUT' });
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.code(ERROR_STATUS[known.code]).send({ message: known.message, code: known.code });
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.code(400).send({ message: 'The request body is not valid JSON.', code: 'INVALID_INPUT' });
    }
    // Text the database cannot store (a NUL character) that got past the edge check.
    if (error.code === '22021' || error.code === '22P05') {
      return reply.code(400).send({ message: 'The request contains characters that cannot be stored.', code: 'INVALID_INPUT' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ dbError: databaseErrorLog(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message, code: 'INVALID_INPUT' });
    }
    if (isDatabaseError(error)) request.log.error({ dbError: databaseErrorLog(error) }, 'unexpected database error');
    else request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ message: UNEXPECTED_MESSAGE, code: 'INTERNAL' });
  });
}

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // A file's bytes (an uploaded picture) are not text: NUL is a byte like any other there.
  if (depth > 64 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return false;
  for (const [key, inner] of Object.entries(value)) if (key.includes('\u0000') || containsNul(inner, depth + 1)) return true;
  return false;
}

/** PostgreSQL cannot store NUL in text: refuse it at the edge, before any handler runs. */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body) || containsNul(request.params) || containsNul(request.query)) {
      throw new AppError('INVALID_INPUT', 'Text may not contain NUL characters.');
    }
  });
}

/** Errors Fastify raises before routing (a broken percent escape, an over-long parameter), in our shape. */
export function frameworkErrorAnswer(error: FastifyError): { status: number; body: { message: string; code: string } } {
  if (error.code === 'FST_ERR_BAD_URL')
    return { status: 400, body: { message: 'The address is not valid.', code: 'INVALID_INPUT' } };
  return {
    status: error.statusCode && error.statusCode < 500 ? error.statusCode : 400,
    body: { message: 'The request is not valid.', code: 'INVALID_INPUT' },
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; message: string; code: ErrorCode }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    message: 'The request took too long to arrive. Please try again.',
    code: 'REQUEST_TIMEOUT',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    message: 'The request headers are too large.',
    code: 'INVALID_INPUT',
  },
};

/**
 * A request Node could not read (too slow, headers too large, not HTTP), answered in our shape
 * before the connection is closed. It never reaches the routes, so the error handler cannot.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = (error.code && CLIENT_ERRORS[error.code]) || {
    status: 400,
    reason: 'Bad Request',
    message: 'The request is not valid.',
    code: 'INVALID_INPUT' as const,
  };
  const body = JSON.stringify({ message: known.message, code: known.code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
