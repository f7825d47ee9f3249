export { countByMessageId, startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './test-smtp-server';
export { parseMail, type AddressObject, type EmailAddress, type ParsedMail } from './parsed-mail';
