import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads as KB below a megabyte (at least 1 KB) and as MB with one decimal from there', () => {
    expect(formatBytes(0)).toBe('1 KB');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(1.45 * 1024 * 1024)).toBe('1.4 MB');
  });
});
