import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PRIVACY_TEXTS as T, type MyAccessesResponse } from '@careers/shared';
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
});
