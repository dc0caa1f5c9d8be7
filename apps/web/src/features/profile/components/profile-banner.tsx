import { useState, type ReactNode } from 'react';
import { PROFILE_TEXTS as T, safeExternalUrl, type UserProfile } from '@careers/shared';
import { Avatar, avatarInitials } from '@/components/ui/avatar';
import { Icon } from '@/components/ui/icon';
import * as icons from '@/components/ui/icons';
import { PhotoDialog } from './photo-dialog';
import { ResumeViewLink } from './resume-actions';
import { durationLabel } from '../utils/format';

const ICON_LINK = 'inline-flex h-10 w-10 items-center justify-center rounded-full ring-1 ring-inset transition';
const PRESENT_ICON = `${ICON_LINK} bg-white text-brand-700 ring-line hover:bg-brand-50 hover:ring-brand-200`;
const ABSENT_ICON = `${ICON_LINK} bg-surface text-muted/50 ring-line/60`;

/** PRO-2: dimmed when absent, with a tooltip saying so. */
function Absent({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span role="img" aria-label={label} title={label} className={ABSENT_ICON}>
      {children}
    </span>
  );
}

/**
 * PRO-2's banner: the photo (a click opens the photo editor), website / LinkedIn / resume
 * icons (dimmed when absent), the full name, job title, and company with the duration.
 */
export function ProfileBanner({ profile }: { profile: UserProfile }) {
  const [editingPhoto, setEditingPhoto] = useState(false);
  const website = safeExternalUrl(profile.WebsiteLink);
  const linkedin = safeExternalUrl(profile.LinkedinProfile);
  const duration = durationLabel(profile.ExperienceDuration);
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  // WCAG 2.5.3 Label in Name: without a photo the button shows the initials, so its name begins with
  // them ("PS, Edit profile image") and a voice user can say what they see.
  const initials = profile.profile_photo ? '' : avatarInitials(profile.first_name, profile.last_name);
  const photoButtonName = initials ? `${initials}, ${T.editPhoto}` : T.editPhoto;

  return (
    <section aria-label="Profile summary" className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
      <div aria-hidden="true" className="relative h-24 overflow-hidden bg-gradient-to-r from-brand-900 via-brand-700 to-accent-600 sm:h-32">
        <div className="absolute -right-10 -top-16 h-48 w-48 rounded-full bg-white/10" />
        <div className="absolute -bottom-20 right-40 h-40 w-40 rounded-full bg-white/5" />
      </div>
      <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:gap-6 sm:px-8">
        <button
          type="button"
          onClick={() => setEditingPhoto(true)}
          aria-label={photoButtonName}
          title={T.editPhoto}
          className="group relative -mt-14 self-start rounded-full ring-4 ring-white sm:-mt-16"
        >
          <Avatar photo={profile.profile_photo} firstName={profile.first_name} lastName={profile.last_name} size="lg" />
          <span className="absolute bottom-1 right-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-white shadow ring-2 ring-white transition group-hover:bg-brand-800">
            <Icon icon={icons.camera} className="h-[18px] w-[18px]" />
          </span>
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="break-words text-2xl font-bold tracking-tight text-ink sm:text-3xl">{fullName}</h1>
          <p className="mt-1 text-base font-medium text-brand-800">
            {profile.JobTitle || <span className="font-normal text-muted">Add your current role in Professional Experience</span>}
          </p>
          {(profile.Company || duration) && (
            <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-muted">
              {profile.Company && (
                <span className="inline-flex items-center gap-1.5">
                  <Icon icon={icons.briefcase} className="h-4 w-4" />
                  {profile.Company}
                </span>
              )}
              {profile.Company && duration && <span aria-hidden="true">·</span>}
              {duration && <span className="tabular-nums">{duration}</span>}
            </p>
          )}
        </div>
        <ul className="flex gap-2" aria-label="Links">
          <li>
            {website ? (
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                aria-label="Website"
                title="Website"
                className={PRESENT_ICON}
              >
                <Icon icon={icons.globe} className="h-5 w-5" />
              </a>
            ) : (
              <Absent label="No website added">
                <Icon icon={icons.globe} className="h-5 w-5" />
              </Absent>
            )}
          </li>
          <li>
            {linkedin ? (
              <a
                href={linkedin}
                target="_blank"
                rel="noopener noreferrer nofollow"
                aria-label="LinkedIn profile"
                title="LinkedIn profile"
                className={PRESENT_ICON}
              >
                <Icon icon={icons.linkedin} className="h-5 w-5" />
              </a>
            ) : (
              <Absent label="No LinkedIn profile added">
                <Icon icon={icons.linkedin} className="h-5 w-5" />
              </Absent>
            )}
          </li>
          <li>
            {profile.resume ? (
              <ResumeViewLink profile={profile} className={PRESENT_ICON}>
                <Icon icon={icons.fileText} className="h-5 w-5" />
                <span className="sr-only">Resume</span>
              </ResumeViewLink>
            ) : (
              <Absent label="No resume uploaded">
                <Icon icon={icons.fileText} className="h-5 w-5" />
              </Absent>
            )}
          </li>
        </ul>
      </div>
      <PhotoDialog profile={profile} open={editingPhoto} onClose={() => setEditingPhoto(false)} />
    </section>
  );
}
