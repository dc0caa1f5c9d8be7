import { useState } from 'react';
import { toast } from 'react-toastify';
import { OFFER_MESSAGES as O, type Applicant, type Offer } from '@careers/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { downloadTeamLetter, useOfferAction, useTeamOffers } from '../api/offers';
import { OfferFormDialog } from './offer-form-dialog';
import { OfferTerms, SignatureEvidence, instantText } from './offer-terms';

const TONE = { draft: 'neutral', sent: 'brand', withdrawn: 'neutral', accepted: 'accent', declined: 'neutral' } as const;

export function OfferStatusBadge({ offer }: { offer: Offer }) {
  return <Badge tone={offer.expired ? 'neutral' : TONE[offer.status]}>{offer.expired ? O.expired : O.status[offer.status]}</Badge>;
}

const download = (offer: Offer, which: 'letter' | 'signed') =>
  downloadTeamLetter(offer.id, offer.version, which).catch((error: unknown) => toastError(error, serverMessageOr(error, O.loadFailed)));

/** One version in the history: its status, when it was sent and answered, its letters. */
function HistoryRow({ offer }: { offer: Offer }) {
  const when = offer.acceptance?.at ?? offer.declined_at ?? offer.withdrawn_at ?? offer.sent_at ?? offer.created_at;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2 text-ws-sm">
      <span className="flex items-center gap-2">
        <span className="font-medium text-ink">{O.version(offer.version)}</span>
        <OfferStatusBadge offer={offer} />
      </span>
      <span className="text-muted">{instantText(when)}</span>
    </li>
  );
}

/**
 * REC-33: the applicant panel's offer, at the Offer step and after (Hired): the latest version's terms and
 * state, its letters, send or withdraw, a new version, and the history of earlier versions.
 */
export function ApplicantOffer({ applicant }: { applicant: Applicant }) {
  const shown = applicant.status === 'offer' || applicant.status === 'hired';
  const query = useTeamOffers(applicant.application_id, shown);
  const act = useOfferAction(applicant.application_id);
  const [form, setForm] = useState<{ editing: Offer | null } | null>(null);
  if (!shown) return null;
  if (query.isPending) return <p className="mt-3 text-ws-sm text-muted">{O.formTitle}…</p>;
  if (query.isError) return <p className="mt-3 text-ws-sm text-danger">{O.loadFailed}</p>;
  const data = query.data;
  const [latest, ...earlier] = data.offers;
  const run = (offer: Offer, action: 'send' | 'withdraw') =>
    act.mutate(
      { offerId: offer.id, action },
      { onSuccess: (answer) => toast.success(answer.message), onError: (error) => toastError(error, serverMessageOr(error, O.loadFailed)) },
    );
  const canWrite = applicant.status === 'offer' && latest?.status !== 'accepted';
  return (
    <section
      aria-labelledby={`offer-${applicant.application_id}`}
      className="mt-3 rounded-lg bg-white p-4 ring-1 ring-line"
      data-testid="applicant-offer"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`offer-${applicant.application_id}`} className="text-ws font-semibold text-ink">
          {O.formTitle}
        </h3>
        {latest && <OfferStatusBadge offer={latest} />}
      </div>
      {!latest ? (
        <div className="mt-2">
          <p className="text-ws-sm text-muted">{O.formHint}</p>
          {canWrite && (
            <Button size="sm" className="mt-3" onClick={() => setForm({ editing: null })}>
              <Icon icon={icons.pencil} className="h-4 w-4" />
              {O.formTitle}
            </Button>
          )}
        </div>
      ) : (
        <div className="mt-3 space-y-3">
          <p className="text-ws-xs text-muted">
            {O.version(latest.version)}
            {latest.outside_range_confirmed && ' · outside the published range (confirmed)'}
          </p>
          <OfferTerms offer={latest} compact />
          {latest.decline_reason && (
            <p className="rounded-md bg-surface p-2 text-ws-sm text-ink">
              <span className="font-semibold">{O.declineReason.replace(' (optional)', '')}: </span>
              {latest.decline_reason}
            </p>
          )}
          {latest.acceptance && (
            <div className="rounded-md bg-accent-50 p-3 ring-1 ring-accent-100">
              <p className="mb-2 text-ws-sm font-semibold text-ink">{O.signature}</p>
              <SignatureEvidence offer={latest} />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            {latest.status === 'draft' && (
              <>
                <Button size="sm" onClick={() => run(latest, 'send')} disabled={act.isPending}>
                  {O.send}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setForm({ editing: latest })}>
                  <Icon icon={icons.pencil} className="h-4 w-4" />
                  Edit draft
                </Button>
              </>
            )}
            {latest.letter_sha256 && (
              <Button size="sm" variant="secondary" onClick={() => void download(latest, 'letter')}>
                <Icon icon={icons.download} className="h-4 w-4" />
                {O.letter}
              </Button>
            )}
            {latest.acceptance && (
              <Button size="sm" variant="secondary" onClick={() => void download(latest, 'signed')}>
                <Icon icon={icons.download} className="h-4 w-4" />
                {O.signedLetter}
              </Button>
            )}
            {latest.status === 'sent' && !latest.expired && (
              <Button size="sm" variant="ghost" onClick={() => run(latest, 'withdraw')} disabled={act.isPending}>
                {O.withdraw}
              </Button>
            )}
            {canWrite && latest.status !== 'draft' && (
              <Button size="sm" variant="secondary" onClick={() => setForm({ editing: null })}>
                {O.newVersion}
              </Button>
            )}
          </div>
          {earlier.length > 0 && (
            <div>
              <h4 className="text-ws-xs font-semibold uppercase tracking-wide text-muted">{O.history}</h4>
              <ul className="divide-y divide-line">
                {earlier.map((offer) => (
                  <HistoryRow key={offer.id} offer={offer} />
                ))}
              </ul>
            </div>
          )}
        </div>
      )}
      {form && <OfferFormDialog data={data} editing={form.editing} from={latest} onClose={() => setForm(null)} />}
    </section>
  );
}
