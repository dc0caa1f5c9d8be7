import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONVERSATION_MESSAGES as C, TEMPLATE_NAME_MAX, type MessageTemplate } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { MessageTemplatesEditor } from './message-templates-editor';

let templates: MessageTemplate[] = [];
let writes: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  writes = [];
  templates = [
    { id: 1, name: 'Thank you, not this time', body: 'Dear {firstName}, thank you.', updatedAt: '2026-06-01T09:00:00.000Z' },
    { id: 2, name: 'After the interview', body: 'Dear {firstName}, after the interview…', updatedAt: '2026-06-01T09:00:00.000Z' },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: { method?: string; body?: string }) => {
      const path = new URL(input, 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      if (method === 'GET' && path === '/api/recruiter/message-templates') return Response.json({ templates });
      const body: unknown = init?.body ? JSON.parse(init.body) : undefined;
      writes.push({ method, path, body });
      const fields = typeof body === 'object' && body !== null ? body : {};
      const name = 'name' in fields && typeof fields.name === 'string' ? fields.name : '';
      const text = 'body' in fields && typeof fields.body === 'string' ? fields.body : '';
      const saved = /\/(\d+)$/.exec(path);
      if (method === 'PUT' && saved) {
        const template = { id: Number(saved[1]), name, body: text, updatedAt: '2026-06-02T09:00:00.000Z' };
        templates = templates.map((t) => (t.id === template.id ? template : t));
        return Response.json({ message: C.templates.saved, template });
      }
      if (method === 'POST') {
        const template = { id: 3, name, body: text, updatedAt: '2026-06-02T09:00:00.000Z' };
        templates = [...templates, template];
        return Response.json({ message: C.templates.added, template }, { status: 201 });
      }
      if (method === 'DELETE' && saved) {
        templates = templates.filter((t) => t.id !== Number(saved[1]));
        return Response.json({ message: C.templates.deleted });
      }
      return new Response('{}', { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the admins’ Rejection messages page (REC-29, docs/decisions/048)', () => {
  it('shows each template in its own form; a changed one is saved and the page says so', async () => {
    const user = userEvent.setup();
    renderWithApp(<MessageTemplatesEditor />);
    const first = await screen.findByRole('region', { name: 'Thank you, not this time' });
    expect(screen.getByRole('region', { name: 'After the interview' })).toBeTruthy();
    const body = within(first).getByLabelText(C.templates.body);
    expect(body).toHaveProperty('value', 'Dear {firstName}, thank you.');

    await user.clear(body);
    await user.type(body, 'Dear {{firstName}, thank you for applying for {{jobTitle}.');
    await user.click(within(first).getByRole('button', { name: C.templates.save }));

    expect(await screen.findByText(C.templates.saved)).toBeTruthy();
    expect(writes).toEqual([
      {
        method: 'PUT',
        path: '/api/recruiter/message-templates/1',
        body: { name: 'Thank you, not this time', body: 'Dear {firstName}, thank you for applying for {jobTitle}.' },
      },
    ]);
    // The list is read again: the saved text is what the form shows.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Thank you, not this time' }).querySelector('textarea')?.value).toBe(
        'Dear {firstName}, thank you for applying for {jobTitle}.',
      ),
    );
  });

  it('refuses an empty name or message with the shared messages and saves nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<MessageTemplatesEditor />);
    const first = await screen.findByRole('region', { name: 'Thank you, not this time' });
    await user.clear(within(first).getByLabelText(C.templates.name));
    await user.clear(within(first).getByLabelText(C.templates.body));
    await user.click(within(first).getByRole('button', { name: C.templates.save }));
    expect(await within(first).findByText(C.templates.nameRequired)).toBeTruthy();
    expect(within(first).getByText(C.templates.bodyRequired)).toBeTruthy();
    expect(within(first).getByLabelText(C.templates.name).getAttribute('maxlength')).toBe(String(TEMPLATE_NAME_MAX));
    expect(writes).toEqual([]);
  });

  it('adds a new template, which then has its own form, and deletes one', async () => {
    const user = userEvent.setup();
    renderWithApp(<MessageTemplatesEditor />);
    const add = await screen.findByRole('region', { name: C.templates.add });
    await user.type(within(add).getByLabelText(C.templates.name), 'Short');
    await user.type(within(add).getByLabelText(C.templates.body), 'Hello {{firstName}.');
    await user.click(within(add).getByRole('button', { name: C.templates.add }));
    expect(await screen.findByText(C.templates.added)).toBeTruthy();
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      path: '/api/recruiter/message-templates',
      body: { name: 'Short', body: 'Hello {firstName}.' },
    });
    expect(await screen.findByRole('region', { name: 'Short' })).toBeTruthy();
    await waitFor(() => expect(within(add).getByLabelText(C.templates.name)).toHaveProperty('value', ''));

    const region = screen.getByRole('region', { name: 'After the interview' });
    await user.click(within(region).getByRole('button', { name: C.templates.delete }));
    // It asks once more; "Keep it" keeps it, and nothing is sent.
    await user.click(within(region).getByRole('button', { name: C.templates.confirmDeleteNo }));
    expect(writes.some((w) => w.method === 'DELETE')).toBe(false);
    await user.click(within(region).getByRole('button', { name: C.templates.delete }));
    expect(within(region).getByText(C.templates.confirmDelete('After the interview'))).toBeTruthy();
    await user.click(within(region).getByRole('button', { name: C.templates.confirmDeleteYes }));
    expect(await screen.findByText(C.templates.deleted)).toBeTruthy();
    expect(writes.at(-1)).toEqual({ method: 'DELETE', path: '/api/recruiter/message-templates/2', body: undefined });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'After the interview' })).toBeNull());
  });
});
