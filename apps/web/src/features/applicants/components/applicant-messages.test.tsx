import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND, CONVERSATION_MESSAGES as C, MESSAGE_TEXT_MAX, type ConversationMessage } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { ApplicantMessages } from './applicant-messages';

/** The server's conversation of application 5: Anna wrote, Priya answered with a link. */
let thread: ConversationMessage[] = [];
let posted: unknown[] = [];
let reads = 0;

beforeEach(() => {
  posted = [];
  reads = 0;
  thread = [
    { id: 1, side: 'team', author: 'Anna Schmidt', text: 'When could you start?', createdAt: '2026-06-10T09:00:00.000Z' },
    {
      id: 2,
      side: 'candidate',
      author: 'Priya Sharma',
      text: 'From July.\nMy portfolio: https://priya.example/work',
      createdAt: '2026-06-10T10:00:00.000Z',
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname !== '/api/recruiter/applications/5/messages') return new Response('{}', { status: 404 });
      if (init?.method === 'POST') {
        const body: unknown = JSON.parse(init.body ?? '{}');
        posted.push(body);
        const text = typeof body === 'object' && body !== null && 'text' in body && typeof body.text === 'string' ? body.text : '';
        const item: ConversationMessage = { id: 3, side: 'team', author: 'Ravi Kumar', text, createdAt: '2026-06-10T11:00:00.000Z' };
        thread = [...thread, item];
        return Response.json({ message: C.sent, item }, { status: 201 });
      }
      reads += 1;
      return Response.json({ messages: thread, unreadBefore: reads === 1 ? 1 : 0 });
    }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const messagesList = () => screen.findByRole('list', { name: C.title });

describe('the side panel’s Messages tab (REC-29, docs/decisions/048)', () => {
  it('lists both sides’ messages oldest first, each team message signed with its author, the candidate by name, addresses as links', async () => {
    renderWithApp(<ApplicantMessages jobId={7} applicationId={5} />);
    const list = await messagesList();
    const items = within(list).getAllByRole('article');
    // REC-29: the thread is the team's: a colleague's message is signed with their name, never "You".
    expect(items.map((a) => a.getAttribute('aria-label'))).toEqual([C.fromTeam('Anna Schmidt', BRAND.companyName), 'Priya Sharma']);
    expect(items[0]?.textContent).toContain('When could you start?');
    expect(items[1]?.textContent).toContain('From July.\nMy portfolio: https://priya.example/work');
    const link = within(items[1] ?? list).getByRole('link', { name: 'https://priya.example/work' });
    expect(link.getAttribute('href')).toBe('https://priya.example/work');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(C.teamHint)).toBeTruthy();
    // Opening the tab is the one read that marks the candidate's messages read for this member (and is logged, REC-9).
    expect(reads).toBe(1);
  });

  it('sends a message: the trimmed text goes to the server, the field empties and the thread shows it', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantMessages jobId={7} applicationId={5} />);
    await messagesList();
    const field = screen.getByLabelText(C.label);
    await user.type(field, '  Great, talk on Monday.  ');
    expect(screen.getByText(C.remaining(MESSAGE_TEXT_MAX - '  Great, talk on Monday.  '.length))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: C.send }));

    await waitFor(() => expect(posted).toEqual([{ text: 'Great, talk on Monday.' }]));
    expect(await screen.findByText('Great, talk on Monday.')).toBeTruthy();
    const items = within(await messagesList()).getAllByRole('article');
    expect(items.at(-1)?.getAttribute('aria-label')).toBe(C.fromTeam('Ravi Kumar', BRAND.companyName));
    await waitFor(() => expect(field).toHaveProperty('value', ''));
  });

  it('refuses an empty message and one over 5,000 characters with the shared messages, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicantMessages jobId={7} applicationId={5} />);
    await messagesList();
    await user.click(screen.getByRole('button', { name: C.send }));
    expect(await screen.findByText(C.textRequired)).toBeTruthy();

    // The field stops typing at the limit; a longer text (pasted by a script, an old browser) is still refused.
    const field = screen.getByLabelText(C.label);
    expect(field.getAttribute('maxlength')).toBe(String(MESSAGE_TEXT_MAX));
    fireEvent.change(field, { target: { value: 'x'.repeat(MESSAGE_TEXT_MAX + 1) } });
    await user.click(screen.getByRole('button', { name: C.send }));
    expect(await screen.findByText(C.textMax(MESSAGE_TEXT_MAX))).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
  });

  it('says so when the server refuses the message, and keeps the text', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: { method?: string }) =>
        init?.method === 'POST'
          ? Response.json({ message: 'Application not found' }, { status: 404 })
          : Response.json({ messages: [], unreadBefore: 0 }),
      ),
    );
    renderWithApp(<ApplicantMessages jobId={7} applicationId={5} />);
    expect(await screen.findByText(C.empty)).toBeTruthy();
    const field = screen.getByLabelText(C.label);
    await user.type(field, 'Hello');
    await user.click(screen.getByRole('button', { name: C.send }));
    expect(await screen.findByText('Application not found')).toBeTruthy();
    expect(field).toHaveProperty('value', 'Hello');
  });
});
