import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseMail } from '@portal/testing/smtp';
import { sampleOrder } from '../../test-support/sample-order';
import { mailOptions, withPictures } from './mail-transport';
import { createEmlComposer, writeInMemory } from './mime-in-memory';
import { renderOrderEmails, type MailMessage } from './order-emails';

const FROM = 'Crestline Orders <orders@crestline-supply.example>';
// Two sends of one message differ only by their boundaries and Date unless both are fixed.
const FIXED = { date: new Date('2026-11-24T06:30:00Z'), baseBoundary: 'fixed' };

/** The bytes nodemailer writes for the options, and those written in memory, and whether the second path was taken. */
async function bothWays(
  options: SendMailOptions | (() => SendMailOptions),
): Promise<{ reference: Buffer; inMemory: Buffer; eml: Buffer; wholeInMemory: boolean }> {
  const optionsOf = typeof options === 'function' ? options : () => options;
  const settings = { streamTransport: true, buffer: true, newline: 'windows' } as const;
  const reference = createTransport(settings);
  const inMemory = createTransport(settings);
  writeInMemory(inMemory);
  let wholeInMemory = false;
  // Runs after writeInMemory's plugin: sees the message as the transport will stream it.
  inMemory.use('stream', (mail, done) => {
    wholeInMemory = mail.message.getHeader('Content-Type') === 'message/rfc822' && mail.message.childNodes.length === 0;
    done();
  });
  const a = await reference.sendMail({ ...optionsOf(), ...FIXED });
  const b = await inMemory.sendMail({ ...optionsOf(), ...FIXED });
  // What the .eml outbox writes: the same bytes again.
  const c = await createEmlComposer().sendMail({ ...optionsOf(), ...FIXED });
  return { reference: a.message as Buffer, inMemory: b.message as Buffer, eml: c.message, wholeInMemory };
}

const picture = randomBytes(5_000);
const orderEmails = renderOrderEmails(
  sampleOrder(),
  { provider: ['orders@crestline-supply.example', 'rep.one@crestline-supply.example'], buyer: 'jane.doe@harborpoint.example' },
  { linePicture: (line) => `/images/made/harbor/${line.code}.jpg?w=160` },
);

describe('writeInMemory', () => {
  it.each(['provider', 'buyer'] as const)(
    "writes the %s's order e-mail, pictures and all, as nodemailer writes it",
    async (kind) => {
      const message = orderEmails[kind];
      expect(message.images?.length).toBeGreaterThan(0);
      const drawn = await withPictures(message, async () => picture);
      const { reference, inMemory, eml, wholeInMemory } = await bothWays(
        mailOptions(FROM, drawn.message, `order-CB-100042-${kind}`, drawn.inline),
      );
      expect(wholeInMemory).toBe(true);
      expect(inMemory.toString('latin1')).toBe(reference.toString('latin1'));
      expect(eml.toString('latin1')).toBe(reference.toString('latin1'));
      const parsed = await parseMail(inMemory);
      expect(parsed.subject).toBe(message.subject);
      expect(parsed.text).toBe(message.text);
      expect(parsed.attachments.map((a) => a.content.equals(picture))).toEqual(drawn.inline.map(() => true));
    },
  );

  it('writes any subject, names, text and pictures as nodemailer writes them', async () => {
    const anyText = fc.string({
      unit: fc.constantFrom('a', 'Z', ' ', '\t', '\n', '\r\n', '=', '.', '—', 'é', '😀', '"', '<', '>', ',', ';'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          subject: fc.string({ unit: 'grapheme', maxLength: 200 }),
          name: fc.string({ unit: 'grapheme', maxLength: 60 }),
          text: fc.oneof(anyText, fc.string({ unit: 'grapheme', minLength: 0, maxLength: 2_000 })),
          html: fc.oneof(
            anyText,
            fc.string({ unit: 'grapheme', maxLength: 2_000 }).map((s) => `<p>${s}</p>`),
          ),
          longLine: fc.nat({ max: 1_500 }),
          pictures: fc.array(fc.uint8Array({ minLength: 1, maxLength: 3_000 }), { maxLength: 3 }),
        }),
        async ({ subject, name, text, html, longLine, pictures }) => {
          const message: MailMessage = {
            to: ['buyer@harborpoint.example', 'orders@crestline-supply.example'],
            replyTo: { name, address: 'jane.doe@harborpoint.example' },
            subject,
            text: text + 'x'.repeat(longLine),
            html,
          };
          const inline = pictures.map((bytes, i) => ({
            cid: `line-${i + 1}@order-pictures`,
            filename: `line-${i + 1}.jpg`,
            content: Buffer.from(bytes),
            contentType: 'image/jpeg',
            contentDisposition: 'inline' as const,
          }));
          const { reference, inMemory, eml, wholeInMemory } = await bothWays(mailOptions(FROM, message, 'any-message', inline));
          expect(wholeInMemory).toBe(true);
          expect(inMemory.toString('latin1')).toBe(reference.toString('latin1'));
          expect(eml.toString('latin1')).toBe(reference.toString('latin1'));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves a message with a part that is not in memory to nodemailer', async () => {
    const streamed = () => {
      const stream = new PassThrough();
      stream.end('streamed text');
      return { from: FROM, to: 'a@example.com', subject: 's', text: stream, messageId: '<streamed@crestline-supply.example>' };
    };
    const { reference, inMemory, eml, wholeInMemory } = await bothWays(streamed);
    expect(wholeInMemory).toBe(false);
    expect(eml.toString('latin1')).toBe(reference.toString('latin1'));
    expect((await parseMail(inMemory)).text?.trim()).toBe('streamed text');
  });
});
