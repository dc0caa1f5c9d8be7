import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_KINDS, type UploadKind, type UploadResponse } from '@careers/shared';
import { uploadRequest } from '@/lib/api-client';
import { profileKeys } from './query-keys';

export interface UploadVariables {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** PRO-19: POST /api/upload/resume (field resume) and /api/upload/profile_photo (field profile_photo), multipart. */
export function uploadProfileFile(kind: UploadKind, { file, onProgress }: UploadVariables) {
  const form = new FormData();
  form.append(UPLOAD_KINDS[kind].field, file, file.name);
  return uploadRequest<UploadResponse>(`/upload/${kind}`, form, { onProgress });
}

/** Lets the upload dialog know a file is going up (its Escape and close button wait). */
export const uploadKey = (kind: UploadKind) => ['upload', kind] as const;

export function useUploadProfileFile(kind: UploadKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: uploadKey(kind),
    mutationFn: (variables: UploadVariables) => uploadProfileFile(kind, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.userDetails() }),
  });
}
