import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES as C, RECRUITER_MESSAGES as R, applicationTimeline, type Applicant } from '@careers/shared';
import { sampleApplicant } from '@/test/applicant';
import { renderWithApp } from '@/test/render';
import { StepActions } from './step-actions';

afterEach(() => vi.unstubAllGlobals());

describe('the moves of one applicant (REC-6)', () => {
  const applicant: Applicant = {
    application_id: 9,
    status: 'offer',
    mode: 'standard',
    dateApplied: '2026-03-02T09:00:00.000Z',
    applicationSteps: applicationTimeline('offer', [{ status: 'applied', at: '2026-03-02T09:00:00.000Z' }]),
    interview: null,
    screening_answers: [],
    does_not_meet: [],
    source: 'direct',
    source_label: 'direct',
    referred_by: null,
    details: {
      first_name: 'Priya',
      last_name: 'Sharma',
      email: 'priya@example.in',
      mobiles: [{ code: '+91', number: '9876543210' }],
      linkedin_profile: '',
      additional_links: [],
      present_address: '12 MG Road, Bengaluru',
      permanent_address: '12 MG Road, Bengaluru',
      experience: [],
      education: [],
      certifications: [],
    },
    files: [{ id: '3f1e7a4c-8b2d-4c5e-9f10-2a3b4c5d6e7f', kind: 'cv', name: 'priya-cv.pdf', size: 120_000 }],
    rating: { average: 4.5, count: 2 },
  };

  it('offers the next step, and Not selected only after a confirmation; each sends what the recruiter saw', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body });
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ message: R.moved('Hired'), applicant: { ...applicant, status: 'hired' } }));
        throw new Error(`unexpected ${url}`);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<StepActions applicant={applicant} jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.markNotSelected}: Priya Sharma` }));
    expect(screen.getByRole('group', { name: `Confirm ${R.markNotSelected}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.url.includes('/recruiter/applications/'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: `${R.moveTo('Hired')}: Priya Sharma` }));
    expect(await screen.findByText(R.moved('Hired'))).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/recruiter/applications/9/advance');
    expect(JSON.parse(post?.body as string)).toEqual({ from: 'offer' });
  });
});

describe('Not selected with a rejection message (REC-29, docs/decisions/048)', () => {
  const applicant = sampleApplicant(9, 'interview');
  const templates = [
    { id: 41, name: 'Thank you, not this time', body: 'Dear {firstName}, thank you.', updatedAt: '2026-06-01T09:00:00.000Z' },
  ];
  /** Answers the templates and the move; returns the bodies of the moves sent. */
  const serve = () => {
    const moves: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/recruiter/message-templates') return Response.json({ templates });
        if (url === '/api/recruiter/applications/9/not-selected' && init?.method === 'POST') {
          moves.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
          return Response.json({ message: R.moved('Not selected'), applicant: { ...applicant, status: 'not_selected' } });
        }
        throw new Error(`unexpected ${url}`);
      }),
    );
    return moves;
  };

  it('sends no message unless one is chosen', async () => {
    const moves = serve();
    const user = userEvent.setup();
    renderWithApp(<StepActions applicant={applicant} jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.markNotSelected}: Priya Sharma` }));
    const group = screen.getByRole('group', { name: `Confirm ${R.markNotSelected}` });
    const choice = within(group).getByRole<HTMLSelectElement>('combobox', { name: C.templates.choose });
    expect(choice.value).toBe('');
    expect(within(choice).getByRole('option', { name: C.templates.none })).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(R.moved('Not selected'))).toBeTruthy();
    expect(moves).toHaveLength(1);
    expect(moves[0]).not.toHaveProperty('templateId');
  });

  it('shows the chosen template’s text and sends its id with the move', async () => {
    const moves = serve();
    const user = userEvent.setup();
    renderWithApp(<StepActions applicant={applicant} jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.markNotSelected}: Priya Sharma` }));
    const group = screen.getByRole('group', { name: `Confirm ${R.markNotSelected}` });
    await within(group).findByRole('option', { name: 'Thank you, not this time' });
    await user.selectOptions(within(group).getByRole('combobox', { name: C.templates.choose }), 'Thank you, not this time');
    expect(within(group).getByText('Dear {firstName}, thank you.')).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(R.moved('Not selected'))).toBeTruthy();
    expect(moves).toEqual([expect.objectContaining({ templateId: 41 })]);
  });
});

describe('interviews and watching (REC-12, REC-13)', () => {
  const underReview = sampleApplicant(11, 'under_review', {
    details: { first_name: 'Ravi', last_name: 'Kumar', email: 'ravi@example.in', mobiles: [{ code: '+91', number: '9876543211' }] },
  });

  it('Move to Interview opens the interview form; bad input is explained there, good input rides on the move', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body });
        if (init?.method === 'POST')
          return new Response(JSON.stringify({ message: R.moved('Interview'), applicant: { ...underReview, status: 'interview' } }));
        throw new Error(`unexpected ${url}`);
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<StepActions applicant={underReview} jobId={5} />);
    await user.click(await screen.findByRole('button', { name: `${R.moveTo('Interview')}: Ravi Kumar` }));
    const form = screen.getByRole('form', { name: `${R.interviewTitle}: Ravi Kumar` });
    await user.type(within(form).getByLabelText(R.interviewLink), 'http://insecure.example.com');
    await user.click(within(form).getByRole('button', { name: R.moveTo('Interview') }));
    expect(within(form).getByText(R.interviewDateInvalid)).toBeTruthy();
    expect(within(form).getByText(R.interviewLinkInvalid)).toBeTruthy();
    expect(calls.filter((c) => c.url.includes('/advance'))).toEqual([]);

    await user.type(within(form).getByLabelText(R.interviewDate), '2026-06-16');
    await user.type(within(form).getByLabelText(R.interviewTime), '14:00');
    const zone = within(form).getByLabelText(R.interviewTimeZone);
    await user.clear(zone);
    await user.type(zone, 'Europe/Berlin');
    const link = within(form).getByLabelText(R.interviewLink);
    await user.clear(link);
    await user.type(link, 'https://meet.example.com/abc');
    await user.click(within(form).getByRole('button', { name: R.moveTo('Interview') }));
    expect(await screen.findByText(R.moved('Interview'))).toBeTruthy();
    const post = calls.find((c) => c.url === '/api/recruiter/applications/11/advance');
    expect(JSON.parse(post?.body as string)).toEqual({
      from: 'under_review',
      interview: {
        date: '2026-06-16',
        time: '14:00',
        time_zone: 'Europe/Berlin',
        duration_minutes: 30,
        meeting_url: 'https://meet.example.com/abc',
      },
    });
  });
});
