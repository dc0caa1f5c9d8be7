import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { API_BASE, fetchFile } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { recruiterKeys } from './query-keys';

/** REC-2: an applicant's CV or photo, for recruiters only (GET /api/recruiter/application-files/:fileId). */
export const applicationFileUrl = (fileId: string) => `${API_BASE}/recruiter/application-files/${fileId}`;

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
