import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFER_MESSAGES as O, type CandidateOffer, type Offer } from '@careers/shared';
import { sampleOfferInput } from '@careers/test-helpers';
import { renderWithApp } from '@/test/render';
import { ApplicationOffer } from './application-offer';

// pdf.js draws nothing in jsdom: the reader is a stand-in that names what it was given.
vi.mock('@/components/pdf-viewer', () => ({ default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

afterEach(() => vi.unstubAllGlobals());

// The sample offer as sent (its expiry, 18:00 in Zurich, stored in UTC), paid in rupees.
const offer: Offer = {
  ...sampleOfferInput({ rate: { amount: 7_000_000, currency: 'INR', unit: 'day' }, notice_terms: '14 days’ notice.' }),
  id: 7,
  application_id: 3,
  version: 2,
  status: 'sent',
  expired: false,
  expires_at: '2026-06-19T16:00:00.000Z',
  outside_range_confirmed: false,
  created_at: '2026-06-10T10:00:00.000Z',
  sent_at: '2026-06-10T10:00:00.000Z',
  withdrawn_at: null,
  declined_at: null,
  decline_reason: null,
  letter_sha256: 'a'.repeat(64),
  acceptance: null,
};
const view: CandidateOffer = { application_id: 3, job_title: 'Cloud Engineer', account_name: 'Thị Minh Nguyễn', offer };

const urlOf = (input: RequestInfo | URL) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

function answer() {
  const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = urlOf(input);
    if (url.endsWith('/letter')) return new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 });
    if (url.endsWith('/accept'))
      return new Response(
        JSON.stringify({
          message: O.accepted,
          offer: {
            ...offer,
            status: 'accepted',
            acceptance: {
              name: 'thị minh nguyễn',
              at: '2026-06-11T10:00:00.000Z',
              ip: '203.0.113.9',
              letter_sha256: 'a'.repeat(64),
              signed_sha256: 'b'.repeat(64),
            },
          },
        }),
        { status: 200 },
      );
    return new Response(JSON.stringify(view), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('APP-14: the candidate’s offer on Applied Jobs', () => {
  it('shows the terms in the reader’s locale, the letter, and refuses a name that is not the account’s before asking the server', async () => {
    const fetch = answer();
    renderWithApp(<ApplicationOffer applicationId={3} open />);
    expect(await screen.findByRole('heading', { name: O.pageTitle('Cloud Engineer') })).toBeTruthy();
    expect(screen.getByText(/70,000\.00 per day|70\.000,00 per day/)).toBeTruthy();
    expect(await screen.findByRole('region', { name: O.letterReader })).toBeTruthy();
    await userEvent.type(screen.getByLabelText(O.fullName), 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: O.acceptButton }));
    expect(screen.getByText(O.nameMismatch('Thị Minh Nguyễn'))).toBeTruthy();
    expect(fetch.mock.calls.some(([input]) => urlOf(input).endsWith('/accept'))).toBe(false);

    await userEvent.clear(screen.getByLabelText(O.fullName));
    await userEvent.type(screen.getByLabelText(O.fullName), 'thị minh  nguyễn');
    await userEvent.click(screen.getByRole('button', { name: O.acceptButton }));
    const call = fetch.mock.calls.find(([input]) => urlOf(input).endsWith('/api/offers/7/accept'));
    expect(call?.[1]?.method).toBe('POST');
    const body = call?.[1]?.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({ full_name: 'thị minh  nguyễn' });
  });
});
