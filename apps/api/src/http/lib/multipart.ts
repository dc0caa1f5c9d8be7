import type { FastifyRequest } from 'fastify';
import { INPUT_MESSAGES, PROFILE_MESSAGES, type UploadRules } from '@careers/shared';
import { HttpError } from './error-handler.js';
import { propertyOf } from '../../platform/lib/property-of.js';

/** What a multipart library error means for the candidate. */
function isFileTooLarge(error: unknown): boolean {
  return propertyOf(error, 'code') === 'FST_REQ_FILE_TOO_LARGE';
}

/** The multipart plugin's own 4xx errors (its limits) keep their status; the error handler answers them. */
function isClientError(error: unknown): boolean {
  const status = propertyOf(error, 'statusCode');
  return error instanceof HttpError || (typeof status === 'number' && status >= 400 && status < 500);
}

/**
 * GEN-12: anything else the parser throws while reading the body (busboy's "Unexpected end of
 * form", "Malformed part header", "Boundary not found"…) comes from the bytes the client sent: a
 * cut-off upload, a missing closing boundary, garbage. That is a 400, not a failure of ours.
 */
function uploadError(error: unknown, rules: UploadRules): unknown {
  if (isFileTooLarge(error)) return new HttpError(413, rules.messages.size, rules.field);
  if (isClientError(error)) return error;
  return new HttpError(400, INPUT_MESSAGES.uploadMalformed, rules.field, {}, error);
}

/** The boundary parameter of a multipart content type; '' when it is missing or empty. */
function boundaryOf(contentType: string | undefined): string {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^\s;]*))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2] ?? '';
}

/**
 * The high-water mark of busboy's part streams (its `fileHwm` sets both the file streams and the
 * parser's raw part streams): unbounded, so pushing into a part never reports "full".
 *
 * GEN-12: a part busboy skips (a Content-Disposition other than form-data, a name or file name
 * with a bare CR or LF, a part past the files limit) is resumed without a reader. A chunk pushed into
 * it is buffered until the next tick, and a chunk of at least the mark (16 KiB on Node 20) makes
 * @fastify/busboy 3.2.6's Dicer hold the request's write callback until the part asks for more.
 * When that same chunk also carries the part's end and the closing boundary, the part ends without
 * asking, Dicer emits its own finish and the held callback is never called: busboy then emits
 * neither a file, nor finish, nor an error, and `request.file()` never settles (the request hangs).
 * With no mark to reach, the parser never holds a callback for a part. Memory stays bounded by the
 * limits below: one file of at most `maxBytes + 1` bytes is kept (and read whole anyway), and the
 * bytes of a skipped or cut-off part are dropped as they are parsed.
 */
const PART_HIGH_WATER_MARK = Number.MAX_SAFE_INTEGER;

/**
 * PRO-19's uploads and the application's CV and photo slots (APP-3, PRO-18): multipart with one file in the named field. The parser reads at most
 * the limit plus one byte, so an oversized file is recognised without buffering all of it.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<{ data: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new HttpError(415, PROFILE_MESSAGES.notMultipart, rules.field);
  // Without a boundary no part can be found: the body cannot be read (rather than "no file was sent").
  if (!boundaryOf(request.headers['content-type'])) throw new HttpError(400, INPUT_MESSAGES.uploadMalformed, rules.field);
  let part;
  try {
    part = await request.file({
      fileHwm: PART_HIGH_WATER_MARK,
      limits: { files: 1, fileSize: rules.maxBytes + 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    });
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!part) throw new HttpError(400, rules.messages.required, rules.field);
  if (part.fieldname !== rules.field) {
    part.file.resume();
    throw new HttpError(400, rules.messages.required, rules.field);
  }
  try {
    return { data: await part.toBuffer(), fileName: part.filename };
  } catch (error) {
    throw uploadError(error, rules);
  }
}
