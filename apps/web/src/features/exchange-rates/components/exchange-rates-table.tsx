import { useState } from 'react';
import {
  EXCHANGE_RATE_MESSAGES as M,
  currencyName,
  formatDate,
  formatDateTime,
  formatDateTimeFull,
  type ExchangeRateRow,
  type ExchangeRatesAdmin,
} from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { QueryState } from '@/components/ui/query-state';
import { useAdminExchangeRates } from '../api/exchange-rates';
import { EditRateDialog } from './edit-rate-dialog';

/** REC-25: the rates an admin maintains, each with its day and who set it when, and an edit per row. */
export function ExchangeRatesPanel() {
  const rates = useAdminExchangeRates();
  const [editing, setEditing] = useState<ExchangeRateRow | null>(null);
  return (
    <>
      <QueryState query={rates} loading={M.loading}>
        {(data) => (
          <div className="space-y-5">
            <ReviewNotice data={data} />
            <RatesTable rows={data.rates} onEdit={setEditing} />
          </div>
        )}
      </QueryState>
      <EditRateDialog rate={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** "Starting values, not yet reviewed" while any rate is one the site was installed with. */
function ReviewNotice({ data }: { data: ExchangeRatesAdmin }) {
  const seeded = data.rates.filter((row) => row.source === 'seed');
  if (seeded.length === 0) {
    return <p className="text-sm text-muted">{M.allReviewed(formatDate(data.as_of))}</p>;
  }
  const oldest = seeded.reduce((day, row) => (row.as_of < day ? row.as_of : day), seeded[0]?.as_of ?? data.as_of);
  return (
    <div
      role="note"
      aria-labelledby="rates-seed-title"
      className="flex gap-3 rounded-card bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
    >
      <Icon icon={icons.alertCircle} className="mt-0.5 h-5 w-5 flex-none text-amber-700" />
      <div>
        <h2 id="rates-seed-title" className="font-semibold">
          {M.seedNoticeTitle}
        </h2>
        <p className="mt-1 text-sm">
          {M.seedNoticeLead(seeded.length)} <span className="whitespace-nowrap">{formatDate(oldest)}</span>.{' '}
          {M.seedNoticeAction(seeded.length)}
        </p>
      </div>
    </div>
  );
}

function Changed({ row }: { row: ExchangeRateRow }) {
  if (row.source === 'seed') return <Badge tone="brand">{M.startingValue}</Badge>;
  const when = formatDateTime(row.updated_at);
  return (
    <time dateTime={row.updated_at} title={formatDateTimeFull(row.updated_at)}>
      {row.updated_by ? M.changedBy(row.updated_by, when) : M.changedByFormerMember(when)}
    </time>
  );
}

const th = 'px-4 py-2.5 text-left text-xs font-semibold text-muted';

/** A rate's decimal text with its whole part grouped for reading: "30800" → "30,800", "19500.25" → "19,500.25". */
export const groupRate = (rate: string): string => {
  const [whole = '', fraction] = rate.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

function RatesTable({ rows, onEdit }: { rows: readonly ExchangeRateRow[]; onEdit: (row: ExchangeRateRow) => void }) {
  return (
    <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
      <table className="w-full text-sm">
        <caption className="sr-only">{M.tableLabel}</caption>
        <thead className="border-b border-line bg-surface">
          <tr>
            <th scope="col" className={th}>
              {M.columns.currency}
            </th>
            <th scope="col" className={`${th} text-right whitespace-nowrap`}>
              {M.columns.perEur}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {M.columns.asOf}
            </th>
            <th scope="col" className={`${th} hidden md:table-cell`}>
              {M.columns.changed}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{M.columns.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.currency} className="align-middle">
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <span className="font-mono font-semibold text-ink">{row.currency}</span>
                <span className="ml-2 text-muted">{currencyName(row.currency)}</span>
                {/* Below md the day and the change sit under the currency. */}
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted md:hidden">
                  <span>
                    {M.columns.asOf} {formatDate(row.as_of)}
                  </span>
                  <Changed row={row} />
                </span>
              </th>
              <td className="px-4 py-3 text-right font-medium text-ink tabular-nums">{groupRate(row.per_eur)}</td>
              <td className="hidden px-4 py-3 text-ink tabular-nums md:table-cell">{formatDate(row.as_of)}</td>
              <td className="hidden px-4 py-3 text-muted md:table-cell">
                <Changed row={row} />
              </td>
              <td className="px-4 py-2 text-right">
                <Button variant="secondary" size="sm" onClick={() => onEdit(row)} aria-label={M.editLabel(row.currency)}>
                  <Icon icon={icons.pencil} className="h-4 w-4" />
                  <span className="hidden sm:inline">{M.edit}</span>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
