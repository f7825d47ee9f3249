import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMail } from '@portal/testing/smtp';
import { registry } from '@portal/testing/tenants';
import { sampleOrder } from '../../test-support/sample-order';
import { linePictures } from './line-pictures';
import { createMailTransport } from './mail-transport';
import { MAX_LINE_PICTURES, renderOrderEmails } from './order-emails';

const to = { provider: ['orders@crestline-supply.example'], buyer: 'jane.doe@harborpoint.example' };
const FROM = 'Crestline Orders <orders@crestline-supply.example>';
const quiet = { info: () => undefined, warn: () => undefined };

describe('the lines’ pictures in the order e-mails', () => {
  it('are asked for every line, with its logos, where the group shows lines as they will be made', () => {
    const cedar = registry.groups.get('cedar')!;
    expect(cedar.config.show_modification_thumbnail).toBe(true);
    const { linePicture } = linePictures(cedar);
    const [polo, mug] = sampleOrder().lines;
    expect(linePicture?.(polo!)).toBe(
      '/images/made/cedar/HPM-POLO-01.jpg?colour=Navy%20Blue&logo=Harbor%20Point%20Ford&at=Left%20Chest&logo2=Crestline%20Service&at2=Right%20Sleeve&w=160',
    );
    // A logo at 'N/A' cannot be drawn: the item alone.
    expect(linePicture?.(mug!)).toBe('/images/made/cedar/ACC-MUG-11.jpg?colour=White&w=160');
    expect(linePictures(registry.groups.get('redrock')!)).toEqual({});
  });

  it('show in both messages’ HTML by cid, and are queued as addresses, not bytes', () => {
    const { provider, buyer } = renderOrderEmails(sampleOrder(), to, {
      linePicture: (line) => `/images/made/x/${line.code}.jpg?w=160`,
    });
    for (const message of [provider, buyer]) {
      expect(message.images).toEqual([
        { cid: 'line-1@order-pictures', path: '/images/made/x/HPM-POLO-01.jpg?w=160' },
        { cid: 'line-2@order-pictures', path: '/images/made/x/ACC-MUG-11.jpg?w=160' },
        { cid: 'line-3@order-pictures', path: '/images/made/x/CUS-PLATE-07.jpg?w=160' },
      ]);
      expect(message.html.match(/<img src="cid:line-\d@order-pictures"/g)).toHaveLength(3);
    }
    const plain = renderOrderEmails(sampleOrder(), to);
    expect(plain.provider.images).toBeUndefined();
    expect(plain.provider.html).not.toContain('<img');
  });

  it(`shows the first ${MAX_LINE_PICTURES} lines of a long order with pictures, no more`, () => {
    const [first] = sampleOrder().lines;
    const lines = Array.from({ length: MAX_LINE_PICTURES + 5 }, (_, i) => ({ ...first!, line_no: i + 1 }));
    const { buyer } = renderOrderEmails(sampleOrder({ lines }), to, { linePicture: () => '/images/made/x/y.jpg' });
    expect(buyer.images).toHaveLength(MAX_LINE_PICTURES);
  });

  describe('sent', () => {
    let outbox: string;
    beforeAll(async () => {
      outbox = await mkdtemp(join(tmpdir(), 'line-pictures-'));
    });
    afterAll(() => rm(outbox, { recursive: true, force: true }));

    const sent = async (dir: string) => parseMail(await readFile(join(dir, (await readdir(dir))[0]!)));

    it('attach each picture inline under its cid, drawn when the message is sent', async () => {
      const { buyer } = renderOrderEmails(sampleOrder(), to, { linePicture: (line) => `/pic/${line.line_no}` });
      const asked: string[] = [];
      const dir = join(outbox, 'drawn');
      const transport = createMailTransport(
        { outboxDir: dir, from: FROM, inlineImage: async (path) => (asked.push(path), Buffer.from(`jpeg ${path}`)) },
        quiet,
      );
      await transport.send(buyer, 'order-1.buyer');
      transport.close();
      expect(asked).toEqual(['/pic/1', '/pic/2', '/pic/3']);
      const mail = await sent(dir);
      expect(mail.attachments.map((a) => [a.cid, a.contentType, a.contentDisposition, a.content.toString()])).toEqual([
        ['line-1@order-pictures', 'image/jpeg', 'inline', 'jpeg /pic/1'],
        ['line-2@order-pictures', 'image/jpeg', 'inline', 'jpeg /pic/2'],
        ['line-3@order-pictures', 'image/jpeg', 'inline', 'jpeg /pic/3'],
      ]);
    });

    it('leave a picture that cannot be had out of the HTML too, and still send the message', async () => {
      const { buyer } = renderOrderEmails(sampleOrder(), to, { linePicture: (line) => `/pic/${line.line_no}` });
      const dir = join(outbox, 'missing');
      const transport = createMailTransport(
        {
          outboxDir: dir,
          from: FROM,
          inlineImage: async (path) => {
            if (path === '/pic/2') throw new Error('busy');
            return path === '/pic/3' ? null : Buffer.from('jpeg');
          },
        },
        quiet,
      );
      await transport.send(buyer, 'order-2.buyer');
      transport.close();
      const mail = await sent(dir);
      expect(mail.attachments.map((a) => a.cid)).toEqual(['line-1@order-pictures']);
      // The parser shows inline pictures in place: one picture left in the HTML.
      expect(String(mail.html).match(/<img /g)).toHaveLength(1);
    });
  });
});
