import { mkdtempSync, readFileSync, rmSync, readdirSync, statSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config/config.js';
import {
  createLocalStorage,
  createStorage,
  isSafeKey,
  randomKey,
  type FileStorage,
  type LocalFileSystem,
} from '../../../src/platform/storage/storage.js';
import { startLocalS3, type LocalS3 } from '../../helpers/s3-server.js';
import { createTestApp } from '../../helpers/test-app.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'careers-storage-'));
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

/** Both drivers, built the way the server builds them: from the configuration (OPS-2). */
const drivers: [string, () => FileStorage][] = [
  ['local folder', () => createStorage(loadConfig({ DATA_DIR: root, JWT_SECRET: 'x'.repeat(32) }).storage)],
  ['S3-compatible bucket', () => createStorage(loadConfig({ DATA_DIR: root, JWT_SECRET: 'x'.repeat(32), ...s3.env }).storage)],
];

describe.each(drivers)('file storage in a %s', (_name, make) => {
  let storage: FileStorage;
  let other: FileStorage;
  beforeAll(() => {
    storage = make();
    // A second instance with the same settings stands for another server process.
    other = make();
  });
  afterAll(async () => {
    await storage.close();
    await other.close();
  });

  it('stores, reads and deletes a file under a random key; deleting twice is fine', async () => {
    const key = randomKey('resumes', 'pdf');
    expect(key).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
    await storage.put(key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    const read = await storage.get(key);
    expect(read?.data.toString()).toBe('%PDF-1.7 test');
    expect(read?.size).toBe(13);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('tells the size of a stored file, and null for a missing one (docs/decisions/010: the storage allowance)', async () => {
    const key = randomKey('photos', 'png');
    expect(await storage.size(key)).toBeNull();
    await storage.put(key, Buffer.alloc(1234, 7), 'image/png');
    expect(await other.size(key)).toBe(1234);
    await storage.delete(key);
    expect(await storage.size(key)).toBeNull();
    expect(await storage.size('../../jwt-secret')).toBeNull();
  });

  it('tells a stored file’s size and when it was written (APP-3: the profile’s files offered to the form), null for a missing one', async () => {
    const key = randomKey('resumes', 'pdf');
    expect(await storage.stat(key)).toBeNull();
    const before = Date.now();
    await storage.put(key, Buffer.alloc(321, 7), 'application/pdf');
    const stat = await other.stat(key);
    expect(stat?.size).toBe(321);
    // S3 keeps whole seconds.
    expect(stat?.writtenAt.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stat?.writtenAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.stat('../../jwt-secret')).toBeNull();
  });

  it('keeps binary content byte for byte and answers null for a key never written', async () => {
    const key = randomKey('photos', 'png');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put(key, bytes, 'image/png');
    expect((await storage.get(key))?.data.equals(bytes)).toBe(true);
    expect(await storage.get(randomKey('photos', 'png'))).toBeNull();
    await storage.delete(key);
  });

  it('shows a file written by one process to another with the same settings', async () => {
    const key = randomKey('resumes', 'docx');
    await storage.put(key, Buffer.from('PK shared'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect((await other.get(key))?.data.toString()).toBe('PK shared');
    await other.delete(key);
    expect(await storage.get(key)).toBeNull();
  });

  it('refuses keys that could leave the uploads area', async () => {
    for (const key of ['../etc/passwd', 'resumes/../../x.pdf', '/abs/x.pdf', 'resumes/x', 'resumes\\x.pdf', 'a/b c.pdf']) {
      expect(isSafeKey(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    }
    await expect(storage.put('../x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Unsafe/);
  });
});

describe('choosing the driver', () => {
  it('uses DATA_DIR/uploads by default, keeping the key as the relative path', async () => {
    const storage = createLocalStorage(path.join(root, 'uploads'));
    const key = randomKey('resumes', 'pdf');
    await storage.put(key, Buffer.from('x'), 'application/pdf');
    expect(readdirSync(path.join(root, 'uploads', 'resumes'))).toContain(key.split('/')[1]);
    expect(loadConfig({ DATA_DIR: root }).storage).toEqual({ driver: 'local', root: path.join(root, 'uploads') });
  });

  it('decorates the app with the S3 driver when S3_BUCKET is set', async () => {
    const ctx = await createTestApp(s3.env);
    try {
      expect(ctx.app.storage.kind).toBe('s3');
      const key = randomKey('photos', 'jpg');
      await ctx.app.storage.put(key, Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
      expect((await ctx.app.storage.get(key))?.size).toBe(3);
    } finally {
      await ctx.close();
    }
  });

  it('reports a missing bucket as an error, not as a missing file', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: root, ...s3.env, S3_BUCKET: 'no-such-bucket' }).storage);
    try {
      await expect(storage.put(randomKey('resumes', 'pdf'), Buffer.from('x'), 'application/pdf')).rejects.toThrow(/bucket/i);
      await expect(storage.get(randomKey('resumes', 'pdf'))).rejects.toThrow(/bucket/i);
    } finally {
      await storage.close();
    }
  });
});

describe('local storage durability and permissions (docs/decisions/010)', () => {
  it('flushes the file and its folder before put resolves, and keeps both owner-only', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'careers-durable-'));
    try {
      const events: string[] = [];
      const name = (p: string) => path.relative(dir, p).replace(/\.[0-9a-f]{8}\.tmp$/, '.tmp') || '.';
      // node:fs/promises itself, with every call that reaches the disk written down in order.
      const recording: LocalFileSystem = {
        ...fsPromises,
        async mkdir(p, options) {
          events.push(`mkdir ${name(p)}`);
          return fsPromises.mkdir(p, options);
        },
        async open(p, flags, mode) {
          const handle = await fsPromises.open(p, flags, mode);
          const label = name(p);
          return Object.assign(Object.create(handle) as FileHandle, {
            writeFile: async (data: Buffer) => {
              events.push(`write ${label}`);
              return handle.writeFile(data);
            },
            sync: async () => {
              events.push(`sync ${label}`);
              return handle.sync();
            },
            close: async () => handle.close(),
          });
        },
        async rename(from, to) {
          events.push(`rename ${name(from)} ${name(to)}`);
          return fsPromises.rename(from, to);
        },
      };
      const storage = createLocalStorage(path.join(dir, 'uploads'), recording);
      const key = 'resumes/0123456789abcdef0123456789abcdef.pdf';
      await storage.put(key, Buffer.from('%PDF-1.7 durable'), 'application/pdf');
      const file = path.join('uploads', 'resumes', '0123456789abcdef0123456789abcdef.pdf');
      expect(events).toEqual([
        'mkdir uploads/resumes',
        // The new folders' entries, then the file's bytes, then its name.
        'sync uploads',
        'sync .',
        `write ${file}.tmp`,
        `sync ${file}.tmp`,
        `rename ${file}.tmp ${file}`,
        'sync uploads/resumes',
      ]);
      expect(readFileSync(path.join(dir, file), 'utf8')).toBe('%PDF-1.7 durable');
      expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dir, 'uploads')).mode & 0o777).toBe(0o700);
      expect(statSync(path.join(dir, 'uploads', 'resumes')).mode & 0o777).toBe(0o700);
      expect(readdirSync(path.join(dir, 'uploads', 'resumes'))).toEqual(['0123456789abcdef0123456789abcdef.pdf']);

      // A second file in the same folder: no folder is made, so only the file's own folder is flushed.
      events.length = 0;
      await storage.put('resumes/fedcba9876543210fedcba9876543210.pdf', Buffer.from('%PDF-1.7 second'), 'application/pdf');
      expect(events.filter((e) => e.startsWith('sync')).map((e) => e.replace(/ .*resumes\/f.*/, ' file'))).toEqual([
        'sync file',
        'sync uploads/resumes',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
