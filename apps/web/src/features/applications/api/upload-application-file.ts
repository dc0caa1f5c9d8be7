import { useMutation } from '@tanstack/react-query';
import type { ApplicationFile, ApplicationFileKind } from '@careers/shared';
import { uploadRequest } from '@/lib/api-client';

/** APP-3: POST /api/application-files/:kind, multipart with the file in the field named like the slot ('cv' or 'photo'). */
export const uploadApplicationFile = (kind: ApplicationFileKind, file: File, onProgress?: (fraction: number) => void) => {
  const form = new FormData();
  form.append(kind, file);
  return uploadRequest<ApplicationFile>(`/application-files/${kind}`, form, { onProgress });
};

export const useUploadApplicationFile = () =>
  useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: ApplicationFileKind; file: File; onProgress?: (fraction: number) => void }) =>
      uploadApplicationFile(kind, file, onProgress),
  });
