import type { ReactNode } from 'react';
import { PROFILE_TEXTS, UI_MESSAGES, type UserProfile } from '@careers/shared';
import { serverMessageOr } from '@/lib/api-client';
import { resumeUrl, useDownloadResume } from '../api/download-resume';
import { toastError } from '@/lib/error-toast';

/**
 * The card's 'View' link: a real link to the file (so it can be copied or opened with a middle
 * click by its owner), which on a normal click fetches it with the token and saves it.
 */
export function ResumeViewLink({
  profile,
  className = '',
  children = PROFILE_TEXTS.view,
}: {
  profile: UserProfile;
  className?: string;
  children?: ReactNode;
}) {
  const download = useDownloadResume();
  return (
    <a
      href={resumeUrl(profile.resume)}
      download={profile.resume_name || true}
      aria-busy={download.isPending || undefined}
      onClick={(event) => {
        event.preventDefault();
        download.mutate(
          { path: profile.resume, name: profile.resume_name },
          { onError: (error) => toastError(error, serverMessageOr(error, UI_MESSAGES.somethingWentWrong)) },
        );
      }}
      className={className}
    >
      {children}
    </a>
  );
}
