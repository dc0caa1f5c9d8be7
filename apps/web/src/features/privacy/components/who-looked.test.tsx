import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PRIVACY_TEXTS as T, formatDateTime, type MyAccessesResponse } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { WhoLooked } from './who-looked';

afterEach(() => vi.unstubAllGlobals());

describe('who looked at my data (PRV-3)', () => {
  it('names the job of a list view or export in the admins’ log’s words, and the rest as before', async () => {
    const answer: MyAccessesResponse = {
      accesses: [
        { at: '2026-06-10T10:03:00.000Z', kind: 'applicants_view', recruiter: 'Anna Schmidt', job: 'Intune Engineer' },
        { at: '2026-06-10T10:02:00.000Z', kind: 'applicants_export', recruiter: null, job: 'Intune Engineer' },
        { at: '2026-06-10T10:01:00.000Z', kind: 'profile_view', recruiter: 'Anna Schmidt', job: null },
      ],
      total: 3,
      page: 1,
      pageSize: 25,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer))),
    );
    renderWithApp(<WhoLooked />);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('span')?.textContent)).toEqual([
      'Anna Schmidt: Viewed the applicants of “Intune Engineer”',
      `${T.formerRecruiter}: Exported the applicants of “Intune Engineer” (CSV)`,
      `Anna Schmidt: ${T.accessKinds.profile_view}`,
    ]);
  });

  it('shows each time as dd-MM-yyyy HH:mm in the reader’s zone (GEN-7), to the second in its tooltip', async () => {
    const at = '2026-11-26T01:04:25.000Z';
    const answer: MyAccessesResponse = {
      accesses: [{ at, kind: 'profile_view', recruiter: 'Anna Schmidt', job: null }],
      total: 1,
      page: 1,
      pageSize: 25,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer))),
    );
    renderWithApp(<WhoLooked />);
    const time = (await screen.findByRole('list')).querySelector('time');
    expect(time?.textContent).toMatch(/^\d{2}-\d{2}-2026 \d{2}:\d{2}$/);
    expect(time?.textContent).toBe(formatDateTime(at));
    expect(time?.getAttribute('title')).toContain(':25');
  });
});
