import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { offsetClock } from '../../../src/platform/lib/clock.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the offset clock (CLOCK_OFFSET_FILE, end-to-end tests only)', () => {
  it('adds the milliseconds written in its file to the base time, and reads the file again as it changes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'careers-clock-'));
    dirs.push(dir);
    const file = path.join(dir, 'offset');
    const base = { now: () => new Date('2027-03-27T23:30:00.000Z') };
    const clock = offsetClock(file, base, 0);
    // No file yet: the base time.
    expect(clock.now().toISOString()).toBe('2027-03-27T23:30:00.000Z');
    writeFileSync(file, `${24 * 3_600_000}\n`);
    expect(clock.now().toISOString()).toBe('2027-03-28T23:30:00.000Z');
    writeFileSync(file, 'not a number');
    expect(clock.now().toISOString()).toBe('2027-03-27T23:30:00.000Z');
  });
});
