import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** What text is read from: a PDF or a DOCX (an old .doc or an image has none we read). */
export type TextSource = 'pdf' | 'docx';

export const sourceOfMime = (mime: string): TextSource | null =>
  mime === 'application/pdf' ? 'pdf' : mime === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' ? 'docx' : null;

export interface ExtractionLimits {
  /** A file that takes longer is given up (its worker is ended). */
  timeoutMs: number;
  /** The worker's heap: a file that needs more ends the worker, never the server. */
  maxHeapMb: number;
  /** At most this much text is kept per file. */
  maxChars: number;
}

export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = { timeoutMs: 10_000, maxHeapMb: 96, maxChars: 100_000 };

const requireFromHere = createRequire(import.meta.url);
const LIBRARIES = {
  pdf: pathToFileURL(requireFromHere.resolve('unpdf')).href,
  docx: pathToFileURL(requireFromHere.resolve('mammoth')).href,
};

// Runs in the worker (plain JavaScript, evaluated there): unpdf for PDF, mammoth for DOCX.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { source, data, library, maxChars } = workerData;
  const lib = await import(library);
  let text;
  if (source === 'pdf') {
    const document = await lib.getDocumentProxy(new Uint8Array(data));
    text = (await lib.extractText(document, { mergePages: true })).text;
  } else {
    const mammoth = lib.default ?? lib;
    text = (await mammoth.extractRawText({ buffer: Buffer.from(data) })).value;
  }
  parentPort.postMessage(String(text).replace(/\\s+/g, ' ').trim().slice(0, maxChars));
})().catch(() => parentPort.postMessage(null));
`;

/**
 * REC-10: the text of a resume or CV, read in a worker thread with a bounded heap and a time limit,
 * so a malicious or broken file costs at most that worker. Null when no text could be read.
 */
export function extractText(
  source: TextSource,
  data: Buffer,
  limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS,
): Promise<string | null> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (text: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(text && text.length > 0 ? text : null);
    };
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { source, data: new Uint8Array(data), library: LIBRARIES[source], maxChars: limits.maxChars },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => finish(null), limits.timeoutMs);
    worker.on('message', (message: unknown) => finish(typeof message === 'string' ? message : null));
    worker.on('error', () => finish(null));
    worker.on('exit', () => finish(null));
  });
}
