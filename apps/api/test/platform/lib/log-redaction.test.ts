import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../src/platform/lib/log-redaction.js';

describe('request log redaction', () => {
  it('hides reset tokens and access tokens in logged URLs, and nothing else', () => {
    expect(redactUrl('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/x?a=1&Token=s3cret&b=2')).toBe('/x?a=1&Token=[redacted]&b=2');
    expect(redactUrl('/x?access_token=eyJ.x.y#frag')).toBe('/x?access_token=[redacted]#frag');
    expect(redactUrl('/careers?q=token&page=2')).toBe('/careers?q=token&page=2');
  });
});
