import { simpleParser } from 'mailparser';

// The parts of mailparser's result the tests read. Declared in a module of our own rather than in
// the ambient mailparser.d.ts, so the declarations this package emits carry them to the projects
// that use it (ambient .d.ts files are not emitted).
export interface EmailAddress {
  address?: string;
  name: string;
}

export interface AddressObject {
  value: EmailAddress[];
  text: string;
}

export interface ParsedMail {
  subject?: string;
  from?: AddressObject;
  to?: AddressObject | AddressObject[];
  replyTo?: AddressObject;
  text?: string;
  html: string | false;
  messageId?: string;
  date?: Date;
  headers: Map<string, unknown>;
  /** Attached and inline parts (pictures shown by cid among them). */
  attachments: { contentType: string; filename?: string; cid?: string; contentDisposition?: string; content: Buffer }[];
}

/** A raw RFC 5322 message, parsed as a mail client would read it. */
export async function parseMail(source: Buffer | string): Promise<ParsedMail> {
  return (await simpleParser(source)) as ParsedMail;
}
