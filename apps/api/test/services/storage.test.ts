import { mkdtempSync, rmSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isSafeKey, randomKey } from '../../src/services/storage.js';

const root = mkdtempSync(path.join(os.tmpdir(), 'careers-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('local file storage', () => {
  const storage = createLocalStorage(root);

  it('stores, reads and deletes a file under a random key', async () => {
    const key = randomKey('resumes', 'pdf');
    expect(key).toMatch(/^resumes\/[0-9a-f]{32}\.pdf$/);
    await storage.put(key, Buffer.from('%PDF-1.7 test'), 'application/pdf');
    expect((await storage.get(key))?.data.toString()).toBe('%PDF-1.7 test');
    expect(readdirSync(path.join(root, 'resumes'))).toEqual([key.split('/')[1]]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses keys that could leave the uploads area', async () => {
    for (const key of ['../etc/passwd', 'resumes/../../x.pdf', '/abs/x.pdf', 'resumes/x', 'resumes\\x.pdf', 'a/b c.pdf']) {
      expect(isSafeKey(key)).toBe(false);
      expect(await storage.get(key)).toBeNull();
    }
    await expect(storage.put('../x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Unsafe/);
  });
});
