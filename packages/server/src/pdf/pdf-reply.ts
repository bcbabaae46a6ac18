import type { FastifyReply } from 'fastify';

/** A file name safe in a header and on every file system: letters, digits, '.', '_' and '-'. */
export function pdfFileName(base: string): string {
  const safe = base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${safe === '' ? 'document' : safe}.pdf`;
}

/**
 * Sends a generated PDF as a download named `fileName` (see `pdfFileName`). The document is the
 * customer's own, so no shared cache may keep it.
 */
export function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string): FastifyReply {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
