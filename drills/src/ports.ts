import { createServer } from 'node:net';

/** Ports handed out in this process, so two resources never get the same one. */
const taken = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The first free port in [from, to] not already handed out here. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    if (taken.has(port)) continue;
    if (await isFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

export function releasePort(port: number): void {
  taken.delete(port);
}

/** Servers, the fake PayPal and the SMTP server of the drills. */
export const servicePort = () => freePort(4900, 4999);
/** Private PostgreSQL clusters. */
export const postgresPort = () => freePort(55432, 55531);
