import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileOperations, UPLOAD_KINDS, type UploadKind } from '@careers/shared';
import { uploadTo } from '@/lib/api-files';
import { profileKeys } from './query-keys';

export interface UploadVariables {
  file: File;
  onProgress?: (fraction: number) => void;
}

/** PRO-19: the resume or the profile photo, as its kind's multipart field. */
export function uploadProfileFile(kind: UploadKind, { file, onProgress }: UploadVariables) {
  const form = new FormData();
  form.append(UPLOAD_KINDS[kind].field, file, file.name);
  const operation = kind === 'resume' ? profileOperations.uploadResume : profileOperations.uploadProfilePhoto;
  return uploadTo(operation, { form, onProgress });
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
