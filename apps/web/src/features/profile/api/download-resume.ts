import { useMutation } from '@tanstack/react-query';
import { uploadUrl } from '@careers/shared';
import { downloadFile } from '@/lib/download-file';

/**
 * The candidate's own resume: served only with their bearer token (docs/decisions/006), so the
 * 'View' link fetches it and hands it to the browser as a download under its own name.
 */
export const downloadResume = ({ path, name }: { path: string; name: string }): Promise<void> =>
  downloadFile(uploadUrl(path), name || path.split('/').pop() || 'resume');

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
