import { useMutation } from '@tanstack/react-query';
import type { ApplicationFile, ApplicationFileKind } from '@careers/shared';
import { apiRequest } from '@/lib/api-client';

/** D14: POST /api/application-files (multipart; the field is the slot's kind: 'cv' or 'photo'). */
export const uploadApplicationFile = (kind: ApplicationFileKind, file: File) => {
  const form = new FormData();
  form.append(kind, file);
  return apiRequest<ApplicationFile>('/application-files', { method: 'POST', body: form, auth: true });
};

export const useUploadApplicationFile = () =>
  useMutation({ mutationFn: ({ kind, file }: { kind: ApplicationFileKind; file: File }) => uploadApplicationFile(kind, file) });
