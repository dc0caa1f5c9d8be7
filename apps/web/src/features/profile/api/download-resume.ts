import { useMutation } from '@tanstack/react-query';
import { uploadUrl } from '@careers/shared';
import { fetchFile } from '@/lib/api-client';

/**
 * The candidate's own resume: served only with their bearer token (docs/decisions/006), so the
 * 'View' link fetches it and hands it to the browser as a download under its own name.
 */
export async function downloadResume({ path, name }: { path: string; name: string }): Promise<void> {
  const blob = await fetchFile(uploadUrl(path));
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name || path.split('/').pop() || 'resume';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const useDownloadResume = () => useMutation({ mutationFn: downloadResume });
