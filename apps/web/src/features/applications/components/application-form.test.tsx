import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_MESSAGES as A,
  APPLICATION_TEXTS as T,
  FIELD_MESSAGES as M,
  SCREENING_MESSAGES as S,
  STORAGE_KEYS,
  formatDate,
  type Job,
  type ProfileFileOffers,
  type PublicScreeningQuestion,
} from '@careers/shared';
import { FakeXhr } from '@/test/fake-xhr';
import { renderWithApp } from '@/test/render';
import { ApplicationForm } from './application-form';

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.respond = undefined;
});

const job: Job = {
  job_id: 1001,
  job_title: 'Azure Architect',
  is_remote: true,
  job_type: 'Freelance',
  department: 'Cloud',
  job_description: '<p>x</p>',
  category: 'Microsoft Cloud',
  location: 'Remote (India)',
  status: 'open',
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
};

/** The API as the form meets it: no draft, no applications, uploads stored; every call recorded. */
function fakeApi(offers: ProfileFileOffers = { cv: null, photo: null }, screening: PublicScreeningQuestion[] = []) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url.startsWith('/api/application-drafts/'))
        return method === 'GET' ? json({ draft: null, screening_questions: screening }) : json({ message: A.draftSaved });
      if (url === '/api/applications') return json({ applications: [] });
      if (url === '/api/application-files/profile') return json(offers);
      // APP-3: the profile's CV copied into a new application file.
      if (url === '/api/application-files/profile/cv' && method === 'POST' && offers.cv)
        return json({ id: '9a1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', kind: 'cv', name: offers.cv.name, size: offers.cv.size }, 201);
      return json({ message: 'unexpected' }, 500);
    }),
  );
  // Uploads go through XMLHttpRequest (for their progress): the server stores the CV and names it.
  FakeXhr.respond = (xhr) => {
    calls.push({ method: xhr.method, url: xhr.url, body: xhr.sent });
    const file = (xhr.sent as FormData).get('cv') as File;
    return { status: 201, body: { id: '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', kind: 'cv', name: file.name, size: file.size } };
  };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return calls;
}

const renderForm = () => {
  localStorage.setItem(STORAGE_KEYS.accessToken, 'a.b.c');
  localStorage.setItem(
    STORAGE_KEYS.userDetails,
    JSON.stringify({ first_name: 'Priya', last_name: 'Sharma', email: 'priya@example.in', role: 'candidate' }),
  );
  renderWithApp(<ApplicationForm job={job} mode="standard" profile={null} />);
};

describe('the application form (APP-2, APP-1)', () => {
  it('is pre-filled from the candidate; repeatable sections start empty, grow by a button and shrink by their delete icon', async () => {
    fakeApi();
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByLabelText('First name')).toHaveProperty('value', 'Priya');
    expect(screen.getByLabelText('Email')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('group', { name: 'Experience 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    await user.click(screen.getByRole('button', { name: 'Add experience' }));
    expect(screen.getByRole('group', { name: 'Experience 2' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Experience 1' }));
    expect(screen.queryByRole('group', { name: 'Experience 2' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add qualification' }));
    const degree = within(screen.getByRole('group', { name: 'Qualification 1' })).getByLabelText('Degree');
    expect([...(degree as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Select a degree',
      'Bachelors',
      'Masters',
      'PhD',
    ]);
    expect(screen.getByLabelText(`Start ${T.year}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add certification' }));
    const course = within(screen.getByRole('group', { name: 'Certification 1' })).getByLabelText('Course/certificate');
    expect([...(course as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Select a course', 'AWS', 'Azure', 'GCP']);
  });

  it('Submit checks the profile rules and a CV before sending anything', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: T.submit }));
    for (const text of [
      A.cvRequired,
      M.primaryMobileRequired,
      M.primaryMobileCodeRequired,
      M.presentAddressRequired,
      M.permanentAddressRequired,
    ]) {
      // Character for character (GEN-1): the double space stays.
      expect(await screen.findByText(text, { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) })).toBeTruthy();
    }
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offers the profile’s CV as the first slot; one click puts a copy in the slot, and another CV can still be uploaded (APP-3)', async () => {
    const uploaded = '2026-11-20T09:30:00.000Z';
    const calls = fakeApi({ cv: { name: 'Priya resume.pdf', size: 12_345, uploaded_at: uploaded }, photo: null });
    const user = userEvent.setup();
    renderForm();
    const offer = await screen.findByRole('button', {
      name: `${T.useProfileFile.cv}: Priya resume.pdf, 12 KB, uploaded ${formatDate(uploaded)}`,
    });
    // No profile photo: the photo slot is the upload alone.
    expect(screen.queryByRole('button', { name: new RegExp(T.useProfileFile.photo) })).toBeNull();
    // The upload stays offered beside it.
    expect(screen.getByLabelText(/Choose CV 1/)).toBeTruthy();

    await user.click(offer);
    expect(await screen.findByRole('button', { name: 'Clear CV 1: Priya resume.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: new RegExp(T.useProfileFile.cv) })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/application-files/profile/cv']);
    // Another CV may follow.
    await user.click(screen.getByRole('button', { name: T.uploadNewCv }));
    expect(screen.getByLabelText(/Choose CV 2/)).toBeTruthy();

    // Cleared, the profile's CV is offered again.
    await user.click(screen.getByRole('button', { name: 'Clear CV 1: Priya resume.pdf' }));
    expect(await screen.findByRole('button', { name: new RegExp(T.useProfileFile.cv) })).toBeTruthy();
  });

  it("'Same as Present Address' shows the present address as the permanent one", async () => {
    fakeApi();
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText('Present address'), '12 MG Road, Bengaluru');
    await user.click(screen.getByLabelText(T.sameAsPresent));
    const permanent = screen.getByLabelText('Permanent address');
    expect(permanent).toHaveProperty('value', '12 MG Road, Bengaluru');
    expect(permanent).toHaveProperty('disabled', true);
  });

  it('CV slots: the limits are checked in the browser; an uploaded CV fills its slot, can be cleared, and Upload new CV adds a slot', async () => {
    const calls = fakeApi();
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = await screen.findByLabelText(/Choose CV 1/);
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(A.cvType)).toBeTruthy();
    await user.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(A.cvSize)).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/application-files/cv')).toEqual([]);

    await user.upload(input, new File(['%PDF-1.7'], 'priya-cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('priya-cv.pdf')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/application-files/cv')).toHaveLength(1);
    expect(screen.queryByLabelText(/Choose CV/)).toBeNull();
    await user.click(screen.getByRole('button', { name: T.uploadNewCv }));
    expect(screen.getByLabelText(/Choose CV 2/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear CV 2' }));
    await user.click(screen.getByRole('button', { name: 'Clear CV 1: priya-cv.pdf' }));
    expect(screen.queryByText('priya-cv.pdf')).toBeNull();
    expect(screen.getByLabelText(/Choose CV 1/)).toBeTruthy();
  });

  it("'This is my current job' sets the end to Present and disables it; Save as draft sends the form as typed", async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Add experience' }));
    const entry = screen.getByRole('group', { name: 'Experience 1' });
    await user.click(within(entry).getByLabelText(T.currentJob));
    const end = await within(entry).findByLabelText('End date');
    await vi.waitFor(() => expect(end).toHaveProperty('value', 'Present'));
    expect(end).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(await screen.findByText(A.draftSaved)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/application-drafts/1001');
    expect(JSON.parse(put?.body as string)).toMatchObject({
      mode: 'standard',
      first_name: 'Priya',
      experience: [{ current: true, end_date: 'Present' }],
    });
  });
});

describe('the screening questions (APP-11)', () => {
  const questions: PublicScreeningQuestion[] = [
    { id: 'invoice', type: 'yes_no', text: 'Can you invoice as a freelancer?', required: true },
    { id: 'years', type: 'number', text: 'Years with Intune?', unit: 'years', required: true },
    { id: 'start', type: 'choice', text: 'When could you start?', choices: ['At once', 'In 2 weeks'], required: false },
  ];

  it('asks them in a section of their own; Submit shows the shared messages under each before sending; the draft keeps the answers', async () => {
    const calls = fakeApi(undefined, questions);
    const user = userEvent.setup();
    renderForm();
    const section = await screen.findByRole('region', { name: S.applySectionTitle });
    expect(within(section).getByText(S.applySectionHint)).toBeTruthy();
    expect(within(section).getByRole('group', { name: 'Can you invoice as a freelancer?' })).toBeTruthy();
    expect(within(section).getByLabelText('Years with Intune? (years)')).toBeTruthy();
    expect(within(section).getByRole('group', { name: `When could you start? ${S.optional}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await within(section).findByText(S.answerYesNo)).toBeTruthy();
    expect(within(section).getByText(S.answerRequired)).toBeTruthy();
    await user.type(within(section).getByLabelText('Years with Intune? (years)'), 'many');
    await user.click(screen.getByRole('button', { name: T.submit }));
    expect(await within(section).findByText(S.answerNumber)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.click(within(section).getByLabelText(S.yes));
    await user.clear(within(section).getByLabelText('Years with Intune? (years)'));
    await user.type(within(section).getByLabelText('Years with Intune? (years)'), '4');
    await user.click(within(section).getByLabelText('In 2 weeks'));
    await user.click(screen.getByRole('button', { name: T.saveDraft }));
    expect(await screen.findByText(A.draftSaved)).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(put?.body as string)).toMatchObject({ screening_answers: { invoice: true, years: '4', start: 'In 2 weeks' } });
  });

  it('shows no section for a job without questions', async () => {
    fakeApi();
    renderForm();
    await screen.findByLabelText('First name');
    expect(screen.queryByRole('region', { name: S.applySectionTitle })).toBeNull();
  });
});
