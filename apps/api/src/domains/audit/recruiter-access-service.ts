import { RECRUITER_MESSAGES as R, type TalentCandidateDetail } from '@careers/shared';
import type { FileStorage } from '../../platform/storage/storage.js';
import { DomainError } from '../../platform/lib/domain-error.js';
import type { ApplicationsService, ConversationService } from '../applications/index.js';
import type { TalentService } from '../talent/index.js';
import type { AccessAudit } from './access-audit-service.js';

/** A file as a download: its stored path (for the content type), the name it is saved under, the bytes. */
export interface Download {
  key: string;
  name: string;
  data: Buffer;
}

export interface RecruiterAccessDeps {
  audit: Pick<AccessAudit, 'record'>;
  talent: Pick<TalentService, 'candidate' | 'visibleCandidate'>;
  applications: Pick<ApplicationsService, 'submittedFile' | 'applicantsCsv'>;
  conversations: Pick<ConversationService, 'subject' | 'teamRead'>;
  storage: Pick<FileStorage, 'get'>;
}

/**
 * REC-9 (docs/decisions/017): every way a recruiter or admin reads a candidate's personal
 * data (the full profile, the profile's resume and photo, an application's CV and photo, a job's
 * applicants as CSV) goes through here, and each writes its audit row after the data is found and
 * before it is answered. A row that cannot be written ends the request as 'unavailable': nothing is served.
 */
export function createRecruiterAccess({ audit, talent, applications, conversations, storage }: RecruiterAccessDeps) {
  const notFound = () => new DomainError('not-found', R.fileNotFound);
  async function read(key: string): Promise<Buffer> {
    if (!key) throw notFound();
    const stored = await storage.get(key);
    if (!stored) throw notFound();
    return stored.data;
  }
  const extension = (key: string) => key.split('.').pop() ?? '';

  return {
    /**
     * REC-29 (docs/decisions/048): a member reading an application's conversation reads the candidate's
     * data; recorded (`messages_view`) before the messages are read and marked read.
     */
    async conversation(actorId: number, applicationId: number) {
      const { candidateId, jobId } = await conversations.subject(applicationId);
      await audit.record({ actorId, candidateId, kind: 'messages_view', applicationId, jobId });
      return conversations.teamRead(actorId, applicationId);
    },

    async viewProfile(actorId: number, candidateId: number): Promise<TalentCandidateDetail> {
      const detail = await talent.candidate(candidateId);
      await audit.record({ actorId, candidateId, kind: 'profile_view' });
      return detail;
    },

    async profileResume(actorId: number, candidateId: number): Promise<Download> {
      const { row } = await talent.visibleCandidate(candidateId);
      const key = row.resumeKey;
      const data = await read(key);
      await audit.record({ actorId, candidateId, kind: 'resume', fileRef: key });
      return { key, name: row.resumeName || `resume.${extension(key)}`, data };
    },

    async profilePhoto(actorId: number, candidateId: number): Promise<Download> {
      const { row } = await talent.visibleCandidate(candidateId);
      const key = row.profilePhotoKey;
      const data = await read(key);
      await audit.record({ actorId, candidateId, kind: 'photo', fileRef: key });
      return { key, name: `${`${row.firstName} ${row.lastName}`.trim()} photo.${extension(key)}`, data };
    },

    /** A CV or photo of a submitted application (a file still in a draft is the candidate's alone: not found). */
    async applicationFile(actorId: number, fileId: string): Promise<Download> {
      const file = await applications.submittedFile(fileId);
      const data = await read(file.storageKey);
      await audit.record({
        actorId,
        candidateId: file.userId,
        kind: file.kind,
        ...(file.applicationId === null ? {} : { applicationId: file.applicationId }),
        fileRef: file.id,
      });
      return { key: file.storageKey, name: file.originalName, data };
    },

    /** A job's applicants as CSV: one row for the export, naming the job (its applicants are who). */
    async applicantsCsv(actorId: number, jobId: number): Promise<{ fileName: string; body: string }> {
      const csv = await applications.applicantsCsv(jobId);
      await audit.record({ actorId, candidateId: null, kind: 'applicants_export', jobId });
      return csv;
    },
  };
}
export type RecruiterAccess = ReturnType<typeof createRecruiterAccess>;
