import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APPLICATION_MESSAGES, STORAGE_KEYS, type Job } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { SavedJobs } from './saved-jobs';
import { SaveJobButton } from './save-job-button';

afterEach(() => vi.unstubAllGlobals());

const job = (id: number, status: Job['status'] = 'open'): Job => ({
  job_id: id,
  job_title: `Job ${id}`,
  is_remote: true,
  job_type: 'Freelance',
  department: 'Cloud',
  job_description: '<p>x</p>',
  category: 'Security',
  location: 'Remote (India)',
  status,
  posted_date: '2026-03-01',
  closing_date: null,
  pay: null,
  start_date: null,
  duration_months: null,
  hours_per_week: null,
  remote_countries: [],
  cet_overlap_hours: null,
  skills_required: [],
  skills_nice: [],
});

/** A tiny API: the saved list, and PUT/DELETE that change it, as the server would. */
function fakeSavedJobsApi(initial: Job[]) {
  let saved = [...initial];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push(`${method} ${url}`);
      const id = Number(url.split('/').pop());
      if (method === 'PUT') saved = [job(id), ...saved];
      if (method === 'DELETE') saved = saved.filter((j) => j.job_id !== id);
      const body =
        method === 'GET'
          ? { saved_jobs: saved.map((j) => ({ job: j, saved_at: '2026-03-05T10:00:00.000Z' })) }
          : { message: method === 'PUT' ? APPLICATION_MESSAGES.jobSaved : APPLICATION_MESSAGES.jobUnsaved };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

const signIn = () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ first_name: 'Priya', last_name: 'Sharma', role: 'candidate' }));
};

describe('Saved Jobs tab (APP-6)', () => {
  it('lists saved jobs with a way to open each and to remove it; a closed one is marked', async () => {
    const calls = fakeSavedJobsApi([job(1), job(2, 'closed')]);
    const user = userEvent.setup();
    renderWithApp(<SavedJobs />);
    expect((await screen.findByRole('link', { name: 'Job 1' })).getAttribute('href')).toBe('/job/1');
    expect(screen.getByRole('link', { name: 'Apply Now: Job 1' }).getAttribute('href')).toBe('/apply?job=1');
    expect(screen.getByText(APPLICATION_MESSAGES.noLongerOpen)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Job 2' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove Job 1 from saved jobs' }));
    expect(await screen.findByText(APPLICATION_MESSAGES.jobUnsaved)).toBeTruthy();
    await screen.findByText('Job 2');
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Job 1' })).toBeNull());
    expect(calls).toContain('DELETE /api/saved-jobs/1');
  });

  it('removes without asking, and the toast’s Undo saves the job again', async () => {
    const calls = fakeSavedJobsApi([job(1), job(2)]);
    const user = userEvent.setup();
    renderWithApp(<SavedJobs />);
    await user.click(await screen.findByRole('button', { name: 'Remove Job 1 from saved jobs' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(screen.queryByRole('link', { name: 'Job 1' })).toBeNull());
    await user.click(await screen.findByRole('button', { name: APPLICATION_MESSAGES.undoUnsave }));
    expect(await screen.findByRole('link', { name: 'Job 1' })).toBeTruthy();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual(['DELETE /api/saved-jobs/1', 'PUT /api/saved-jobs/1']);
  });
});

describe('Save job on the job page (APP-6)', () => {
  it('toggles the saved state for a signed-in candidate', async () => {
    signIn();
    const calls = fakeSavedJobsApi([]);
    const user = userEvent.setup();
    renderWithApp(<SaveJobButton jobId={7} />);
    const button = screen.getByRole('button', { name: 'Save job' });
    await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    await user.click(button);
    // A saved job shows it: pressed, and the label says "Saved".
    await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe(APPLICATION_MESSAGES.jobSavedState);
    expect(await screen.findByText(APPLICATION_MESSAGES.jobSaved)).toBeTruthy();
    // Unsaving asks nothing; its toast offers Undo, which saves it again.
    await user.click(button);
    await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'));
    expect(button.textContent).toBe('Save job');
    expect(await screen.findByText(APPLICATION_MESSAGES.jobUnsaved)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: APPLICATION_MESSAGES.undoUnsave }));
    await vi.waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe(APPLICATION_MESSAGES.jobSavedState);
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([
      'PUT /api/saved-jobs/7',
      'DELETE /api/saved-jobs/7',
      'PUT /api/saved-jobs/7',
    ]);
  });
});
