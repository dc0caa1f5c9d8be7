import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { CALENDAR_FEED_MESSAGES as F, formatDate } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { CopyField } from './copy-field';
import { QueryState } from '@/components/ui/query-state';
import { serverMessageOr } from '@/lib/api-client';
import { toastError } from '@/lib/error-toast';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed';

/**
 * REC-32 (docs/decisions/051): the member's private calendar feed. Its address is a secret shown once, when
 * it is made (only a hash is kept); a new one replaces it, and turning the feed off ends it.
 */
export function CalendarFeedSection() {
  const heading = useId();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const busy = create.isPending || remove.isPending;

  const make = async () => {
    try {
      const made = await create.mutateAsync();
      setUrl(made.url);
      toast.success(made.message);
    } catch (error) {
      toastError(error, serverMessageOr(error, F.failed));
    }
  };
  const turnOff = async () => {
    try {
      const done = await remove.mutateAsync();
      setUrl(null);
      toast.success(done.message ?? F.revoked);
    } catch (error) {
      toastError(error, serverMessageOr(error, F.failed));
    }
  };

  return (
    <section
      aria-labelledby={heading}
      className="mt-6 max-w-2xl rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id={heading} className="mb-2 text-lg font-semibold text-ink">
        {F.legend}
      </h2>
      <p className="text-sm text-muted">{F.intro}</p>
      <p className="mt-2 text-sm text-ink">{F.secret}</p>
      <QueryState query={feed} loading={F.legend}>
        {(data) => (
          <div className="mt-4">
            {url && <FeedAddress url={url} />}
            {data.feed ? (
              <p className="text-sm text-ink">
                {F.active(formatDate(data.feed.createdAt))}{' '}
                {data.feed.lastReadAt ? F.lastRead(formatDate(data.feed.lastReadAt)) : F.neverRead}
              </p>
            ) : (
              <p className="text-sm text-ink">{F.none}</p>
            )}
            <div className="mt-4 flex flex-wrap gap-3">
              <Button onClick={() => void make()} disabled={busy} aria-busy={create.isPending || undefined}>
                {data.feed ? F.regenerate : F.create}
              </Button>
              {data.feed && (
                <Button variant="secondary" onClick={() => void turnOff()} disabled={busy} aria-busy={remove.isPending || undefined}>
                  {F.revoke}
                </Button>
              )}
            </div>
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** The new address, read-only, with a copy button, in a box that says it is shown once. */
function FeedAddress({ url }: { url: string }) {
  return (
    <div className="mb-4 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <CopyField label={F.urlLabel} value={url} button={F.copy} copied={F.copied} copyFailed={F.copyFailed} hint={F.shownOnce} />
    </div>
  );
}
