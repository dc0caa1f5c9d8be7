import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { PRIVACY_NOTICE } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { PrivacyNoticePage } from './privacy-notice-page';

afterEach(() => vi.unstubAllGlobals());

describe('the privacy notice (PRV-1)', () => {
  it('states the retention period the server is configured with (RETENTION_MONTHS, docs/decisions/019)', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify({ retention_months: 36 }));
      }),
    );
    renderWithApp(<PrivacyNoticePage />);
    expect(screen.getByRole('heading', { level: 1, name: PRIVACY_NOTICE.title })).toBeTruthy();
    expect(await screen.findByText(/If you have not signed in for 36 months, we e-mail you 30 days before/)).toBeTruthy();
    expect(screen.queryByText(/24 months/)).toBeNull();
    expect(urls).toEqual(['/api/privacy-notice']);
  });
});
