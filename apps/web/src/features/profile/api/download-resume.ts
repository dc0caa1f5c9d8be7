import { useMutation } from '@tanstack/react-query';
import { resumeDownloadsOperations } from '@careers/shared';
import { operationUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** PRO-19: the address of the candidate's own resume, from its stored path ('resumes/ab12….pdf'); empty stays empty. */
export const resumeUrl = (storedPath: string): string =>
  storedPath ? operationUrl(resumeDownloadsOperations.downloadResume, { file: storedPath.split('/').pop() ?? '' }) : '';

/**
 * The candidate's own resume: served only with their bearer token (docs/decisions/006), so the
 * 'View' link fetches it and hands it to the browser as a download under its own name.
 */
export const downloadResume = ({ path, name }: { path: string; name: string }): Promise<void> =>
  downloadFile(resumeUrl(path), name || path.split('/').pop() || 'resume');

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
