import type { FastifyRequest } from 'fastify';
import { PROFILE_MESSAGES, type UploadRules } from '@careers/shared';
import { HttpError } from './errors.js';

/** What a multipart library error means for the candidate. */
function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * SPEC 7's uploads and the application's CV and photo slots (D14, D25): multipart with one file in the named field. The parser reads at most
 * the limit plus one byte, so an oversized file is recognised without buffering all of it.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new HttpError(415, PROFILE_MESSAGES.notMultipart, rules.field);
  let part;
  try {
    part = await request.file({ limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 } });
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, rules.messages.size, rules.field);
    throw error;
  }
  if (!part) throw new HttpError(400, rules.messages.required, rules.field);
  if (part.fieldname !== rules.field) {
    part.file.resume();
    throw new HttpError(400, rules.messages.required, rules.field);
  }
  try {
    return { data: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    if (isFileTooLarge(error)) throw new HttpError(413, rules.messages.size, rules.field);
    throw error;
  }
}

