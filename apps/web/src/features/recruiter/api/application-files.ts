import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { applicantsCsvFileName, recruiterApplicationsOperations as operations } from '@careers/shared';
import { fetchFile, operationUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { recruiterKeys } from './query-keys';

/** REC-2: an applicant's CV or photo, for recruiters only (a file operation: fetched as a Blob). */
export const applicationFileUrl = (fileId: string) => operationUrl(operations.getApplicationFile, { fileId });

/** REC-14: a job's applicants as CSV (a file operation), under the server's file name. */
export const downloadApplicantsCsv = (job: { job_id: number; job_title: string }) =>
  downloadFile(operationUrl(operations.getApplicantsCsv, { id: job.job_id }), applicantsCsvFileName(job.job_id, job.job_title));

export const downloadApplicationFile = (file: { id: string; name: string }) => downloadFile(applicationFileUrl(file.id), file.name);

/** An applicant's photo as an object URL for an <img> (an <img> cannot send the bearer token). */
export function useApplicantPhoto(fileId: string | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: recruiterKeys.photo(fileId),
    queryFn: () => fetchFile(applicationFileUrl(fileId ?? '')),
    enabled: Boolean(fileId),
    staleTime: Infinity,
  });
  const url = useMemo(() => (data ? URL.createObjectURL(data) : undefined), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
