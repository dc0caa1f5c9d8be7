import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  APPLICATION_MESSAGES,
  APPLICATION_TEXTS,
  applicationTimeline,
  formatInterviewStart,
  localTimeZone,
  CONVERSATION_MESSAGES,
  type ApplicationsResponse,
  type Conversation,
  type UnreadCounts,
} from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { AppliedJobs } from './applied-jobs';

afterEach(() => vi.unstubAllGlobals());
/** The applications list answers `body`; APP-12's unread counts and conversations answer `conversation`. */
const answer = (body: unknown, conversation: { unread?: UnreadCounts; messages?: Conversation } = {}) => {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const json = url.includes('/api/application-messages/unread')
      ? (conversation.unread ?? { total: 0, applications: [] })
      : url.includes('/messages')
        ? init?.method === 'POST'
          ? {
              message: 'Message sent.',
              item: { id: 9, side: 'candidate', author: 'Priya Raman', text: 'Thanks!', createdAt: '2026-03-10T09:00:00.000Z' },
            }
          : (conversation.messages ?? { messages: [], unreadBefore: 0 })
        : body;
    return new Response(JSON.stringify(json), { status: init?.method === 'POST' ? 201 : 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

const events = [
  { status: 'applied' as const, at: '2026-03-02T09:00:00.000Z' },
  { status: 'under_review' as const, at: '2026-03-04T09:00:00.000Z' },
  { status: 'interview' as const, at: '2026-03-09T09:00:00.000Z' },
];
const response: ApplicationsResponse = {
  applications: [
    {
      application_id: 1,
      job_id: 1001,
      title: 'Azure Architect',
      dateApplied: events[0]!.at,
      location: 'Remote (India)',
      contractType: 'Freelance',
      status: 'interview',
      applicationSteps: applicationTimeline('interview', events),
      interview: null,
    },
  ],
};

describe('Applied Jobs: APP-7 My applications', () => {
  it('cards show title, applied-on date (dd-MM-yyyy), location and contract type; a click expands and collapses the timeline', async () => {
    answer(response);
    const user = userEvent.setup();
    renderWithApp(<AppliedJobs />);
    const card = await screen.findByRole('button', { name: /Azure Architect/ });
    expect(card.textContent).toContain('Applied on 02-03-2026');
    expect(card.textContent).toContain('Remote (India)');
    expect(card.textContent).toContain('Freelance');
    expect(card.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: /Progress of your application/ })).toBeNull();

    await user.click(card);
    expect(card.getAttribute('aria-expanded')).toBe('true');
    const steps = within(screen.getByRole('list', { name: /Progress of your application/ })).getAllByRole('listitem');
    expect(steps.map((s) => [s.dataset.status, s.textContent])).toEqual([
      ['done', 'Applied, doneon 02-03-2026'],
      ['done', 'Under review, doneon 04-03-2026'],
      ['active', 'Interview, in progresson 09-03-2026'],
      ['pending', 'Offer, not reached yet'],
      ['pending', 'Hired, not reached yet'],
    ]);

    await user.click(card);
    expect(screen.queryByRole('list', { name: /Progress of your application/ })).toBeNull();
  });

  it('REC-12: a scheduled interview shows in the timeline panel in the reader’s own time zone, with its meeting link', async () => {
    const interview = {
      starts_at: '2026-06-16T12:00:00.000Z',
      duration_minutes: 45,
      meeting_url: 'https://meet.example.com/abc',
      place: null,
      time_zone: 'Europe/Berlin',
      sequence: 1,
      cancelled_at: null,
      cancel_reason: null,
    };
    answer({ applications: [{ ...response.applications[0]!, interview }] });
    const user = userEvent.setup();
    renderWithApp(<AppliedJobs />);
    await user.click(await screen.findByRole('button', { name: /Azure Architect/ }));
    const section = screen.getByRole('region', { name: APPLICATION_TEXTS.interviewHeading });
    const time = section.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(interview.starts_at);
    expect(time?.textContent).toBe(formatInterviewStart(interview.starts_at, localTimeZone()));
    expect(section.textContent).toContain('45 minutes');
    expect(section.textContent).toContain(APPLICATION_TEXTS.interviewZoneNote(localTimeZone()));
    expect(within(section).getByRole('link', { name: APPLICATION_TEXTS.interviewJoin }).getAttribute('href')).toBe(interview.meeting_url);
  });

  it('says so when there are no applications', async () => {
    answer({ applications: [] });
    renderWithApp(<AppliedJobs />);
    expect(await screen.findByText(APPLICATION_MESSAGES.noApplications)).toBeTruthy();
  });

  it('APP-12: the card counts the team’s unread messages; opened, it shows the conversation with links and sends a reply', async () => {
    const fetch = answer(response, {
      unread: { total: 1, applications: [{ applicationId: 1, unread: 1 }] },
      messages: {
        unreadBefore: 1,
        messages: [
          {
            id: 1,
            side: 'team',
            author: 'Anna Schmidt',
            text: 'Our brief: https://northwind.example/brief',
            createdAt: '2026-03-09T10:00:00.000Z',
          },
        ],
      },
    });
    const user = userEvent.setup();
    renderWithApp(<AppliedJobs />);
    const card = await screen.findByRole('button', { name: /Azure Architect/ });
    expect(await within(card).findByText(CONVERSATION_MESSAGES.unread(1))).toBeTruthy();

    await user.click(card);
    const link = await screen.findByRole('link', { name: 'https://northwind.example/brief' });
    expect(link.getAttribute('href')).toBe('https://northwind.example/brief');
    expect(screen.getByText(/Anna Schmidt, Northwind Cloud Services/)).toBeTruthy();

    // An empty message is refused in the browser with the server's words, and nothing is sent.
    await user.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.send }));
    expect(await screen.findByText(CONVERSATION_MESSAGES.textRequired)).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(CONVERSATION_MESSAGES.label), 'Thanks!');
    await user.click(screen.getByRole('button', { name: CONVERSATION_MESSAGES.send }));
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toContain('/api/applications/1/messages');
    expect(posts[0]?.[1]?.body).toBe(JSON.stringify({ text: 'Thanks!' }));
  });
});
