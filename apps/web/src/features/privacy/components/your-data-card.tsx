import { useState } from 'react';
import { Link } from 'react-router';
import { DELETE_ACCOUNT_TEXTS, PRIVACY_MESSAGES, PRIVACY_TEXTS as T } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { useDownloadMyData } from '../api/data-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import { WhoLooked } from './who-looked';
import { toastError } from '@/lib/error-toast';

/** PRV-1 to PRV-4: the profile's "Your data and privacy" card: the privacy notice, "Download my data", "Delete my account". */
export function YourDataCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <section aria-labelledby="your-data-title" className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h2 id="your-data-title" className="font-semibold text-ink">
        {T.profileTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{T.profileHint}</p>
      <p className="mt-2 text-sm">
        <Link to={paths.privacy} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {T.profileLink}
        </Link>
      </p>
      <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p id="download-data-hint" className="text-sm text-muted sm:max-w-md">
          {T.downloadHint}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-describedby="download-data-hint"
          aria-busy={download.isPending || undefined}
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, { onError: (error) => toastError(error, serverMessageOr(error, PRIVACY_MESSAGES.downloadFailed)) })
          }
        >
          <Icon icon={icons.download} className="h-4 w-4" />
          {download.isPending ? T.downloadingData : T.downloadData}
        </Button>
      </div>
      <WhoLooked />
      <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p id="delete-account-hint" className="text-sm text-muted sm:max-w-md">
          {DELETE_ACCOUNT_TEXTS.hint}
        </p>
        <Button variant="secondary" size="sm" aria-describedby="delete-account-hint" onClick={() => setDeleting(true)}>
          {DELETE_ACCOUNT_TEXTS.action}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}
