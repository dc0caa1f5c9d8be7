import { fetchFile } from './api-files';

/**
 * A file served only with the bearer token (a candidate's resume, an applicant's CV): fetched,
 * then handed to the browser as a download under its own name (or one made from the file, e.g. by its type).
 */
export async function downloadFile(url: string, name: string | ((file: Blob) => string)): Promise<void> {
  const blob = await fetchFile(url);
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = typeof name === 'string' ? name : name(blob);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the object URL goes.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 30_000);
}
