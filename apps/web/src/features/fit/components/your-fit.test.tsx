import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { FIT_MESSAGES as F, type Fit } from '@careers/shared';
import { session } from '@/lib/session';
import { renderWithApp } from '@/test/render';
import { YourFit } from './your-fit';

/** A candidate in Manila with two of the three required skills (APP-10). */
const FIT: Fit = {
  version: '2026-11-1',
  lines: [
    { kind: 'skills', status: 'partly', text: '2 of 3 required skills (missing: Bicep)' },
    { kind: 'rate', status: 'meets', text: 'your rate fits the range (≈ €600 per day at the rates of 01-10-2025)' },
    { kind: 'availability', status: 'meets', text: 'available 2 weeks before the start' },
    { kind: 'overlap', status: 'unknown', text: 'add your time zone to your profile to see your overlap with CET' },
    { kind: 'country', status: 'meets', text: 'you may work from Philippines' },
  ],
  text: '',
  facts: {
    skillsMet: 2,
    skillsTotal: 3,
    niceMet: 0,
    niceTotal: 0,
    skills: 'partly',
    rate: 'meets',
    availability: 'meets',
    overlap: 'unknown',
    overlapMinutes: null,
    country: 'meets',
    countryCode: 'PH',
  },
};

let asked: string[] = [];
function stubApi() {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      asked.push(new URL(input, 'http://localhost').pathname);
      return Response.json(FIT);
    }),
  );
}
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('Your fit on a job page (APP-10)', () => {
  it('a signed-in candidate reads the lines in words with marks, what the fit never does, and where to add what is missing', async () => {
    stubApi();
    session.save('token', { first_name: 'Maria', last_name: 'Santos', role: 'candidate' });
    renderWithApp(<YourFit jobId={7} />);
    const panel = await screen.findByRole('complementary', { name: F.panelTitle });
    expect(await within(panel).findByText('2 of 3 required skills (missing: Bicep)')).toBeTruthy();
    expect(within(panel).getByText('You may work from Philippines')).toBeTruthy();
    // Not colour alone: each line carries its outcome in words for screen readers.
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(':')[0])).toEqual(['partly fits', 'fits', 'fits', 'not known', 'fits']);
    expect(within(panel).getByText(F.neverDecides)).toBeTruthy();
    expect(
      within(panel)
        .getByRole('link', { name: new RegExp(F.completeTerms) })
        .getAttribute('href'),
    ).toBe('/profile');
    expect(within(panel).getByText(F.rulesVersion('2026-11-1'))).toBeTruthy();
    expect(asked).toEqual(['/api/jobs/7/fit']);
  });

  it('a visitor gets a sign-in hint and no request; a recruiter sees nothing', async () => {
    stubApi();
    const { unmount } = renderWithApp(<YourFit jobId={7} />);
    expect(screen.getByRole('link', { name: F.signInHint })).toBeTruthy();
    unmount();
    session.save('token', { first_name: 'Lena', last_name: 'Berg', role: 'recruiter' });
    renderWithApp(<YourFit jobId={7} />);
    expect(screen.queryByRole('complementary', { name: F.panelTitle })).toBeNull();
    expect(asked).toEqual([]);
  });
});
