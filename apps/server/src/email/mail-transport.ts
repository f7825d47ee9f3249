import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport';
import { createEmlComposer, writeInMemory } from './mime-in-memory';
import type { DocumentAttachment } from '../documents/document-files';
import type { MailMessage } from './order-emails';

/** The part of a pino/Fastify logger the mail code uses. */
export interface MailLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface MailTransportConfig {
  /** smtp:// or smtps:// URL; without it messages go to `outboxDir` as .eml files. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  /** 'Crestline Orders <orders@crestline-supply.example>' */
  from: string;
  /** Draws a message's inline picture from its address; without it, or when it gives null, the picture is left out. */
  inlineImage?: ((path: string) => Promise<Buffer | null>) | undefined;
  /** Draws a document a message attaches (an invoice's PDF). A message with documents is not sent without it. */
  documentFile?: ((document: DocumentAttachment) => Promise<Buffer>) | undefined;
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message (or the file is written); rejects otherwise. */
  send(message: MailMessage, messageId: string): Promise<void>;
  close(): void;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createMailTransport(config: MailTransportConfig, logger: MailLogger): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.from, logger, config) : fileTransport(config, logger);
}

function smtpTransport(
  smtpUrl: string,
  from: string,
  logger: MailLogger,
  draw: Pick<MailTransportConfig, 'inlineImage' | 'documentFile'>,
): MailTransport {
  // Built directly rather than through createTransport(url) so that a `?pool=true` in the URL cannot
  // turn pooling on: one connection per message keeps a failure tied to the message that caused it.
  const transporter = createTransport(new SMTPTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }));
  writeInMemory(transporter);
  return {
    async send(message, messageId) {
      assertRecipients(message, messageId);
      const drawn = await withPictures(message, draw.inlineImage);
      const files = await withDocuments(message, draw.documentFile);
      const info = await transporter.sendMail(mailOptions(from, drawn.message, messageId, [...drawn.inline, ...files]));
      // Retrying would send the accepted recipients a second copy, so a partial rejection counts as sent.
      if (info.rejected.length > 0) {
        logger.warn(
          { messageId, rejected: info.rejected.length, accepted: info.accepted.length },
          'mail: some recipients rejected',
        );
      }
    },
    close() {
      transporter.close();
    },
  };
}

function fileTransport(config: MailTransportConfig, logger: MailLogger): MailTransport {
  const composer = createEmlComposer();
  // Made once (again only if it went away), not per message: a mkdir cost more than the write.
  let folder: Promise<unknown> | null = null;
  const ensureFolder = () => (folder ??= mkdir(config.outboxDir, { recursive: true }));
  return {
    async send(message, messageId) {
      assertRecipients(message, messageId);
      const drawn = await withPictures(message, config.inlineImage);
      const files = await withDocuments(message, config.documentFile);
      const info = await composer.sendMail(mailOptions(config.from, drawn.message, messageId, [...drawn.inline, ...files]));
      if (!Buffer.isBuffer(info.message)) throw new Error('mail: the composer did not return a buffer');
      await ensureFolder();
      // Same id, same file: a resend after a crash replaces the file instead of adding a copy.
      const file = join(config.outboxDir, `${safeId(messageId)}.eml`);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
        folder = null;
        await ensureFolder();
        await writeFile(partial, info.message);
      });
      await rename(partial, file);
      logger.info({ messageId, file }, 'mail: written to the outbox folder');
    },
    close() {
      composer.close();
    },
  };
}

/**
 * The message with its pictures drawn now, as inline attachments, one after another so a long order
 * never crowds out the pages' pictures. A picture that cannot be had is left out of the HTML too,
 * never the message.
 */
export async function withPictures(
  message: MailMessage,
  inlineImage: MailTransportConfig['inlineImage'],
): Promise<{ message: MailMessage; inline: NonNullable<SendMailOptions['attachments']> }> {
  if (!message.images || message.images.length === 0) return { message, inline: [] };
  const inline: NonNullable<SendMailOptions['attachments']> = [];
  let html = message.html;
  for (const image of message.images) {
    const content = inlineImage ? await inlineImage(image.path).catch(() => null) : null;
    if (content) {
      inline.push({
        cid: image.cid,
        filename: `${image.cid.split('@')[0]}.jpg`,
        content,
        contentType: 'image/jpeg',
        contentDisposition: 'inline',
      });
    } else {
      html = html.replace(new RegExp(`<img src="cid:${image.cid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`), '');
    }
  }
  return { message: { ...message, html }, inline };
}

/**
 * The documents a message attaches, drawn now. Unlike a picture, a document that cannot be drawn
 * stops the send (the worker tries again later): an invoice e-mail without its invoice is no invoice.
 */
export async function withDocuments(
  message: MailMessage,
  documentFile: MailTransportConfig['documentFile'],
): Promise<NonNullable<SendMailOptions['attachments']>> {
  if (!message.documents || message.documents.length === 0) return [];
  if (!documentFile) throw new Error('mail: this message attaches documents, and nothing draws them here');
  const files: NonNullable<SendMailOptions['attachments']> = [];
  for (const document of message.documents)
    files.push({ filename: document.filename, content: await documentFile(document), contentType: 'application/pdf' });
  return files;
}

/** The nodemailer options of a message, with its inline pictures and attached files. */
export function mailOptions(
  from: string,
  message: MailMessage,
  messageId: string,
  inline: NonNullable<SendMailOptions['attachments']> = [],
): SendMailOptions {
  return {
    from,
    to: message.to,
    // An address object, not a string: nodemailer quotes and encodes the typed name itself.
    ...(message.replyTo ? { replyTo: { name: message.replyTo.name, address: message.replyTo.address } } : {}),
    subject: message.subject,
    text: quotedPrintable(message.text),
    html: quotedPrintable(message.html),
    messageId: messageIdHeader(messageId, from),
    ...(inline.length > 0 ? { attachments: inline } : {}),
    // RFC 3834: tells vacation responders not to answer.
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * A body to be sent quoted-printable. Left to choose, nodemailer reads each body through to count
 * its non-ASCII characters (7 % of the CPU of sending an order e-mail), to pick it anyway. An
 * empty body stays a string: nodemailer takes an object without content for the content itself.
 */
const quotedPrintable = (content: string) => (content ? { content, contentTransferEncoding: 'quoted-printable' } : content);

function assertRecipients(message: MailMessage, messageId: string): void {
  if (message.to.length === 0) throw new Error(`mail: message ${safeId(messageId)} has no recipients`);
}

/**
 * The Message-ID header for an outbox id: the same id always gives the same header, so a message
 * sent again after a crash is recognisable as the same message. The domain is the sender's.
 */
export function messageIdHeader(messageId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${safeId(messageId)}@${domain.toLowerCase()}>`;
}

/**
 * The id in characters that are safe in a file name and a Message-ID. An id that needed changing
 * gets a hash of the original, so two ids never end up the same.
 */
export function safeId(messageId: string): string {
  // Dot-atom rules too: no leading, trailing or doubled dots.
  if (/^[A-Za-z0-9]([A-Za-z0-9_-]|\.(?!\.)){0,98}[A-Za-z0-9_-]$/.test(messageId)) return messageId;
  const readable = messageId
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .slice(0, 80)
    .replace(/^[-.]+|[-.]+$/g, '');
  const hash = createHash('sha256').update(messageId).digest('hex').slice(0, 16);
  return readable ? `${readable}.${hash}` : hash;
}
