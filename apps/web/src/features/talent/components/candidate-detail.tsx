import { Link } from 'react-router';
import {
  APPLICATION_STEP_LABELS,
  AUDIT_MESSAGES as A,
  PROFILE_TERMS_MESSAGES as PT,
  availabilityText,
  countryName,
  expectedRateText,
  formatDate,
  skillById,
  yearsText,
  zoneLabel,
  type TalentCandidateDetail,
} from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { useSession } from '@/lib/use-session';
import { downloadCandidatePhoto, downloadCandidateResume } from '../api/talent';
import { toastError } from '@/lib/error-toast';

const Row = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink break-words">{value}</dd>
    </div>
  ) : null;

/** A download that fails (gone, or not recorded: REC-9's 503) says why. */
async function download(start: () => Promise<void>) {
  try {
    await start();
  } catch (error) {
    toastError(error, serverMessageOr(error, A.downloadFailed));
  }
}

/** REC-9: the profile's resume and photo, each download recorded; admins get a link to this candidate's log. */
function ProfileFiles({ candidate }: { candidate: TalentCandidateDetail }) {
  const { user } = useSession();
  const p = candidate.profile;
  const name = `${p.first_name} ${p.last_name}`.trim();
  return (
    <section aria-labelledby="candidate-files" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
      <h2 id="candidate-files" className="mb-3 text-lg font-semibold text-ink">
        {A.filesHeading}
      </h2>
      <div className="flex flex-wrap gap-3">
        {candidate.profileFiles.resume ? (
          <Button variant="secondary" onClick={() => void download(() => downloadCandidateResume(candidate.id, p.resume_name))}>
            <Icon icon={icons.download} className="h-5 w-5" />
            {A.downloadResume}
          </Button>
        ) : (
          <p className="text-sm text-muted">{A.noResume}</p>
        )}
        {candidate.profileFiles.photo ? (
          <Button variant="secondary" onClick={() => void download(() => downloadCandidatePhoto(candidate.id, name))}>
            <Icon icon={icons.download} className="h-5 w-5" />
            {A.downloadPhoto}
          </Button>
        ) : (
          <p className="text-sm text-muted">{A.noPhoto}</p>
        )}
      </div>
      <p className="mt-3 text-sm text-muted">{A.recordedHint}</p>
      {user?.role === 'admin' && (
        <p className="mt-2 text-sm">
          <Link
            to={paths.recruiter.audit({ candidate: candidate.id })}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {A.whoViewed}
          </Link>
        </p>
      )}
    </section>
  );
}

/** REC-10: a candidate's full profile, files and applications, as a recruiter sees them. */
export function CandidateDetail({ candidate }: { candidate: TalentCandidateDetail }) {
  const p = candidate.profile;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="candidate-profile" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
        <h2 id="candidate-profile" className="mb-3 text-lg font-semibold text-ink">
          Profile
        </h2>
        <dl className="flex flex-col gap-2">
          <Row label="E-mail" value={p.email} />
          <Row
            label="Mobile"
            value={
              p.PrimaryMobileNo
                ? `${p.PrimaryMobileNoCode} ${p.PrimaryMobileNo} (${p.PrimaryMobileNoVerified === 'YES' ? 'verified' : 'not verified'})`
                : ''
            }
          />
          {/* PRO-20: the candidate's terms. */}
          <Row
            label={PT.skillsLabel}
            value={candidate.terms.skills
              .map((s) => `${skillById(s.skill)?.name ?? s.skill}${s.years === null ? '' : ` (${yearsText(s.years)})`}`)
              .join(', ')}
          />
          <Row label={PT.rateLabel} value={candidate.terms.expected_rate ? expectedRateText(candidate.terms.expected_rate) : ''} />
          <Row label={PT.availabilityLabel} value={availabilityText(candidate.terms)} />
          <Row
            label={PT.countryLabel}
            value={candidate.terms.country_of_residence ? countryName(candidate.terms.country_of_residence) : ''}
          />
          <Row label={PT.timeZoneLabel} value={candidate.terms.time_zone ? zoneLabel(candidate.terms.time_zone, new Date()) : ''} />
          <Row label="Job title" value={p.JobTitle} />
          <Row label="Company" value={p.Company} />
          <Row label="Experience" value={p.ExperienceDuration} />
          <Row label="Key achievements" value={p.KeyAchievements} />
          <Row label="Degree" value={p.Degree} />
          <Row label="Institute" value={p.Institute} />
          <Row label="Specialization" value={p.Specialization} />
          <Row label="LinkedIn" value={p.LinkedinProfile} />
          <Row label="Website" value={p.WebsiteLink} />
          <Row label="Resume" value={p.resume_name} />
        </dl>
      </section>
      <ProfileFiles candidate={candidate} />
      <section aria-labelledby="candidate-applications" className="rounded-card bg-white p-5 shadow-card ring-1 ring-line">
        <h2 id="candidate-applications" className="mb-3 text-lg font-semibold text-ink">
          Applications
        </h2>
        {candidate.applications.length === 0 ? (
          <p className="text-muted">No applications yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {candidate.applications.map((a) => (
              <li key={a.application_id} className="border-b border-line pb-3 last:border-0">
                <p className="font-semibold text-ink">{a.title}</p>
                <p className="text-sm text-muted">
                  Applied {formatDate(a.dateApplied)} · {APPLICATION_STEP_LABELS[a.status]} · {a.files.length}{' '}
                  {a.files.length === 1 ? 'file' : 'files'}
                </p>
                {a.details.certifications.length > 0 && (
                  <p className="text-sm text-ink">
                    Certifications: {a.details.certifications.map((c) => c.specialization || c.course).join(', ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
