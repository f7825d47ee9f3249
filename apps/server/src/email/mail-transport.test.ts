import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '@portal/testing/smtp';
import { createMailTransport, messageIdHeader, safeId, type MailLogger } from './mail-transport';
import { renderOrderEmails } from './order-emails';
import { sampleOrder } from '../../test-support/sample-order';

const FROM = 'Crestline Orders <orders@crestline-supply.example>';
const { provider, buyer } = renderOrderEmails(sampleOrder(), {
  provider: ['orders@crestline-supply.example', 'rep.one@crestline-supply.example'],
  buyer: 'jane.doe@harborpoint.example',
});

function recordingLogger() {
  const lines: { level: string; obj: object; msg?: string | undefined }[] = [];
  const logger: MailLogger = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
  };
  return { logger, lines };
}

let outboxRoot: string;
beforeAll(async () => {
  outboxRoot = await mkdtemp(join(tmpdir(), 'mail-transport-'));
});
afterAll(async () => {
  await rm(outboxRoot, { recursive: true, force: true });
});

describe('createMailTransport with an SMTP URL', () => {
  let server: TestSmtpServer;
  beforeAll(async () => {
    server = await startTestSmtpServer();
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    server.received.length = 0;
  });

  it('delivers from, to, subject, text, HTML and a stable Message-ID to a real SMTP server', async () => {
    const { logger } = recordingLogger();
    const transport = createMailTransport({ smtpUrl: server.url, outboxDir: join(outboxRoot, 'unused'), from: FROM }, logger);
    try {
      await transport.send(provider, 'order-CB-100042-provider');
    } finally {
      transport.close();
    }

    expect(server.received).toHaveLength(1);
    const [mail] = server.received;
    if (!mail) throw new Error('no mail');
    expect(mail.envelope.from).toBe('orders@crestline-supply.example');
    expect(mail.envelope.to).toEqual(['orders@crestline-supply.example', 'rep.one@crestline-supply.example']);

    const parsed = mail.parsed;
    expect(parsed.from?.value).toEqual([{ address: 'orders@crestline-supply.example', name: 'Crestline Orders' }]);
    const to = Array.isArray(parsed.to) ? parsed.to.flatMap((a) => a.value) : (parsed.to?.value ?? []);
    expect(to.map((a) => a.address)).toEqual(['orders@crestline-supply.example', 'rep.one@crestline-supply.example']);
    expect(parsed.subject).toBe('New order CB-100042 from Harbor Point Motors — Jane Doe');
    expect(parsed.messageId).toBe('<order-CB-100042-provider@crestline-supply.example>');
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(parsed.text).toContain('CB-100042');
    expect(parsed.text).toContain('Harbor Point Ford / Crestline Service');
    expect(parsed.text).toContain('Total: $1,933.40');
    expect(parsed.text?.trimEnd()).toBe(provider.text.trimEnd());
    expect(parsed.html).toBe(provider.html);
    expect(mail.raw.toString('latin1')).not.toMatch(/Bcc:/i);
  });

  it('gives a resend of the same message the same Message-ID', async () => {
    const transport = createMailTransport({ smtpUrl: server.url, outboxDir: outboxRoot, from: FROM }, recordingLogger().logger);
    try {
      await transport.send(buyer, 'order-CB-100042-buyer');
      await transport.send(buyer, 'order-CB-100042-buyer');
    } finally {
      transport.close();
    }
    const ids = server.received.map((mail) => mail.parsed.messageId);
    expect(ids).toEqual(['<order-CB-100042-buyer@crestline-supply.example>', '<order-CB-100042-buyer@crestline-supply.example>']);
    expect(server.received[0]?.envelope.to).toEqual(['jane.doe@harborpoint.example']);
    expect(server.received[0]?.parsed.subject).toBe('Your order CB-100042 is confirmed');
  });

  it('rejects when no SMTP server answers, so the outbox can retry', async () => {
    const gone = await startTestSmtpServer();
    await gone.close();
    const transport = createMailTransport({ smtpUrl: gone.url, outboxDir: outboxRoot, from: FROM }, recordingLogger().logger);
    try {
      await expect(transport.send(buyer, 'order-CB-100042-buyer')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      transport.close();
    }
  });

  it('rejects a message with no recipients instead of sending it nowhere', async () => {
    const transport = createMailTransport({ smtpUrl: server.url, outboxDir: outboxRoot, from: FROM }, recordingLogger().logger);
    try {
      await expect(transport.send({ ...provider, to: [] }, 'no-one')).rejects.toThrow(/no recipients/);
    } finally {
      transport.close();
    }
    expect(server.received).toHaveLength(0);
  });
});

describe('createMailTransport without an SMTP URL', () => {
  it('writes an .eml file into a new outbox folder that parses back to the same message, and logs its path', async () => {
    const outboxDir = join(outboxRoot, 'outbox', 'nested');
    const { logger, lines } = recordingLogger();
    const transport = createMailTransport({ outboxDir, from: FROM }, logger);
    await transport.send(provider, 'order-CB-100042-provider');
    transport.close();

    expect(await readdir(outboxDir)).toEqual(['order-CB-100042-provider.eml']);
    const file = join(outboxDir, 'order-CB-100042-provider.eml');
    const raw = await readFile(file);
    expect(raw.toString('latin1')).toContain('\r\n');
    const parsed = await parseMail(raw);
    expect(parsed.subject).toBe(provider.subject);
    expect(parsed.messageId).toBe('<order-CB-100042-provider@crestline-supply.example>');
    expect(parsed.from?.text).toContain('orders@crestline-supply.example');
    expect(parsed.html).toBe(provider.html);
    expect(parsed.text).toContain('CB-100042');

    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('info');
    expect(lines[0]?.obj).toMatchObject({ file });
    // The log line says where, not what: no bodies.
    expect(JSON.stringify(lines)).not.toContain('Harbor Point Ford');
  });

  it('sending the same id again replaces the file rather than adding one', async () => {
    const outboxDir = join(outboxRoot, 'again');
    const transport = createMailTransport({ outboxDir, from: FROM }, recordingLogger().logger);
    await transport.send(buyer, 'order-CB-100042-buyer');
    await transport.send(buyer, 'order-CB-100042-buyer');
    transport.close();
    expect(await readdir(outboxDir)).toEqual(['order-CB-100042-buyer.eml']);
  });

  it('makes the outbox folder again when it goes away between two messages', async () => {
    const outboxDir = join(outboxRoot, 'removed', 'nested');
    const transport = createMailTransport({ outboxDir, from: FROM }, recordingLogger().logger);
    await transport.send(buyer, 'order-CB-100042-buyer');
    await rm(join(outboxRoot, 'removed'), { recursive: true });
    await transport.send(provider, 'order-CB-100042-provider');
    transport.close();
    expect(await readdir(outboxDir)).toEqual(['order-CB-100042-provider.eml']);
  });

  it('keeps a hostile id inside the outbox folder, in safe characters', async () => {
    const outboxDir = join(outboxRoot, 'hostile');
    const transport = createMailTransport({ outboxDir, from: FROM }, recordingLogger().logger);
    await transport.send(buyer, '../../etc/passwd');
    await transport.send(buyer, '..\\..\\x y');
    transport.close();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(2);
    for (const name of files) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9._-]*\.eml$/);
  });
});

describe('safeId and messageIdHeader', () => {
  it('keep a safe id as it is and make other ids safe without collisions', () => {
    expect(safeId('order-CB-100042-buyer')).toBe('order-CB-100042-buyer');
    expect(safeId('a b')).not.toBe(safeId('a_b'));
    expect(safeId('a b')).not.toBe(safeId('a/b'));
    expect(safeId('a..b')).toMatch(/^a\.b\.[0-9a-f]{16}$/);
    expect(safeId('<>')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('take the domain from the sender', () => {
    expect(messageIdHeader('x-1', FROM)).toBe('<x-1@crestline-supply.example>');
    expect(messageIdHeader('x-1', 'orders@Crestline-Supply.example')).toBe('<x-1@crestline-supply.example>');
    expect(messageIdHeader('x-1', 'Orders')).toBe('<x-1@localhost>');
  });
});
