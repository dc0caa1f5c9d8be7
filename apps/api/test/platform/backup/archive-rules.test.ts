import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createArchiveStore } from '../../../src/platform/db/archive-store.js';
import { archiveSegment, restoreSegment } from '../../../src/platform/db/wal-segments.js';
import type { BaseBackupInfo } from '../../../src/platform/backup/catalogue.js';
import { applyRetention } from '../../../src/platform/backup/retention.js';

/** docs/decisions/026: the archive's own rules, on a real folder (no database needed). */
const root = mkdtempSync(path.join(os.tmpdir(), 'careers-archive-rules-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SYSTEM = '7712000000000000001';
const DAY = 86_400_000;
const NOW = new Date('2026-11-26T10:00:00Z');

function info(id: string, daysAgo: number, startWalFile: string, uploadsManifest: string | null): BaseBackupInfo {
  const at = new Date(NOW.getTime() - daysAgo * DAY).toISOString();
  return {
    id,
    systemId: SYSTEM,
    timeline: 1,
    startedAt: at,
    stoppedAt: at,
    startLsn: '0/0',
    stopLsn: '0/0',
    startWalFile,
    stopWalFile: startWalFile,
    archiveBytes: 1,
    uploadsManifest,
    pgVersion: '18.4',
  };
}

describe('the archive (docs/decisions/026)', () => {
  it('a WAL file is archived once: the same content again is a success, different content a failure, never an overwrite', async () => {
    const store = createArchiveStore({ kind: 'folder', dir: path.join(root, 'wal-rules') });
    const segment = path.join(root, 'segment');
    writeFileSync(segment, Buffer.alloc(64 * 1024, 7));
    expect(await archiveSegment(store, SYSTEM, segment, '000000010000000000000003')).toBe('stored');
    expect(await archiveSegment(store, SYSTEM, segment, '000000010000000000000003')).toBe('already');
    writeFileSync(segment, Buffer.alloc(64 * 1024, 8));
    await expect(archiveSegment(store, SYSTEM, segment, '000000010000000000000003')).rejects.toThrow(
      /already archived with different content/,
    );
    // What is restored is what was archived first.
    const restored = path.join(root, 'RECOVERYXLOG');
    expect(await restoreSegment(store, SYSTEM, '000000010000000000000003', restored)).toBe(true);
    expect(readFileSync(restored).equals(Buffer.alloc(64 * 1024, 7))).toBe(true);
    // A file the archive does not hold: false (the command exits 1, the normal end of a recovery).
    expect(await restoreSegment(store, SYSTEM, '00000002.history', path.join(root, 'none'))).toBe(false);
  });

  it('retention: base backups past BACKUP_RETAIN_DAYS go with the WAL and upload copies only they needed; the newest always stays', async () => {
    const store = createArchiveStore({ kind: 'folder', dir: path.join(root, 'retention') });
    const manifest = (name: string, shas: string[]) =>
      store.put(
        `${SYSTEM}/uploads/manifests/${name}.json`,
        Buffer.from(
          JSON.stringify({
            takenAt: NOW.toISOString(),
            files: shas.map((sha, i) => ({ path: `f/${i}.pdf`, size: 1, mtimeMs: 0, sha256: sha })),
          }),
        ),
      );
    const old = 'a'.repeat(64);
    const kept = 'b'.repeat(64);
    for (const sha of [old, kept]) await store.put(`${SYSTEM}/uploads/objects/${sha.slice(0, 2)}/${sha}`, Buffer.from(sha));
    await manifest('20261106T100000000Z', [old]);
    await manifest('20261116T100000000Z', [kept]);
    await manifest('20261125T100000000Z', [kept]);
    const backups = [
      info('20261106T100000000Z', 20, '000000010000000000000005', `${SYSTEM}/uploads/manifests/20261106T100000000Z.json`),
      info('20261116T100000000Z', 10, '00000001000000000000000A', `${SYSTEM}/uploads/manifests/20261116T100000000Z.json`),
      info('20261125T100000000Z', 1, '000000010000000000000010', `${SYSTEM}/uploads/manifests/20261125T100000000Z.json`),
    ];
    for (const b of backups) {
      await store.put(`${SYSTEM}/base/${b.id}/data.tar.gz`, Buffer.from('tar'));
      await store.put(`${SYSTEM}/base/${b.id}/backup.json`, Buffer.from(JSON.stringify(b)));
    }
    const wal = ['000000010000000000000004', '000000010000000000000009', '00000001000000000000000A', '000000010000000000000011'];
    for (const name of [...wal, '00000002.history', '000000010000000000000005.00000028.backup']) {
      await store.put(`${SYSTEM}/wal/${name}.gz`, Buffer.from(name));
    }

    const result = await applyRetention(store, SYSTEM, 14, NOW);
    expect(result).toEqual({ baseBackups: 1, walFiles: 3, uploads: 2 });
    const left = (await store.list(`${SYSTEM}/`)).map((o) => o.key).sort();
    expect(left).toEqual(
      [
        `${SYSTEM}/base/20261116T100000000Z/backup.json`,
        `${SYSTEM}/base/20261116T100000000Z/data.tar.gz`,
        `${SYSTEM}/base/20261125T100000000Z/backup.json`,
        `${SYSTEM}/base/20261125T100000000Z/data.tar.gz`,
        `${SYSTEM}/uploads/manifests/20261116T100000000Z.json`,
        `${SYSTEM}/uploads/manifests/20261125T100000000Z.json`,
        `${SYSTEM}/uploads/objects/bb/${kept}`,
        `${SYSTEM}/wal/00000001000000000000000A.gz`,
        `${SYSTEM}/wal/000000010000000000000011.gz`,
        `${SYSTEM}/wal/00000002.history.gz`,
      ].sort(),
    );

    // Long after: every backup is past the retention, the newest stays all the same, with what it needs.
    const later = await applyRetention(store, SYSTEM, 14, new Date(NOW.getTime() + 100 * DAY));
    expect(later.baseBackups).toBe(1);
    const base = (await store.list(`${SYSTEM}/base/`)).map((o) => o.key).sort();
    expect(base).toEqual([`${SYSTEM}/base/20261125T100000000Z/backup.json`, `${SYSTEM}/base/20261125T100000000Z/data.tar.gz`]);
    expect((await store.list(`${SYSTEM}/wal/`)).map((o) => o.key).sort()).toEqual([
      `${SYSTEM}/wal/000000010000000000000011.gz`,
      `${SYSTEM}/wal/00000002.history.gz`,
    ]);
  });
});
