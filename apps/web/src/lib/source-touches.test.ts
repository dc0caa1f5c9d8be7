import { afterEach, describe, expect, it } from 'vitest';
import { clearTouches, readTouches } from '@/features/applications/api/source-touches';
import { noteTouch } from './source-touches';

/** Opens `url` in this jsdom tab as a full page load would, with `referrer` as the browser's referrer. */
function arrive(url: string, referrer = '') {
  window.history.replaceState(null, '', url);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  noteTouch();
}

afterEach(() => sessionStorage.clear());

describe('the first and last touch (APP-15)', () => {
  it('keeps the first arrival, replaces the last with each new source, and ignores plain loads and our own links', () => {
    arrive('/?utm_source=LinkedIn&utm_medium=social&utm_campaign=azure');
    arrive('/jobs');
    arrive('/job/7', `${location.origin}/jobs`);
    expect(readTouches()).toMatchObject({
      first: { source: 'linkedin', medium: 'social', campaign: 'azure', landingPath: '/', referrerDomain: null, ref: null },
      last: { source: 'linkedin', campaign: 'azure' },
    });
    arrive('/job/7', 'https://www.google.com/search?q=azure');
    expect(readTouches()).toMatchObject({
      first: { source: 'linkedin' },
      last: { source: 'google.com', referrerDomain: 'google.com', landingPath: '/job/7' },
    });
    arrive('/job/7?ref=abcDEF12345&utm_source=jobs-feed');
    expect(readTouches()?.last).toMatchObject({ source: 'referral', ref: 'abcDEF12345' });
    clearTouches();
    expect(readTouches()).toBeNull();
  });

  it('notes a direct visit when nothing says where the visitor came from', () => {
    arrive('/');
    expect(readTouches()).toMatchObject({ first: { source: 'direct' }, last: { source: 'direct' } });
  });
});
