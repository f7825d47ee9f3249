import { createTransport, type Transporter } from 'nodemailer';
import { encode as base64, wrap as wrapBase64 } from 'nodemailer/lib/base64';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as quotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';

/**
 * nodemailer writes a message through a stream per MIME part (a pipeline, an encoder, abort
 * signals): for an order e-mail with its line pictures, more than half of the CPU of sending it.
 * Our messages are whole in memory, so this writes the same bytes at once: nodemailer still builds
 * the tree and every header (addresses, encoded words, folding) and encodes the bodies with its
 * own functions; only the joining is done here. A test holds the result byte for byte to
 * nodemailer's own for the messages we send.
 *
 * The base64 of each picture is kept by its Buffer: the made pictures come from one cache, and the
 * same few pictures go out in every order's e-mails.
 */
const encodedPictures = new WeakMap<Buffer, string>();
/** The bytes of the whole messages writeInMemory made, by their node. */
const written = new WeakMap<MimeNode, Buffer>();

/** What the .eml composer answers for each message. */
export interface EmlInfo {
  envelope: MimeNode.Envelope;
  messageId: string;
  message: Buffer;
}

/**
 * A transporter that answers each message as an .eml file holds it, lines ended by CRLF and the
 * last one too: the bytes nodemailer's streamTransport (buffer, windows newlines) answers, without
 * its streams for a message written in memory.
 */
export function createEmlComposer(): Transporter<EmlInfo> {
  const composer = createTransport<EmlInfo>({
    name: 'eml',
    version: '1',
    send(mail, done) {
      const bytes = written.get(mail.message);
      (bytes ? Promise.resolve(bytes) : mail.message.build()).then(
        (message) =>
          done(null, { envelope: mail.message.getEnvelope(), messageId: mail.message.messageId(), message: asEml(message) }),
        (error: Error) => done(error, undefined as unknown as EmlInfo),
      );
    },
  });
  writeInMemory(composer);
  return composer;
}

/** A last line break added, and every LF not after a CR made CRLF: what nodemailer's LastNewline and LeWindows streams do. */
function asEml(bytes: Buffer): Buffer {
  const last = bytes[bytes.length - 1];
  const ended = last === 0x0a ? bytes : Buffer.concat([bytes, Buffer.from(last === 0x0d ? '\n' : '\r\n')]);
  const text = ended.toString('latin1');
  return /(?<!\r)\n/.test(text) ? Buffer.from(text.replace(/(?<!\r)\n/g, '\r\n'), 'latin1') : ended;
}

/**
 * Has the transporter send each message written in memory: a plugin of its 'stream' step replaces
 * the compiled tree by its bytes, with the tree's envelope and Message-ID. A message with a part
 * not in memory goes through nodemailer's streams as before.
 */
export function writeInMemory(transporter: Transporter): void {
  transporter.use('stream', (mail, done) => {
    try {
      const compiled = mail.message;
      const raw = buildInMemory(compiled);
      if (raw) {
        const whole = new MimeNode('message/rfc822', { newline: compiled.newline }).setRaw(raw);
        whole.setEnvelope(compiled.getEnvelope());
        whole.setHeader('Message-ID', compiled.messageId());
        mail.message = whole;
        written.set(whole, raw);
      }
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

/** The node and its parts as MimeNode.build would write them, or null when a part is not in memory (a stream, a file, an address). */
function buildInMemory(node: MimeNode): Buffer | null {
  const chunks: (string | Buffer)[] = [];
  return write(node, chunks)
    ? Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk)))
    : null;
}

function write(node: MimeNode, chunks: (string | Buffer)[]): boolean {
  // Raw parts, descriptors (a path, a URL, a stream) and errors are left to nodemailer's streams.
  const raw = (node as unknown as { _raw?: unknown })._raw;
  const content = node.content;
  if (raw || !(content === undefined || content === '' || typeof content === 'string' || Buffer.isBuffer(content))) return false;
  const headers = node.buildHeaders();
  // As the headers say it: getTransferEncoding reads a text through again each time it is asked.
  const encoding = /^Content-Transfer-Encoding: *([^\r\n]*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  chunks.push(`${headers}\r\n\r\n`);
  if (content) {
    if (encoding === 'base64') chunks.push(base64Of(content));
    else if (encoding === 'quoted-printable') {
      // Outside text a lone CR or LF is data that nodemailer's stream encodes; its sync encoder cannot.
      if (!/^text\//i.test(node.contentType ?? '')) return false;
      chunks.push(wrapQuotedPrintable(quotedPrintable(content), 76));
    } else chunks.push(content);
  }
  if (!node.multipart) return true;
  for (const [index, child] of node.childNodes.entries()) {
    chunks.push(`${index > 0 ? '\r\n' : ''}--${node.boundary}\r\n`);
    if (!write(child, chunks)) return false;
  }
  chunks.push(`\r\n--${node.boundary}--\r\n`);
  return true;
}

function base64Of(content: string | Buffer): string {
  if (typeof content === 'string') return wrapBase64(base64(content), 76);
  let encoded = encodedPictures.get(content);
  if (encoded === undefined) encodedPictures.set(content, (encoded = wrapBase64(base64(content), 76)));
  return encoded;
}
