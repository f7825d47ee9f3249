import type { FastifyInstance } from 'fastify';
import { registerLiveness } from './liveness.route';
import { registerReadiness } from './readiness.route';

/** The probes a load balancer or orchestrator asks: liveness, and readiness (the database answers). */
export function registerHealthRoutes(app: FastifyInstance, ping: () => Promise<boolean>): void {
  registerLiveness(app);
  registerReadiness(app, ping);
}
