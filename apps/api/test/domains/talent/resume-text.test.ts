import { describe, expect, it } from 'vitest';
import { sampleDocx, samplePdf } from '@careers/test-helpers';
import { DEFAULT_EXTRACTION_LIMITS, extractText, sourceOfMime } from '../../../src/domains/talent/resume-text.js';

describe('resume text extraction (REC-10)', () => {
  it('reads the text of a real PDF and a real DOCX', async () => {
    expect(await extractText('pdf', samplePdf('Intune and Autopilot rollout lead'))).toBe('Intune and Autopilot rollout lead');
    expect(await extractText('docx', sampleDocx('Kubernetes & Terraform platform engineer'))).toBe(
      'Kubernetes & Terraform platform engineer',
    );
  });

  it('answers null for a file it cannot read, and keeps at most maxChars', async () => {
    expect(await extractText('pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x41)]))).toBeNull();
    expect(await extractText('docx', Buffer.from('PK\u0003\u0004 not a zip'))).toBeNull();
    expect(await extractText('pdf', samplePdf('abcdefghij klmnop'), { ...DEFAULT_EXTRACTION_LIMITS, maxChars: 5 })).toBe('abcde');
  });

  it('a file that needs more memory than the worker has ends that worker, not this process', async () => {
    // A 1 MB heap cannot even load the PDF library: the worker dies, the caller gets null and goes on.
    expect(await extractText('pdf', samplePdf('Out of memory'), { ...DEFAULT_EXTRACTION_LIMITS, maxHeapMb: 1 })).toBeNull();
    expect(await extractText('pdf', samplePdf('Still here'))).toBe('Still here');
  });

  it('only PDF and DOCX are read', () => {
    expect(sourceOfMime('application/pdf')).toBe('pdf');
    expect(sourceOfMime('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('docx');
    expect(sourceOfMime('application/msword')).toBeNull();
  });
});
