import { useState } from 'react';
import { toast } from 'react-toastify';
import { PROFILE_TEXTS, UI_MESSAGES, safeExternalUrl, type MobileType, type ProfileSection, type UserProfile } from '@careers/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { formatMobile } from '@/config/dialling-codes';
import { useSendMobileOtp } from '../api/mobile-verification';
import { AddressDialog } from './address-dialog';
import { EducationDialog } from './education-dialog';
import { durationLabel } from '../utils/format';
import { ExperienceDialog } from './experience-dialog';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { MobileVerifyDialog, type MobileTarget } from './mobile-verify-dialog';
import { PersonalDialog } from './personal-dialog';
import { ResumeDialog } from './resume-dialog';
import { ResumeViewLink } from './resume-actions';
import { Detail, Details, EmptySection, SectionCard } from './section-card';
import { SocialDialog } from './social-dialog';
import { TermsCard } from './terms-card';
import { VerifiedBadge } from './verification-badge';
import { toastError } from '@/lib/error-toast';

function ExternalLink({ text }: { text: string }) {
  const href = safeExternalUrl(text);
  // PRO-10 leaves these fields free: only http(s) addresses become links (never javascript:).
  return href ? (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
    >
      {text}
    </a>
  ) : (
    <>{text}</>
  );
}

function MobileRow({
  label,
  kind,
  profile,
  onVerify,
  sending,
}: {
  label: string;
  kind: 'Primary' | 'Secondary';
  profile: UserProfile;
  onVerify: (type: MobileType) => void;
  sending: MobileType | null;
}) {
  const type = `${kind}MobileNoVerified` as const;
  const number = profile[`${kind}MobileNo`];
  const code = profile[`${kind}MobileNoCode`];
  return (
    <Detail label={label}>
      {number && (
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="tabular-nums">{formatMobile(code, number)}</span>
          {profile[type] === 'YES' ? (
            <VerifiedBadge />
          ) : (
            // PRO-13: an unverified number shows a 'Verify' button.
            <Button
              variant="secondary"
              size="sm"
              className="h-8"
              onClick={() => onVerify(type)}
              disabled={sending !== null}
              aria-label={`${PROFILE_TEXTS.verify} ${label.toLowerCase()}`}
            >
              {sending === type && <Spinner className="h-3.5 w-3.5" />}
              {PROFILE_TEXTS.verify}
            </Button>
          )}
        </span>
      )}
    </Detail>
  );
}

/** PRO-3's five cards, refreshed from the user data whenever it changes (PRO-4). */
export function ProfileCards({ profile }: { profile: UserProfile }) {
  const [editing, setEditing] = useState<ProfileSection | 'resume' | null>(null);
  const [verifying, setVerifying] = useState<MobileTarget | null>(null);
  const [sending, setSending] = useState<MobileType | null>(null);
  const sendOtp = useSendMobileOtp();
  const close = () => setEditing(null);
  const edit = (section: ProfileSection | 'resume') => () => setEditing(section);

  /** PRO-13: Verify sends a code, opens the modal and starts the countdown. */
  const startVerification = async (type: MobileType) => {
    const kind = type === 'PrimaryMobileNoVerified' ? 'Primary' : 'Secondary';
    const code = profile[`${kind}MobileNoCode`];
    const number = profile[`${kind}MobileNo`];
    setSending(type);
    try {
      const data = await sendOtp.mutateAsync({ mobile: `${code}${number}` });
      toast.success(UI_MESSAGES.mobileOtpSent);
      setVerifying({ type, code, number, resendAfter: data.resend_after_seconds });
    } catch (error) {
      toastError(error, serverMessageOr(error, UI_MESSAGES.mobileOtpSendFailed));
      // A code was sent moments ago (PRO-14's resend wait): let the candidate type that one.
      if (error instanceof ApiError && error.failure.status === 429 && error.failure.data.field === 'mobile') {
        setVerifying({ type, code, number, resendAfter: error.retryAfterSeconds ?? 0 });
      }
    } finally {
      setSending(null);
    }
  };

  const hasExperience = Boolean(profile.JobTitle || profile.Company || profile.ExperienceDuration);
  const hasEducation = Boolean(profile.Degree || profile.Institute || profile.EducationalDuration);
  const hasAddress = Boolean(profile.PresentAddress || profile.PermanentAddress);

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <SectionCard title={PROFILE_TEXTS.cardTitles.personal} icon={icons.user} onEdit={edit('personal')} className="xl:col-span-2">
        <Details>
          <Detail label="Full name">{`${profile.first_name} ${profile.last_name}`.trim()}</Detail>
          <Detail label="Email">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="break-all">{profile.email}</span>
              {/* PRO-13: the e-mail always shows as verified (it was, at sign-up). */}
              <VerifiedBadge />
            </span>
          </Detail>
          <MobileRow
            label="Primary mobile number"
            kind="Primary"
            profile={profile}
            onVerify={(t) => void startVerification(t)}
            sending={sending}
          />
          <MobileRow
            label="Secondary mobile number"
            kind="Secondary"
            profile={profile}
            onVerify={(t) => void startVerification(t)}
            sending={sending}
          />
        </Details>
      </SectionCard>

      <TermsCard />

      <SectionCard title={PROFILE_TEXTS.cardTitles.address} icon={icons.home} onEdit={edit('address')}>
        {hasAddress ? (
          <Details>
            <Detail label="Present address" wide>
              {profile.PresentAddress}
            </Detail>
            <Detail label="Permanent address" wide>
              {profile.PermanentAddress}
            </Detail>
          </Details>
        ) : (
          <EmptySection
            text="Where are you based? Recruiters plan time zones and contracts with it."
            action="Add address"
            onAction={edit('address')}
          />
        )}
      </SectionCard>

      <SectionCard title={PROFILE_TEXTS.cardTitles.social} icon={icons.link} onEdit={edit('social')}>
        <Details>
          <Detail label="Website" wide>
            {profile.WebsiteLink && <ExternalLink text={profile.WebsiteLink} />}
          </Detail>
          <Detail label="LinkedIn profile" wide>
            {profile.LinkedinProfile && <ExternalLink text={profile.LinkedinProfile} />}
          </Detail>
          <Detail label="Resume" wide>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {profile.resume ? (
                <>
                  <span className="inline-flex min-w-0 items-center gap-1.5">
                    <Icon icon={icons.fileText} className="h-4 w-4 flex-none text-muted" />
                    <span className="truncate">{profile.resume_name || 'Resume'}</span>
                  </span>
                  <ResumeViewLink
                    profile={profile}
                    className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
                  />
                </>
              ) : (
                <span className="font-normal text-muted">No resume yet</span>
              )}
              <Button variant="secondary" size="sm" className="h-8" onClick={edit('resume')}>
                {profile.resume ? PROFILE_TEXTS.changeResume : PROFILE_TEXTS.uploadResume}
              </Button>
            </span>
          </Detail>
        </Details>
      </SectionCard>

      <SectionCard title={PROFILE_TEXTS.cardTitles.experience} icon={icons.briefcase} onEdit={edit('experience')}>
        {hasExperience ? (
          <Details>
            <Detail label="Job title">{profile.JobTitle}</Detail>
            <Detail label="Company">{profile.Company}</Detail>
            <Detail label="Duration" wide>
              {durationLabel(profile.ExperienceDuration)}
            </Detail>
            <Detail label="Key achievements" wide>
              {profile.KeyAchievements}
            </Detail>
          </Details>
        ) : (
          <EmptySection
            text="Add your current or latest role: it is the first thing recruiters read."
            action="Add experience"
            onAction={edit('experience')}
          />
        )}
      </SectionCard>

      <SectionCard title={PROFILE_TEXTS.cardTitles.education} icon={icons.graduation} onEdit={edit('education')}>
        {hasEducation ? (
          <Details>
            <Detail label="Degree">{profile.Degree}</Detail>
            <Detail label="Specialization">{profile.Specialization}</Detail>
            <Detail label="Institute" wide>
              {profile.Institute}
            </Detail>
            <Detail label="Duration" wide>
              {durationLabel(profile.EducationalDuration)}
            </Detail>
          </Details>
        ) : (
          <EmptySection text="Add your highest degree and where you studied." action="Add education" onAction={edit('education')} />
        )}
      </SectionCard>

      <PersonalDialog profile={profile} open={editing === 'personal'} onClose={close} />
      <AddressDialog profile={profile} open={editing === 'address'} onClose={close} />
      <SocialDialog profile={profile} open={editing === 'social'} onClose={close} />
      <ExperienceDialog profile={profile} open={editing === 'experience'} onClose={close} />
      <EducationDialog profile={profile} open={editing === 'education'} onClose={close} />
      <ResumeDialog profile={profile} open={editing === 'resume'} onClose={close} />
      <MobileVerifyDialog target={verifying} onClose={() => setVerifying(null)} />
    </div>
  );
}
