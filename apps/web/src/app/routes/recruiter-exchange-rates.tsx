import { EXCHANGE_RATE_MESSAGES as M } from '@careers/shared';
import { RecruiterPage } from '@/components/layouts/recruiter-page';
import { ExchangeRatesPanel } from '@/features/exchange-rates/components/exchange-rates-table';

/** REC-25: the exchange rates page (admins only: the route table's `admin` access). */
export default function RecruiterExchangeRatesRoute() {
  return (
    <RecruiterPage title={M.pageTitle}>
      <p className="mb-6 max-w-3xl text-muted">{M.intro}</p>
      <ExchangeRatesPanel />
    </RecruiterPage>
  );
}
