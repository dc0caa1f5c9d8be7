import type { Operation, ParamsOf, ResponseOf, UploadOperation } from '@careers/shared';
import { API_BASE, ApiError, authHeader, buildUrl, failed, failureHeaders, fillPath, parseBody } from './api-client';
import { session } from './session';

/**
 * GEN-9's API client for files: PRO-19's uploads with progress and a signed-in candidate's file. Apart
 * from `./api-client`, which the landing route loads at once (PUB-17's budget for its initial JS): only
 * the profile, application and recruiter pages move files.
 */

export interface UploadOptions {
  /** Called as the file goes up, with a fraction from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * PRO-19's multipart uploads, with the bearer token and the same normalised failures and 401
 * rule as apiRequest. XMLHttpRequest rather than fetch, because only it reports upload progress.
 */
export function uploadRequest<T>(path: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    const sentToken = session.getToken();
    for (const [name, value] of Object.entries(authHeader())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
      } else
        reject(
          failed(
            xhr.status,
            data,
            sentToken,
            failureHeaders((name) => xhr.getResponseHeader(name)),
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError({ status: 'FETCH_ERROR', error: 'The upload could not reach the server.' }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** PRO-19: an upload operation of the route contract (docs/decisions/021), with `uploadRequest`'s progress. */
export function uploadTo<O extends UploadOperation>(
  operation: O,
  input: { form: FormData } & UploadOptions & (ParamsOf<O> extends undefined ? { params?: never } : { params: ParamsOf<O> }),
): Promise<ResponseOf<O>>;
export function uploadTo(
  operation: Operation,
  { form, params, ...options }: { form: FormData; params?: Record<string, string | number> } & UploadOptions,
): Promise<unknown> {
  return uploadRequest<unknown>(fillPath(operation.path, params).slice(API_BASE.length), form, options);
}

/**
 * A signed-in candidate's file from the uploads path (PRO-19), e.g. the resume, which is only
 * served to its owner with the bearer token (docs/decisions/006).
 */
export async function fetchFile(url: string): Promise<Blob> {
  const sentToken = session.getToken();
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeader(), credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError({ status: 'FETCH_ERROR', error: error instanceof Error ? error.message : String(error) });
  }
  if (!response.ok)
    throw failed(
      response.status,
      parseBody(await response.text()),
      sentToken,
      failureHeaders((name) => response.headers.get(name)),
    );
  return response.blob();
}
