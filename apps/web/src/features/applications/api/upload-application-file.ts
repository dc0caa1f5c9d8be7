import { useMutation } from '@tanstack/react-query';
import { APPLICATION_FILE_RULES, applicationsOperations as operations, type ApplicationFileKind } from '@careers/shared';
import { uploadTo } from '@/lib/api-client';

/** APP-3: one file, multipart, in the field of its slot's rules ('cv' or 'photo'). */
export const uploadApplicationFile = (kind: ApplicationFileKind, file: File, onProgress?: (fraction: number) => void) => {
  const form = new FormData();
  form.append(APPLICATION_FILE_RULES[kind].field, file);
  return uploadTo(operations.uploadApplicationFile, { form, params: { kind }, onProgress });
};

export const useUploadApplicationFile = () =>
  useMutation({
    mutationFn: ({ kind, file, onProgress }: { kind: ApplicationFileKind; file: File; onProgress?: (fraction: number) => void }) =>
      uploadApplicationFile(kind, file, onProgress),
  });
