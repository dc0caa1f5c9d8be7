import { recruiterApplicantPath } from '@careers/shared';
import { paths } from '@/config/paths';

/** A page of the workspace the palette offers, filtered as one types (no request). */
export interface PalettePage {
  label: string;
  to: string;
  /** Other words that find it ("log" for Access log, "pipeline" for Jobs). */
  keywords?: readonly string[];
}

/** Where an applicant opens: their job's applicants, at their row. */
export const applicantDestination = (jobId: number, applicationId: number) => recruiterApplicantPath(jobId, applicationId);
export const jobDestination = (jobId: number) => paths.recruiter.job(jobId);
export const candidateDestination = (candidateId: number) => paths.recruiter.candidate(candidateId);

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The pages whose label or a keyword holds every typed word, as listed; all of them before anything is typed. */
export function matchingPages(pages: readonly PalettePage[], typed: string): PalettePage[] {
  const words = fold(typed).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...pages];
  return pages.filter((page) => {
    const text = fold([page.label, ...(page.keywords ?? [])].join(' '));
    return words.every((word) => text.includes(word));
  });
}
