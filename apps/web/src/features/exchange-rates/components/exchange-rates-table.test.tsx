import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXCHANGE_RATE_MESSAGES as M, type ExchangeRateRow, type ExchangeRatesAdmin } from '@careers/shared';
import { renderWithApp } from '@/test/render';
import { ExchangeRatesPanel } from './exchange-rates-table';

const seed = (currency: string, per_eur: string): ExchangeRateRow => ({
  currency,
  per_eur,
  as_of: '2025-10-01',
  source: 'seed',
  updated_by: null,
  updated_at: '2026-06-01T08:00:00.000Z',
});
const TABLE: ExchangeRatesAdmin = {
  as_of: '2025-10-01',
  reviewed: false,
  rates: [
    seed('INR', '103.5'),
    { ...seed('PHP', '66.25'), as_of: '2026-06-09', source: 'admin', updated_by: 'Anna Schmidt', updated_at: '2026-06-10T09:15:00.000Z' },
    seed('VND', '30800'),
  ],
};

/** The API as a fake fetch: GET answers the table, PUT answers `saved` (or a 400 with `refused`); every body sent is kept. */
function serve({ refused }: { refused?: object } = {}) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        sent.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
        if (refused) return new Response(JSON.stringify(refused), { status: 400 });
        const rates = TABLE.rates.map((row) =>
          row.currency === 'INR'
            ? { ...row, per_eur: '104.1', as_of: '2026-06-10', source: 'admin' as const, updated_by: 'Lena Berg' }
            : row,
        );
        return new Response(JSON.stringify({ ...TABLE, rates, message: M.saved('INR') }));
      }
      return new Response(JSON.stringify(TABLE));
    }),
  );
  return sent;
}

describe('the exchange rates page (REC-25)', () => {
  const machineZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'UTC';
    vi.useFakeTimers({ now: new Date('2026-06-10T10:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it('lists each rate with its day and who changed it, and says which are still starting values', async () => {
    serve();
    renderWithApp(<ExchangeRatesPanel />);
    const table = await screen.findByRole('table', { name: M.tableLabel });
    const php = within(table).getByRole('row', { name: /PHP/ });
    expect(within(php).getByRole('cell', { name: '66.25' })).toBeTruthy();
    expect(within(php).getAllByText('Anna Schmidt, 10-06-2026 09:15').length).toBeGreaterThan(0);
    expect(within(php).getAllByText('09-06-2026').length).toBeGreaterThan(0);
    expect(within(within(table).getByRole('row', { name: /INR/ })).getAllByText(M.startingValue).length).toBeGreaterThan(0);

    const notice = screen.getByRole('note', { name: M.seedNoticeTitle });
    expect(notice.textContent).toContain(`${M.seedNoticeLead(2)} 01-10-2025. ${M.seedNoticeAction(2)}`);
    expect(within(within(table).getByRole('row', { name: /VND/ })).getByRole('cell', { name: '30,800' })).toBeTruthy();
  });

  it('edits one rate with its day, refusing more than 6 decimal places before sending', async () => {
    const sent = serve();
    const user = userEvent.setup();
    renderWithApp(<ExchangeRatesPanel />);
    await user.click(await screen.findByRole('button', { name: M.editLabel('INR') }));
    const dialog = await screen.findByRole('dialog', { name: 'INR: Indian rupee' });
    const rate = within(dialog).getByRole('textbox', { name: M.rateLabel('INR') });
    expect((rate as HTMLInputElement).value).toBe('103.5');
    expect(within(dialog).getByText('€100 ≈ ₹10,350')).toBeTruthy();

    await user.clear(rate);
    await user.type(rate, '104.1234567');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.rateInvalid)).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '104.1');
    expect(within(dialog).getByText('€100 ≈ ₹10,410')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await screen.findByText(M.saved('INR'))).toBeTruthy();
    expect(sent).toEqual([{ rates: [{ currency: 'INR', per_eur: '104.1', as_of: '2026-06-10' }] }]);
    const inr = within(screen.getByRole('table', { name: M.tableLabel })).getByRole('row', { name: /INR/ });
    expect(within(inr).getByRole('cell', { name: '104.1' })).toBeTruthy();
  });

  it('shows what the server refused on its field', async () => {
    serve({ refused: { message: M.asOfFuture, requestId: 'r', errors: [{ field: 'rates.0.as_of', message: M.asOfFuture }] } });
    const user = userEvent.setup();
    renderWithApp(<ExchangeRatesPanel />);
    await user.click(await screen.findByRole('button', { name: M.editLabel('VND') }));
    const dialog = await screen.findByRole('dialog', { name: 'VND: Vietnamese dong' });
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect((await within(dialog).findAllByText(M.asOfFuture)).length).toBeGreaterThan(0);
  });
});
