import { Suspense, lazy, useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { OFFER_MESSAGES as O, namesMatch, type Offer } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { downloadMyLetter, useAnswerOffer, useMyLetter, useMyOffer } from '../api/offers';
import { OfferStatusBadge } from './applicant-offer';
import { OfferTerms, SignatureEvidence, instantText } from './offer-terms';

// The same pdf.js reader as the recruiters' CV viewer (a lazy chunk): the letter is read in the page.
const PdfReader = lazy(() => import('@/components/pdf-viewer'));

function LetterReader({ offer, which }: { offer: Offer; which: 'letter' | 'signed' }) {
  const bytes = useMyLetter(offer.id, which);
  const loading = (
    <p className="flex items-center gap-2 text-sm text-muted">
      <Spinner className="h-4 w-4" />
      {O.letterLoading}
    </p>
  );
  if (bytes.isError) return <p className="text-sm text-danger">{O.loadFailed}</p>;
  if (!bytes.data) return loading;
  return (
    // The letter at its full height (the page scrolls, no nested scrolling area): each page drawn with its text layer.
    <div className="rounded-lg bg-surface p-2 ring-1 ring-line sm:p-4">
      <Suspense fallback={loading}>
        <PdfReader
          data={bytes.data}
          label={which === 'letter' ? O.letterReader : O.signedReader}
          texts={{ loading: O.letterLoading, failed: O.loadFailed }}
        />
      </Suspense>
    </div>
  );
}

/** APP-14: accept by typing the account's full name (a simple electronic signature). */
function AcceptForm({ offer, accountName, applicationId }: { offer: Offer; accountName: string; applicationId: number }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const answer = useAnswerOffer(applicationId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(O.nameRequired);
    if (!namesMatch(name, accountName)) return setError(O.nameMismatch(accountName));
    setError(undefined);
    answer.mutate(
      { offerId: offer.id, accept: true, fullName: name },
      { onSuccess: (res) => toast.success(res.message), onError: (e) => setError(serverMessageOr(e, O.loadFailed)) },
    );
  };
  const headingId = useId();
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId} className="rounded-lg border border-brand-200 bg-brand-50/60 p-4">
      <h5 id={headingId} className="font-semibold text-ink">
        {O.acceptTitle}
      </h5>
      <p className="mt-1 text-sm text-muted">{O.acceptHint(accountName)}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label={O.fullName}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={answer.isPending} className="sm:mt-7">
          {answer.isPending ? <Spinner className="h-4 w-4" /> : <Icon icon={icons.check} className="h-4 w-4" />}
          {O.acceptButton}
        </Button>
      </div>
    </form>
  );
}

/** APP-14: decline with an optional reason, after a confirmation. */
function DeclineAction({ offer, applicationId }: { offer: Offer; applicationId: number }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const answer = useAnswerOffer(applicationId);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>
        {O.declineButton}
      </Button>
      <Dialog open={open} onClose={close} busy={answer.isPending} title={O.declineTitle} description={O.declineConfirm}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            answer.mutate(
              { offerId: offer.id, accept: false, reason },
              {
                onSuccess: (res) => {
                  toast.success(res.message);
                  close();
                },
                onError: (e) => toastError(e, serverMessageOr(e, O.loadFailed)),
              },
            );
          }}
        >
          <div className="px-5 pt-5 sm:px-6">
            <TextAreaField label={O.declineReason} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <DialogActions onCancel={close} busy={answer.isPending} label={O.declineButton} />
        </form>
      </Dialog>
    </>
  );
}

const download = (offer: Offer, which: 'letter' | 'signed') =>
  downloadMyLetter(offer.id, offer.version, which).catch((error: unknown) => toastError(error, serverMessageOr(error, O.loadFailed)));

/**
 * APP-14: the offer on the Applied Jobs tab (the e-mail links to `#offer-<application id>`): the terms in
 * the reader's locale and zone, the letter read in the page and downloadable, then accept or decline; once
 * accepted, the signature's evidence and the signed letter.
 */
export function ApplicationOffer({ applicationId, open }: { applicationId: number; open: boolean }) {
  const query = useMyOffer(applicationId, open);
  const headingId = useId();
  if (!open || query.isPending || query.isError) return null;
  const { offer, account_name: accountName, job_title: jobTitle } = query.data;
  if (!offer) return null;
  const answerable = offer.status === 'sent' && !offer.expired;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h4 id={headingId} className="text-lg font-semibold text-ink">
            {O.pageTitle(jobTitle)}
          </h4>
          <p className="mt-1 text-sm text-muted">
            {offer.status === 'accepted' && offer.acceptance
              ? O.acceptedOn(instantText(offer.acceptance.at))
              : offer.status === 'declined' && offer.declined_at
                ? O.declinedOn(instantText(offer.declined_at))
                : O.expiresOn(instantText(offer.expires_at))}
          </p>
        </div>
        <OfferStatusBadge offer={offer} />
      </div>
      <div className="mt-4">
        <OfferTerms offer={offer} />
      </div>
      {offer.notice_terms && (
        <div className="mt-4">
          <h5 className="text-xs font-semibold uppercase tracking-wide text-muted">{O.noticeTerms}</h5>
          <p className="mt-0.5 whitespace-pre-line text-sm text-ink">{offer.notice_terms}</p>
        </div>
      )}
      {offer.status === 'withdrawn' && <p className="mt-4 text-sm text-muted">{O.withdrawnOffer}</p>}
      {offer.status === 'sent' && offer.expired && <p className="mt-4 text-sm text-danger">{O.expiredOffer}</p>}
      <div className="mt-5 space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-ink">{answerable ? O.readLetter : O.letter}</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void download(offer, 'letter')}>
              <Icon icon={icons.download} className="h-4 w-4" />
              {O.download}
            </Button>
            {offer.acceptance && (
              <Button variant="secondary" size="sm" onClick={() => void download(offer, 'signed')}>
                <Icon icon={icons.download} className="h-4 w-4" />
                {O.downloadSigned}
              </Button>
            )}
          </div>
        </div>
        <LetterReader offer={offer} which={offer.acceptance ? 'signed' : 'letter'} />
      </div>
      {answerable && (
        <div className="mt-5 space-y-3">
          <AcceptForm offer={offer} accountName={accountName} applicationId={applicationId} />
          <div className="flex justify-end">
            <DeclineAction offer={offer} applicationId={applicationId} />
          </div>
        </div>
      )}
      {offer.acceptance && (
        <div className="mt-5 rounded-lg bg-accent-50 p-4 ring-1 ring-accent-100">
          <h5 className="mb-2 font-semibold text-ink">{O.signature}</h5>
          <SignatureEvidence offer={offer} />
        </div>
      )}
    </section>
  );
}
