import { existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES as M, PROFILE_MESSAGES as P, RESUME_MAX_BYTES, UI_MESSAGES, type UserProfile } from '@careers/shared';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { signUp } from '../../../helpers/accounts.js';
import { getProfile } from '../../../helpers/profile.js';
import {
  multipart,
  pdfOfSize,
  sampleCompoundFile,
  sampleDocx,
  sampleJpeg,
  samplePdf,
  samplePng,
  type MultipartFile,
} from '@careers/test-helpers';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
const filesIn = (folder: string) => (existsSync(path.join(uploadsDir(), folder)) ? readdirSync(path.join(uploadsDir(), folder)) : []);

function upload(token: string | undefined, kind: 'resume' | 'profile_photo', ...files: MultipartFile[]) {
  const { payload, headers } = multipart(...files);
  return call(ctx, 'POST', `/api/upload/${kind}`, { token, payload, headers });
}
const resume = (data: Buffer, filename = 'Priya Sharma CV.pdf', contentType = 'application/pdf'): MultipartFile => ({
  field: 'resume',
  filename,
  contentType,
  data,
});
const photo = (data: Buffer, filename = 'me.png', contentType = 'image/png'): MultipartFile => ({
  field: 'profile_photo',
  filename,
  contentType,
  data,
});
const download = (url: string, token?: string) => call(ctx, 'GET', url, { token });

describe('POST /api/upload/resume (PRO-19, PRO-18)', () => {
  it('stores a PDF under a random name, answers its path, and the owner downloads it as an attachment', async () => {
    const { token } = await signUp(ctx);
    const pdf = samplePdf();
    const res = await upload(token, 'resume', resume(pdf));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      message: UI_MESSAGES.resumeUploaded,
      resume: expect.stringMatching(/^resumes\/[0-9a-f]{32}\.pdf$/),
      resume_name: 'Priya Sharma CV.pdf',
    });
    expect((await getProfile(ctx, token)).json()).toMatchObject({ resume: body.resume, resume_name: 'Priya Sharma CV.pdf' });

    const file = await download(`/uploads/${body.resume}`, token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Priya Sharma CV.pdf"; filename*=UTF-8''Priya%20Sharma%20CV.pdf`,
      'cache-control': 'private, no-store',
    });
  });

  it('accepts DOCX and DOC (a compound file holding a Word stream), named after what they really are', async () => {
    const { token } = await signUp(ctx);
    const docx = await upload(token, 'resume', resume(sampleDocx(), 'cv.pdf', 'application/pdf'));
    expect(docx.statusCode, docx.body).toBe(200);
    expect(docx.json()).toMatchObject({ resume: expect.stringMatching(/\.docx$/), resume_name: 'cv.docx' });
    const doc = await upload(token, 'resume', resume(sampleCompoundFile('WordDocument'), 'old-cv.doc', 'application/msword'));
    expect(doc.json()).toMatchObject({ resume: expect.stringMatching(/\.doc$/), resume_name: 'old-cv.doc' });
  });

  it("refuses by content: a PNG renamed .pdf, an Excel sheet renamed .doc, a text file, with PRO-16's message", async () => {
    const { token } = await signUp(ctx);
    for (const file of [
      resume(samplePng(), 'resume.pdf', 'application/pdf'),
      resume(sampleCompoundFile('Workbook'), 'resume.doc', 'application/msword'),
      resume(Buffer.from('<html><script>alert(1)</script></html>'), 'resume.pdf'),
    ]) {
      const res = await upload(token, 'resume', file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field: 'resume', message: M.resumeType });
    }
    expect((await getProfile(ctx, token)).json().resume).toBe('');
  });

  it('accepts exactly 1 MB and refuses 1 MB + 1 byte', async () => {
    const { token } = await signUp(ctx);
    expect((await upload(token, 'resume', resume(pdfOfSize(RESUME_MAX_BYTES)))).statusCode).toBe(200);
    const stored = (await getProfile(ctx, token)).json().resume as string;
    const big = await upload(token, 'resume', resume(pdfOfSize(RESUME_MAX_BYTES + 1)));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ requestId: expect.any(String), field: 'resume', message: M.resumeSize });
    const huge = await upload(token, 'resume', resume(pdfOfSize(3 * RESUME_MAX_BYTES)));
    expect(huge.json()).toEqual({ requestId: expect.any(String), field: 'resume', message: M.resumeSize });
    expect((await getProfile(ctx, token)).json().resume).toBe(stored);
  });

  it("answers 'Resume is required' with no file, an empty file or another field name", async () => {
    const { token } = await signUp(ctx);
    for (const files of [[], [resume(Buffer.alloc(0))], [{ ...resume(samplePdf()), field: 'file' }]]) {
      const res = await upload(token, 'resume', ...files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ requestId: expect.any(String), field: 'resume', message: M.resumeRequired });
    }
    const json = await call(ctx, 'POST', '/api/upload/resume', { token, payload: { resume: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(P.notMultipart);
  });

  it('removes the replaced file', async () => {
    const { token } = await signUp(ctx);
    const first = (await upload(token, 'resume', resume(samplePdf('first')))).json().resume as string;
    const second = (await upload(token, 'resume', resume(samplePdf('second')))).json().resume as string;
    expect(second).not.toBe(first);
    expect(existsSync(path.join(uploadsDir(), first))).toBe(false);
    expect(existsSync(path.join(uploadsDir(), second))).toBe(true);
    expect((await download(`/uploads/${first}`, token)).statusCode).toBe(404);
  });

  it('concurrent uploads leave the profile on one stored file and no orphans', async () => {
    const { token } = await signUp(ctx);
    const results = await Promise.all([1, 2, 3, 4].map((n) => upload(token, 'resume', resume(samplePdf(`version ${n}`), `cv-${n}.pdf`))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const profile = (await getProfile(ctx, token)).json<UserProfile>();
    const mine = results.map((r) => r.json().resume as string);
    expect(mine).toContain(profile.resume);
    for (const key of mine) expect(existsSync(path.join(uploadsDir(), key)), key).toBe(key === profile.resume);
    expect(profile.resume_name).toBe(`cv-${mine.indexOf(profile.resume) + 1}.pdf`);
  });

  it('leaves nothing half-written when the file cannot be stored', async () => {
    const { token } = await signUp(ctx);
    const before = (await upload(token, 'profile_photo', photo(samplePng()))).json().profile_photo as string;
    // A real storage failure: a plain file where the photos folder must be.
    const folder = path.join(uploadsDir(), 'photos');
    const moved = `${folder}.bak`;
    rmSync(moved, { recursive: true, force: true });
    renameSync(folder, moved);
    writeFileSync(folder, 'not a folder');
    try {
      const res = await upload(token, 'profile_photo', photo(samplePng(8, 8)));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ requestId: expect.any(String), message: P.storageFailed });
    } finally {
      rmSync(folder, { force: true });
      renameSync(moved, folder);
    }
    expect((await getProfile(ctx, token)).json().profile_photo).toBe(before);
    expect(existsSync(path.join(uploadsDir(), before))).toBe(true);
  });

  it('needs sign-in', async () => {
    expect((await upload(undefined, 'resume', resume(samplePdf()))).statusCode).toBe(401);
    expect((await upload(undefined, 'profile_photo', photo(samplePng()))).statusCode).toBe(401);
  });
});

describe('POST /api/upload/profile_photo (PRO-19, PRO-18)', () => {
  it('stores PNG and JPEG, serves them by their unguessable path with nosniff, and removes the old one', async () => {
    const { token } = await signUp(ctx);
    const png = samplePng();
    const res = await upload(token, 'profile_photo', photo(png));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: UI_MESSAGES.photoUploaded, profile_photo: expect.stringMatching(/^photos\/[0-9a-f]{32}\.png$/) });
    const key = res.json().profile_photo as string;
    expect((await getProfile(ctx, token)).json().profile_photo).toBe(key);

    const served = await download(`/uploads/${key}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const jpeg = await upload(token, 'profile_photo', photo(sampleJpeg(), 'me.jpeg', 'image/jpeg'));
    expect(jpeg.json().profile_photo).toMatch(/\.jpg$/);
    expect((await download(`/uploads/${key}`)).statusCode).toBe(404);
    expect(filesIn('photos')).toContain(path.basename(jpeg.json().profile_photo as string));
  });

  it('refuses other types by content, and more than 1 MB, with the photo messages', async () => {
    const { token } = await signUp(ctx);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await upload(token, 'profile_photo', photo(svg, 'me.png'))).json()).toEqual({
      requestId: expect.any(String),
      field: 'profile_photo',
      message: P.photoType,
    });
    expect((await upload(token, 'profile_photo', photo(samplePdf(), 'me.jpg'))).json()).toEqual({
      requestId: expect.any(String),
      field: 'profile_photo',
      message: P.photoType,
    });
    const big = Buffer.concat([samplePng(), Buffer.alloc(RESUME_MAX_BYTES)]);
    expect((await upload(token, 'profile_photo', photo(big))).json()).toEqual({
      requestId: expect.any(String),
      field: 'profile_photo',
      message: P.photoSize,
    });
    expect((await upload(token, 'profile_photo')).json()).toEqual({
      requestId: expect.any(String),
      field: 'profile_photo',
      message: P.photoRequired,
    });
  });
});

describe('a part the multipart parser skips (GEN-12)', () => {
  // The parser drops a part whose Content-Disposition is not form-data or whose file name holds a bare
  // line break. Over 16 KiB of such a part ending with the body used to stop the parser for good: the
  // request was never answered. These bodies are one chunk each, which is exactly that case.
  const MB = 1024 * 1024;
  const skipped = (field: string): [label: string, part: MultipartFile][] => [
    [
      'Content-Disposition: attachment',
      { field, filename: 'cv.pdf', contentType: 'application/pdf', data: pdfOfSize(MB), disposition: 'attachment' },
    ],
    ['a bare LF in the file name', { field, filename: 'cv.pdf\n.pdf', contentType: 'application/pdf', data: pdfOfSize(MB) }],
  ];

  it.each([
    ['resume', M.resumeRequired],
    ['profile_photo', P.photoRequired],
  ] as const)('POST /api/upload/%s: a skipped part with 1 MB after its header is answered: no file was sent', async (kind, required) => {
    const { token } = await signUp(ctx);
    for (const [label, part] of skipped(kind)) {
      const res = await upload(token, kind, part);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({ requestId: expect.any(String), field: kind, message: required });
    }
    expect((await getProfile(ctx, token)).json()).toMatchObject({ resume: '', profile_photo: '' });
  });

  it('a skipped 1 MB part before or after the file leaves the file to be stored', async () => {
    const { token } = await signUp(ctx);
    for (const [label, part] of skipped('resume')) {
      const before = await upload(token, 'resume', part, resume(samplePdf('after'), 'after.pdf'));
      expect(before.statusCode, `${label}, then the file: ${before.body}`).toBe(200);
      expect(before.json().resume_name).toBe('after.pdf');
      const after = await upload(token, 'resume', resume(samplePdf('before'), 'before.pdf'), part);
      expect(after.statusCode, `the file, then ${label}: ${after.body}`).toBe(200);
      expect(after.json().resume_name).toBe('before.pdf');
    }
  });
});

describe("one candidate's files are out of another's reach", () => {
  it('another candidate cannot download, list or replace a resume; anonymous visitors neither', async () => {
    const a = await signUp(ctx);
    const b = await signUp(ctx);
    const key = (await upload(a.token, 'resume', resume(samplePdf('private')))).json().resume as string;
    expect((await download(`/uploads/${key}`)).statusCode).toBe(401);
    const other = await download(`/uploads/${key}`, b.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('PDF');
    // B's upload changes B's profile only.
    await upload(b.token, 'resume', resume(samplePdf('b')));
    expect((await getProfile(ctx, a.token)).json().resume).toBe(key);
    expect((await download(`/uploads/${key}`, a.token)).statusCode).toBe(200);
  });

  it('paths outside the uploads folders are refused', async () => {
    const { token } = await signUp(ctx);
    for (const url of [
      '/uploads/photos/..%2F..%2Fjwt-secret',
      '/uploads/photos/../../jwt-secret',
      '/uploads/resumes/%2e%2e%2fx.pdf',
      '/uploads/photos/x.png',
    ]) {
      expect([400, 404]).toContain((await download(url, token)).statusCode);
    }
  });
});
