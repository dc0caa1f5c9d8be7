import { once } from 'node:events';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { PRIVACY_MESSAGES, PRIVACY_NOTICE, dataExportFileName } from '@careers/shared';
import type { FileStorage } from '../../platform/storage/storage.js';
import { inTransaction, type Db } from '../../platform/db/transactions.js';
import { notFound } from '../../platform/lib/domain-error.js';
import type { Clock } from '../../platform/lib/clock.js';
import { findUser } from '../accounts/index.js';
import { applicationDataOf, toOffer } from '../applications/index.js';
import type { AccessAudit } from '../audit/index.js';
import { jobAlertsOf } from '../job-alerts/index.js';
import { profileTermsOf, toUserProfile } from '../profile/index.js';
import { talentConsentOf } from '../talent/index.js';
import { RATE_LIMITS, type RateLimiter } from '../../platform/rate-limit/rate-limiter.js';

/** The version of data.json's layout: a reader can tell a later layout apart. */
export const DATA_EXPORT_FORMAT = 1;

/** One stored file the export carries, and where it sits in the zip. */
interface ExportedFile {
  /** The path inside the zip, under `files/`. */
  path: string;
  storageKey: string;
  /** The name the candidate gave the file when uploading it. */
  originalName: string;
  what: 'profile photo' | 'resume' | 'application cv' | 'application photo' | 'offer letter' | 'signed offer letter';
  applicationId: number | null;
  uploadedAt: string | null;
}

/** A file name safe inside a zip on every system: no folders, no control or reserved characters. */
function safeName(name: string, fallback: string): string {
  const base = path.posix.basename(name.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = base.replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '_').trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned.slice(-120) : fallback;
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.'));

/**
 * PRV-2 (GDPR Art. 15 and 20): everything we hold about a candidate, as a zip of `data.json` and the
 * uploaded files in `files/`. The zip streams: each file is read from storage once, only when the
 * previous one has gone into the archive, so memory holds at most one file; data.json comes last and
 * lists exactly the files the zip carries (one missing from storage is left out of both).
 */
export function createDataExportService({
  db,
  storage,
  clock,
  rateLimiter,
  accessAudit,
}: {
  db: Db;
  storage: FileStorage;
  clock: Clock;
  rateLimiter: RateLimiter;
  accessAudit: AccessAudit;
}) {
  /** data.json and the list of files, read in one transaction so they agree. */
  async function collect(userId: number) {
    return inTransaction(db, async (tx) => {
      const user = await findUser(tx, userId);
      if (!user) throw notFound(PRIVACY_MESSAGES.accountGone);
      const [applicationData, talent, jobAlerts, terms] = await Promise.all([
        applicationDataOf(tx, userId),
        talentConsentOf(tx, userId),
        jobAlertsOf(tx, userId),
        profileTermsOf(tx, [userId]),
      ]);
      return { user, ...applicationData, ...talent, jobAlerts, terms: terms.get(userId) ?? null };
    });
  }

  return {
    async export(userId: number): Promise<{ fileName: string; stream: Readable }> {
      await rateLimiter.consume([RATE_LIMITS.dataExportPerAccount, String(userId)]);
      const now = clock.now();
      const {
        user,
        applications,
        snapshots,
        uploads,
        drafts,
        savedJobs,
        scorecards,
        consent,
        consentEvents,
        jobAlerts,
        terms,
        messages,
        offers,
      } = await collect(userId);
      const recruiterAccesses = await accessAudit.allForCandidate(userId);

      const files: ExportedFile[] = [];
      if (user.profilePhotoKey)
        files.push({
          path: `files/profile/photo${extensionOf(user.profilePhotoKey)}`,
          storageKey: user.profilePhotoKey,
          originalName: '',
          what: 'profile photo',
          applicationId: null,
          uploadedAt: null,
        });
      if (user.resumeKey)
        files.push({
          path: `files/profile/${safeName(user.resumeName, `resume${extensionOf(user.resumeKey)}`)}`,
          storageKey: user.resumeKey,
          originalName: user.resumeName,
          what: 'resume',
          applicationId: null,
          uploadedAt: null,
        });
      for (const upload of uploads) {
        const folder = upload.applicationId ? `files/applications/${upload.applicationId}` : 'files/drafts';
        files.push({
          // The file's id keeps two uploads of the same name apart.
          path: `${folder}/${upload.id.slice(0, 8)}-${safeName(upload.originalName, `${upload.kind}${extensionOf(upload.storageKey)}`)}`,
          storageKey: upload.storageKey,
          originalName: upload.originalName,
          what: upload.kind === 'cv' ? 'application cv' : 'application photo',
          applicationId: upload.applicationId,
          uploadedAt: upload.createdAt.toISOString(),
        });
      }
      // APP-14 (docs/decisions/050): each offer letter sent, and the signed letter once accepted.
      for (const offer of offers) {
        const base = `files/applications/${offer.applicationId}/offer-${offer.id}-v${offer.version}`;
        const at = offer.sentAt?.toISOString() ?? null;
        if (offer.letterKey)
          files.push({
            path: `${base}.pdf`,
            storageKey: offer.letterKey,
            originalName: '',
            what: 'offer letter',
            applicationId: offer.applicationId,
            uploadedAt: at,
          });
        if (offer.signedKey)
          files.push({
            path: `${base}-signed.pdf`,
            storageKey: offer.signedKey,
            originalName: '',
            what: 'signed offer letter',
            applicationId: offer.applicationId,
            uploadedAt: offer.acceptedAt?.toISOString() ?? null,
          });
      }
      const snapshotOf = new Map(snapshots.map((s) => [s.id, s]));
      /** data.json, listing the files that went into the zip. */
      const dataOf = (present: ExportedFile[]) => ({
        format: DATA_EXPORT_FORMAT,
        exportedAt: now.toISOString(),
        account: {
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          role: user.role,
          createdAt: user.createdAt.toISOString(),
          emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
          lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
          // APP-13 (docs/decisions/049): the time zone the browser last reported (used when the profile has none).
          browserTimeZone: user.browserTimeZone,
        },
        profile: {
          ...toUserProfile(user),
          PrimaryMobileNoVerifiedAt: user.primaryMobileVerifiedAt?.toISOString() ?? null,
          SecondaryMobileNoVerifiedAt: user.secondaryMobileVerifiedAt?.toISOString() ?? null,
          updatedAt: user.updatedAt.toISOString(),
        },
        // PRO-20: skills (catalogue ids) with years, expected rate (minor units), availability, country, time zone.
        profileTerms: terms,
        applications: applications.map((item) => {
          const snapshot = snapshotOf.get(item.application_id);
          return {
            ...item,
            mode: snapshot?.mode ?? null,
            submitted: snapshot?.details ?? null,
            // APP-11: the screening answers with the questions asked, and REC-27's "Does not meet" flag (PRV-2).
            screeningAnswers: snapshot?.screeningAnswers ?? [],
            doesNotMeet: snapshot?.doesNotMeet ?? [],
            // APP-15, PRV-6: the source it counts under and the two touches the browser sent with it.
            source: snapshot?.source ?? null,
            sourceTouches: snapshot?.sourceTouches ?? null,
            files: present.filter((file) => file.applicationId === item.application_id).map((file) => file.path),
            // APP-12 (docs/decisions/048): the application's conversation, both sides, oldest first.
            messages: messages.filter((m) => m.applicationId === item.application_id).map(({ applicationId: _id, ...m }) => m),
            // APP-14 (docs/decisions/050): the offers sent, with the acceptance's evidence (the letters are under files/).
            offers: offers.filter((o) => o.applicationId === item.application_id).map((o) => toOffer(o, now)),
          };
        }),
        /** REC-28 (docs/decisions/047): the team's scorecards on the applications, interviewers unnamed. */
        scorecards,
        drafts: drafts.map((draft) => ({ jobId: draft.jobId, fields: draft.fields, savedAt: draft.updatedAt.toISOString() })),
        savedJobs,
        /** ALR-6: the candidate's job alerts (their saved filters, frequency and address). */
        jobAlerts,
        consents: {
          privacyNotice: user.privacyNoticeVersion
            ? { version: user.privacyNoticeVersion, shownAt: user.privacyNoticeShownAt?.toISOString() ?? null }
            : null,
          currentPrivacyNoticeVersion: PRIVACY_NOTICE.version,
          talentPool: {
            discoverable: consent.discoverable,
            changedAt: consent.changedAt?.toISOString() ?? null,
            history: consentEvents.map((event) => ({ discoverable: event.discoverable, at: event.createdAt.toISOString() })),
          },
        },
        /** PRV-3: every recorded recruiter view of the profile and download of the files. */
        recruiterAccesses,
        files: present.map(({ storageKey: _key, ...file }) => file),
      });

      const archive = new ZipArchive({ zlib: { level: 6 } });
      const date = now;
      const fill = async () => {
        const present: ExportedFile[] = [];
        for (const file of files) {
          const stored = await storage.get(file.storageKey);
          // A file missing from storage is left out of both data.json and the zip, never listed without its bytes.
          if (!stored) continue;
          archive.append(stored.data, { name: file.path, date, store: true });
          await once(archive, 'entry');
          present.push(file);
        }
        archive.append(`${JSON.stringify(dataOf(present), null, 2)}\n`, { name: 'data.json', date });
        await archive.finalize();
      };
      fill().catch((error: unknown) => archive.destroy(error instanceof Error ? error : new Error(String(error))));
      return { fileName: dataExportFileName(now), stream: archive };
    },
  };
}
export type DataExportService = ReturnType<typeof createDataExportService>;
