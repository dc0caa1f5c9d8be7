import { Link } from 'react-router';
import { PRIVACY_TEXTS as T } from '@careers/shared';
import { paths } from '@/config/paths';

/** PRV-1: the profile's "Your data and privacy" card, linking the privacy notice. */
export function YourDataCard() {
  return (
    <section aria-labelledby="your-data-title" className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h2 id="your-data-title" className="font-semibold text-ink">
        {T.profileTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">{T.profileHint}</p>
      <p className="mt-3 text-sm">
        <Link to={paths.privacy} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {T.profileLink}
        </Link>
      </p>
    </section>
  );
}
