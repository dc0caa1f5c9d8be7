import type { ReactNode } from 'react';
import { APPLICATION_TEXTS, RECRUITER_MESSAGES, type Applicant, type ApplicationFile } from '@careers/shared';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { serverMessageOr } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { formatMobile } from '@/config/dialling-codes';
import { toastError } from '@/lib/error-toast';
import { downloadApplicationFile } from '../api/application-files';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-0.5 break-words text-sm text-ink">{children}</dd>
    </div>
  );
}

function ExternalLink({ href }: { href: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {href.replace(/^https?:\/\//, '')}
    </a>
  );
}

/** A download that fails says so (the file may be gone, or the session ended: ACC-15's rule applies). */
async function download(file: ApplicationFile) {
  try {
    await downloadApplicationFile(file);
  } catch (error) {
    toastError(error, serverMessageOr(error, RECRUITER_MESSAGES.fileNotFound));
  }
}

/** Everything the candidate submitted (REC-5: the recruiter sees the applicant's details and documents). */
export function ApplicantDetails({ applicant }: { applicant: Applicant }) {
  const d = applicant.details;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Detail term="Email">
          {/* PRV-4: an application whose candidate deleted their account has no e-mail or mobile left. */}
          {d.email ? (
            <a href={`mailto:${d.email}`} className="text-brand-700 underline underline-offset-2">
              {d.email}
            </a>
          ) : (
            '—'
          )}
        </Detail>
        <Detail term="Mobile">{d.mobiles.length ? d.mobiles.map((m) => formatMobile(m.code, m.number)).join(', ') : '—'}</Detail>
        <Detail term="LinkedIn profile">{d.linkedin_profile ? <ExternalLink href={d.linkedin_profile} /> : '—'}</Detail>
        <Detail term="Other links">
          {d.additional_links.length ? (
            <ul>
              {d.additional_links.map((link) => (
                <li key={link}>
                  <ExternalLink href={link} />
                </li>
              ))}
            </ul>
          ) : (
            '—'
          )}
        </Detail>
        <Detail term="Present address">{d.present_address}</Detail>
        <Detail term="Permanent address">{d.permanent_address}</Detail>
      </dl>
      {d.experience.length > 0 && (
        <div>
          <h4 className="text-sm font-bold text-ink">{APPLICATION_TEXTS.sections.experience}</h4>
          <ul className="mt-2 space-y-2">
            {d.experience.map((e, i) => (
              <li key={i} className="text-sm">
                <span className="font-semibold text-ink">{e.job_title}</span>, {e.company}{' '}
                <span className="text-muted">
                  ({e.start_date} – {e.end_date})
                </span>
                {e.key_achievements && <p className="text-muted">{e.key_achievements}</p>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.education.length > 0 && (
        <div>
          <h4 className="text-sm font-bold text-ink">{APPLICATION_TEXTS.sections.education}</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {d.education.map((e, i) => (
              <li key={i}>
                <span className="font-semibold text-ink">{e.degree ? APPLICATION_TEXTS.degrees[e.degree] : ''}</span> in {e.specialization},{' '}
                {e.institution}{' '}
                <span className="text-muted">
                  ({e.start_year} – {e.end_year})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.certifications.length > 0 && (
        <div>
          <h4 className="text-sm font-bold text-ink">{APPLICATION_TEXTS.sections.certifications}</h4>
          <ul className="mt-2 space-y-1 text-sm">
            {d.certifications.map((c, i) => (
              <li key={i}>
                <span className="font-semibold text-ink">{c.course ? APPLICATION_TEXTS.courses[c.course] : ''}</span> {c.specialization},{' '}
                {c.institution}{' '}
                <span className="text-muted">
                  ({c.start_date} – {c.end_date})
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <h4 className="text-sm font-bold text-ink">Documents</h4>
        {applicant.files.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            {applicant.mode === 'linkedin' ? 'Applied with LinkedIn: no CV attached.' : 'No documents.'}
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2">
            {applicant.files.map((file) => (
              <li key={file.id}>
                <button
                  type="button"
                  onClick={() => void download(file)}
                  className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm transition hover:border-brand-200 hover:bg-brand-50"
                >
                  {/* The name reads "Download CV <file> <size>": it says what the button does and contains the text shown (WCAG 2.5.3). */}
                  <span className="sr-only">{`Download ${file.kind === 'cv' ? 'CV' : 'photo'} `}</span>
                  <Icon icon={file.kind === 'cv' ? icons.fileText : icons.image} className="h-4 w-4 text-brand-700" />
                  <span className="font-medium text-ink">{file.name}</span>
                  <span className="text-muted">{formatBytes(file.size)}</span>
                  <Icon icon={icons.download} className="h-4 w-4 text-brand-700" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
