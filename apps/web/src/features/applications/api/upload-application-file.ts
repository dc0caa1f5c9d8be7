import { useMutation, useQuery } from '@tanstack/react-query';
import { APPLICATION_FILE_RULES, applicationsOperations as operations, type ApplicationFileKind } from '@careers/shared';
import { callApi } from '@/lib/api-client';
import { uploadTo } from '@/lib/api-files';
import { applicationKeys } from './query-keys';

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

/** APP-3: the profile's resume and photo the form offers as its first slots (null for none). */
export const useProfileFileOffers = () =>
  useQuery({
    queryKey: applicationKeys.profileFiles(),
    queryFn: ({ signal }) => callApi(operations.getProfileFileOffers, { signal }),
  });

/** APP-3: the profile's file copied into a new application file, which the slot then holds like an upload. */
export const useCopyProfileFile = () =>
  useMutation({ mutationFn: (kind: ApplicationFileKind) => callApi(operations.copyProfileFile, { params: { kind } }) });
