import type { FastifyReply } from 'fastify';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download; like the CSV downloads, kept by no cache. */
export function sendXlsx(reply: FastifyReply, filename: string, workbook: Buffer): FastifyReply {
  return reply
    .type(XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .send(workbook);
}
