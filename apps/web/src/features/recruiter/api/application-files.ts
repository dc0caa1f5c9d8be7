import { applicantsCsvFileName, recruiterApplicationsOperations as operations } from '@careers/shared';
import { operationUrl } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

/** REC-2: an applicant's CV or photo, for recruiters only (a file operation: fetched as a Blob). */
export const applicationFileUrl = (fileId: string) => operationUrl(operations.getApplicationFile, { fileId });

/** REC-14: a job's applicants as CSV (a file operation), under the server's file name. */
export const downloadApplicantsCsv = (job: { job_id: number; job_title: string }) =>
  downloadFile(operationUrl(operations.getApplicantsCsv, { id: job.job_id }), applicantsCsvFileName(job.job_id, job.job_title));

export const downloadApplicationFile = (file: { id: string; name: string }) => downloadFile(applicationFileUrl(file.id), file.name);
