import { describe, expect, expectTypeOf, it } from 'vitest';
import { errorAnswersOf } from '../contract.js';
import type { FileOperation, ParamsOf } from '../operation.js';
import { resumeDownloadsContract } from './resume-downloads.contract.js';
import { resumeDownloadsOperations } from './resume-downloads.js';

describe('the resume downloads in the route contract (PRO-19, docs/decisions/021)', () => {
  it('are files outside /api, by their stored name', () => {
    expectTypeOf(resumeDownloadsOperations.downloadResume).toExtend<FileOperation>();
    expectTypeOf<ParamsOf<typeof resumeDownloadsOperations.downloadResume>>().toEqualTypeOf<{ file: string | number }>();
  });

  it('need sign-in (401) and are their owner’s only (404 to anyone else, docs/decisions/006)', () => {
    expect(errorAnswersOf(resumeDownloadsContract)).toEqual({ downloadResume: [400, 401, 404] });
  });
});
