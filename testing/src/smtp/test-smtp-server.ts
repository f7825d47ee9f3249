// A real SMTP server on loopback that keeps what it receives, for the server's tests and the drills.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './parsed-mail';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening at once; connections in the middle of a message may finish it. */
  close(): Promise<void>;
}

export async function startTestSmtpServer(
  options: { port?: number; onMessage?: (mail: ReceivedMail, count: number) => void } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    // Long enough that a message being sent when close() is called is acknowledged, not cut off.
    closeTimeout: 2_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        parseMail(raw).then(
          (parsed) => {
            const mail: ReceivedMail = {
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
              raw,
              parsed,
            };
            // Recorded before the 250 reply: whatever the client counts as sent is here.
            received.push(mail);
            callback();
            const count = received.length;
            setImmediate(() => options.onMessage?.(mail, count));
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that dies mid-conversation (a server killed by a drill) resets its connection; smtp-server
  // re-emits that on the server, and an 'error' nobody listens to would end the process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}

/** How often each Message-ID arrived, over any number of servers. */
export function countByMessageId(...servers: TestSmtpServer[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const server of servers) {
    for (const mail of server.received) {
      const id = mail.parsed.messageId ?? '(none)';
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  return counts;
}
