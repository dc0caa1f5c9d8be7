import { describe, expect, it } from 'vitest';
import { createLogRedaction } from '../../../src/platform/lib/log-redaction.js';

describe('request log redaction (docs/decisions/028)', () => {
  it('hides reset tokens, access tokens and codes in logged URLs, and nothing else', () => {
    const { url } = createLogRedaction();
    expect(url('/reset-password?token=abc_DEF-123')).toBe('/reset-password?token=[redacted]');
    expect(url('/x?a=1&Token=s3cret&b=2')).toBe('/x?a=1&Token=[redacted]&b=2');
    expect(url('/x?access_token=eyJ.x.y#frag')).toBe('/x?access_token=[redacted]#frag');
    expect(url('/x?code=123456&page=1')).toBe('/x?code=[redacted]&page=1');
    expect(url('/careers?q=token&page=2')).toBe('/careers?q=token&page=2');
    expect(url('/careers')).toBe('/careers');
  });

  it('hides parameters named like credentials, however they are spelt', () => {
    const { url } = createLogRedaction();
    expect(url('/x?reset_token=a&otp=1&client_secret=b&signature=c')).toBe(
      '/x?reset_token=[redacted]&otp=[redacted]&client_secret=[redacted]&signature=[redacted]',
    );
    // The query-string parser decodes names: so does the redaction.
    expect(url('/x?%74oken=a&to%6Ben=b')).toBe('/x?%74oken=[redacted]&to%6Ben=[redacted]');
    expect(url('/x?postcode_area=1')).toBe('/x?postcode_area=1');
  });

  it('hides the names it is given on every path, and a route’s secret path parameters', () => {
    const redaction = createLogRedaction(['confirm']);
    redaction.protect({ query: ['unsubscribe'], path: { template: '/uploads/photos/:file', names: ['file'] } });
    expect(redaction.url('/job-alerts?confirm=abc')).toBe('/job-alerts?confirm=[redacted]');
    expect(redaction.url('/job-alerts?unsubscribe=abc&x=1')).toBe('/job-alerts?unsubscribe=[redacted]&x=1');
    expect(redaction.url('/uploads/photos/9f8e.png?size=1', '/uploads/photos/:file')).toBe('/uploads/photos/[redacted]?size=1');
    expect(redaction.url('/uploads/photos/9f8e.png', '/uploads/resumes/:file')).toBe('/uploads/photos/9f8e.png');
  });
});
