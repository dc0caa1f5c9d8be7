import type { FastifyReply } from 'fastify';
import { STORED_CONTENT_TYPES } from '@careers/shared';

/** RFC 6266: an ASCII fallback name and the real one, percent-encoded. */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A download of personal data (an applicants CSV, a candidate's data export): always saved as a file
 * under `fileName`, never shown in the browser, never cached.
 */
export function sendAttachment(
  reply: FastifyReply,
  { contentType, fileName, body }: { contentType: string; fileName: string; body: unknown },
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', attachment(fileName))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/** PRO-18: uploaded bytes are never interpreted by the browser as a page or a script. */
export function sendFile(reply: FastifyReply, key: string, data: Buffer) {
  const extension = key.split('.').pop() ?? '';
  return reply
    .header('content-type', STORED_CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(data);
}
