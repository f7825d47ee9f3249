// mailparser ships no types and @types/mailparser is not installed; parsed-mail.ts says what it reads.
declare module 'mailparser' {
  export function simpleParser(source: Buffer | string | NodeJS.ReadableStream): Promise<unknown>;
}
