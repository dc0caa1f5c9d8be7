import { APPLICATION_STEP_LABELS, formatDate, type TalentCandidateDetail } from '@careers/shared';

const Row = ({ label, value }: { label: string; value: string }) =>
  value ? (
    <div className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink break-words">{value}</dd>
    </div>
  ) : null;

/** Issue 14: a candidate's full profile, files and applications, as a recruiter sees them. */
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
