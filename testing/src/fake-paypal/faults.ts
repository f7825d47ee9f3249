// Failure injection: the faults a test queues for the next requests, and the sandbox's
// PayPal-Mock-Response header, which works the same against the real sandbox.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { detail, PayPalReply, unprocessable } from './paypal-errors';
import type { FakeFault, FakeOperation } from './types';
import { header, isRecord } from './wire';

const BAD_REQUEST_ISSUES = new Set([
  'MISSING_REQUIRED_PARAMETER',
  'INVALID_PARAMETER_SYNTAX',
  'INVALID_STRING_LENGTH',
  'INVALID_PARAMETER_VALUE',
  'MALFORMED_REQUEST_JSON',
  'PAYPAL_REQUEST_ID_REQUIRED',
]);

export class FaultQueue {
  private faults: FakeFault[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();

  inject(fault: FakeFault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
  }

  /** Ends the delays under way, so closing never waits for them. */
  cancelDelays(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  /**
   * Applies the next fault queued for `operation`. Returns 'handled' when the reply is already dealt
   * with, otherwise the fault (or null) left for the operation itself.
   */
  async apply(
    operation: FakeOperation,
    request: FastifyRequest,
    reply: FastifyReply,
    sendError: (reply: FastifyReply, error: PayPalReply) => unknown,
  ): Promise<'handled' | FakeFault | null> {
    const params = request.params;
    const order = isRecord(params) && typeof params['id'] === 'string' ? params['id'] : undefined;
    const fault = this.take(operation, order);
    if (!fault) return null;
    switch (fault.kind) {
      case 'drop':
        reply.hijack();
        request.raw.socket.destroy();
        return 'handled';
      case 'status': {
        const name =
          fault.status === 429 ? 'RATE_LIMIT_REACHED' : fault.status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
        sendError(reply, new PayPalReply(fault.status, name));
        return 'handled';
      }
      case 'delay':
        await this.sleep(fault.ms);
        // The caller gave up: PayPal never got to it.
        if (request.raw.socket.destroyed) {
          reply.hijack();
          return 'handled';
        }
        return null;
      default:
        return fault;
    }
  }

  /**
   * The 'delay-after-capture' fault: holds the answer of a capture already made. True when the
   * caller hung up meanwhile, and the reply is dealt with.
   */
  async holdAnswer(fault: FakeFault | null, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (fault?.kind !== 'delay-after-capture') return false;
    await this.sleep(fault.ms);
    if (!request.raw.socket.destroyed) return false;
    reply.hijack();
    return true;
  }

  /** The first fault queued for `operation` and, when it names one, for `order`. */
  private take(operation: FakeOperation, order: string | undefined): FakeFault | null {
    const index = this.faults.findIndex(
      (fault) => (fault.on === undefined || fault.on === operation) && (fault.order === undefined || fault.order === order),
    );
    if (index < 0) return null;
    const [fault] = this.faults.splice(index, 1);
    return fault ?? null;
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}

/** What refuses an operation before it runs: an injected decline, else the sandbox's mock header. */
export function refusal(fault: FakeFault | null, request: FastifyRequest): PayPalReply | null {
  return fault?.kind === 'decline' ? unprocessable('INSTRUMENT_DECLINED') : mockResponse(request);
}

/** The sandbox's negative-testing header; the same header works against the real sandbox. */
function mockResponse(request: FastifyRequest): PayPalReply | null {
  const raw = header(request, 'paypal-mock-response');
  if (!raw) return null;
  let code: unknown;
  try {
    const parsed: unknown = JSON.parse(raw);
    code = isRecord(parsed) ? parsed['mock_application_codes'] : null;
  } catch {
    return null;
  }
  if (typeof code !== 'string' || code === '') return null;
  if (code === 'INTERNAL_SERVER_ERROR') return new PayPalReply(500, 'INTERNAL_SERVER_ERROR');
  if (code === 'PERMISSION_DENIED') return new PayPalReply(403, 'NOT_AUTHORIZED', [detail(code)]);
  if (code === 'INVALID_RESOURCE_ID') return new PayPalReply(404, 'RESOURCE_NOT_FOUND', [detail(code)]);
  if (BAD_REQUEST_ISSUES.has(code)) return new PayPalReply(400, 'INVALID_REQUEST', [detail(code)]);
  return new PayPalReply(422, 'UNPROCESSABLE_ENTITY', [detail(code)]);
}
