import { TZDate } from '@date-fns/tz';
import {
  APPLICATION_STEP_LABELS,
  OFFER_MESSAGES as O,
  RATE_UNIT_HOURS,
  convertMinor,
  formatOfferRate,
  namesMatch,
  profileTabPath,
  recruiterApplicantPath,
  type CandidateOffer,
  type Job,
  type Offer,
  type OfferResponse,
  type ParsedOfferInput,
  type RecruiterOffers,
} from '@careers/shared';
import type { AppConfig } from '../../platform/config/config.js';
import type { ApplicationRow } from '../../platform/db/schema/applications.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { conflict, invalid, notFound, unprocessable } from '../../platform/lib/domain-error.js';
import type { MailOutbox } from '../../platform/mail/mail-outbox.js';
import { randomKey, type FileStorage } from '../../platform/storage/storage.js';
import { findUser } from '../accounts/index.js';
import { findJob } from '../jobs/index.js';
import { readExchangeRates } from '../rates/index.js';
import { applicationStatusEmail } from './application-emails.js';
import { tellReferrerOfHire } from './referrals-service.js';
import { offerAnswerEmail, offerEmail } from './offer-emails.js';
import { expiryText, instantIn, letterDate, offerLetterPdf, sha256Hex, signedOfferPdf } from './offer-letter.js';
import type { ApplicationOfferRow, OfferTerms } from './offers-repository.js';
import { createApplicationRepositories } from './repositories.js';

export interface OffersServiceDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'siteUrl' | 'companyName'>;
  mailOutbox: MailOutbox;
  storage: FileStorage;
}

/** The folder of the uploads storage that holds the letters (docs/decisions/050). */
export const OFFER_FOLDER = 'offers';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** An offer as both sides read it (APP-14: `expired` by the app's clock). */
export function toOffer(row: ApplicationOfferRow, now: Date): Offer {
  return {
    id: row.id,
    application_id: row.applicationId,
    version: row.version,
    status: row.status,
    expired: row.status === 'sent' && row.expiresAt.getTime() <= now.getTime(),
    role: row.role,
    engagement: row.engagement,
    rate: { amount: row.rateAmount, currency: row.rateCurrency, unit: row.rateUnit },
    start_date: row.startDate,
    end_date: row.endDate,
    duration_months: row.durationMonths,
    hours_per_week: row.hoursPerWeek,
    workplace: row.workplace,
    place: row.place,
    notice_terms: row.noticeTerms,
    expires_at: row.expiresAt.toISOString(),
    expires_time_zone: row.expiresTimeZone,
    outside_range_confirmed: row.outsideRangeConfirmed,
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    withdrawn_at: iso(row.withdrawnAt),
    declined_at: iso(row.declinedAt),
    decline_reason: row.declineReason,
    letter_sha256: row.letterSha256,
    acceptance:
      row.status === 'accepted' && row.acceptedAt
        ? {
            name: row.acceptedName ?? '',
            at: row.acceptedAt.toISOString(),
            ip: row.acceptedIp ?? '',
            letter_sha256: row.letterSha256 ?? '',
            signed_sha256: row.signedSha256 ?? '',
          }
        : null,
  };
}

/** The expiry the recruiter typed (local date and time in their zone) as an instant, through @date-fns/tz. */
function expiryInstant(input: ParsedOfferInput): Date {
  const [date, time] = input.expires_at.split('T');
  const [year, month, day] = date!.split('-').map(Number);
  const [hours, minutes] = time!.split(':').map(Number);
  return new Date(new TZDate(year!, month! - 1, day!, hours!, minutes!, 0, input.expires_time_zone).getTime());
}

const termsOf = (input: ParsedOfferInput, expiresAt: Date, outsideRangeConfirmed: boolean): OfferTerms => ({
  role: input.role,
  engagement: input.engagement,
  rateAmount: input.rate.amount,
  rateCurrency: input.rate.currency,
  rateUnit: input.rate.unit,
  startDate: input.start_date,
  endDate: input.end_date,
  durationMonths: input.duration_months,
  hoursPerWeek: input.hours_per_week,
  workplace: input.workplace,
  place: input.workplace === 'on_site' ? input.place : null,
  noticeTerms: input.notice_terms,
  expiresAt,
  expiresTimeZone: input.expires_time_zone,
  outsideRangeConfirmed,
});

const fullName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

/** REC-24's range as a recruiter reads it: "€500.00–€700.00 per day". */
const rangeText = (pay: NonNullable<Job['pay']>) =>
  `${formatOfferRate({ amount: pay.min, currency: pay.currency, unit: 'hour' }, 'en-GB').replace(/ per hour$/, '')}–${formatOfferRate({ amount: pay.max, currency: pay.currency, unit: 'hour' }, 'en-GB').replace(/ per hour$/, '')} per ${pay.unit}`;

/**
 * REC-33, APP-14 (docs/decisions/050): the engagement offer. The team writes drafts and sends them (a
 * PDF letter, stored with its SHA-256 and e-mailed); the candidate accepts with their typed name (a
 * simple electronic signature: the signed PDF adds a page with the evidence) or declines.
 */
export function createOffersService({ db, clock, config, mailOutbox, storage }: OffersServiceDeps) {
  const repos = createRepositoryStore(db, createApplicationRepositories);

  async function applicationOf(id: number): Promise<ApplicationRow> {
    const application = await repos.applications.findById(id);
    if (!application) throw notFound(O.applicationNotFound);
    return application;
  }

  async function jobOf(application: ApplicationRow): Promise<Job> {
    const job = await findJob(db, application.jobId);
    if (!job) throw notFound(O.applicationNotFound);
    return job;
  }

  async function offerOf(id: number): Promise<ApplicationOfferRow> {
    const offer = await repos.offers.findById(id);
    if (!offer) throw notFound(O.offerNotFound);
    return offer;
  }

  /** APP-14: the candidate's own sent offer, else 404 (another candidate's, a draft, an unknown id). */
  async function candidateOffer(userId: number, offerId: number): Promise<{ offer: ApplicationOfferRow; application: ApplicationRow }> {
    const offer = await repos.offers.findById(offerId);
    if (!offer || offer.status === 'draft') throw notFound(O.offerNotFound);
    const application = await repos.applications.findById(offer.applicationId);
    if (!application || application.userId !== userId) throw notFound(O.offerNotFound);
    return { offer, application };
  }

  /**
   * REC-33: a rate outside the job's published range (REC-24) needs the recruiter's explicit word. The
   * rate is set in the range's currency (exchange rates, docs/decisions/041) and unit (docs/decisions/042:
   * 8 hours a day, 160 a month), exactly; a range in another currency with no rate cannot be compared and
   * needs the same word.
   */
  async function checkRange(input: ParsedOfferInput, job: Job): Promise<boolean> {
    const pay = job.pay;
    if (!pay) return false;
    const converted = convertMinor(input.rate.amount, input.rate.currency, pay.currency, await readExchangeRates(db));
    if (converted === null) {
      if (!input.confirm_outside_range) throw unprocessable(O.notComparable, 'confirm_outside_range');
      return true;
    }
    // Both sides per hour, multiplied out so the comparison stays in integers.
    const offered = BigInt(converted) * BigInt(RATE_UNIT_HOURS[pay.unit]);
    const per = BigInt(RATE_UNIT_HOURS[input.rate.unit]);
    const inside = offered >= BigInt(pay.min) * per && offered <= BigInt(pay.max) * per;
    if (inside) return false;
    if (!input.confirm_outside_range) throw unprocessable(O.outsideRange(rangeText(pay)), 'confirm_outside_range');
    return true;
  }

  async function checkedTerms(input: ParsedOfferInput, job: Job): Promise<OfferTerms> {
    const expiresAt = expiryInstant(input);
    if (expiresAt.getTime() <= clock.now().getTime()) throw invalid(O.expiryInPast, 'expires_at');
    return termsOf(input, expiresAt, await checkRange(input, job));
  }

  const teamLink = (job: Job, applicationId: number) => `${config.siteUrl}${recruiterApplicantPath(job.job_id, applicationId)}`;
  const candidateLink = (applicationId: number) => `${config.siteUrl}${profileTabPath('applied')}#offer-${applicationId}`;

  async function readLetter(key: string | null): Promise<Buffer> {
    const file = key ? await storage.get(key) : null;
    if (!file) throw notFound(O.offerNotFound);
    return file.data;
  }

  return {
    async list(applicationId: number): Promise<RecruiterOffers> {
      const application = await applicationOf(applicationId);
      const [job, candidate, rows] = await Promise.all([
        jobOf(application),
        findUser(db, application.userId),
        repos.offers.listForApplication(applicationId),
      ]);
      const now = clock.now();
      return {
        application_id: application.id,
        status: application.status,
        job_title: job.job_title,
        candidate_name: candidate ? fullName(candidate) : '',
        pay: job.pay,
        offers: rows.map((row) => toOffer(row, now)),
      };
    },

    /** REC-33: a draft, at the Offer step only. */
    async create(actorId: number, applicationId: number, input: ParsedOfferInput): Promise<OfferResponse> {
      const application = await applicationOf(applicationId);
      if (application.status !== 'offer') throw conflict(O.notAtOffer);
      const terms = await checkedTerms(input, await jobOf(application));
      const row = await repos.offers.insertDraft(application.id, terms, actorId, clock.now());
      return { message: O.draftSaved, offer: toOffer(row, clock.now()) };
    },

    async update(offerId: number, input: ParsedOfferInput): Promise<OfferResponse> {
      const offer = await offerOf(offerId);
      if (offer.status !== 'draft') throw conflict(O.onlyDraftChanges);
      const application = await applicationOf(offer.applicationId);
      const terms = await checkedTerms(input, await jobOf(application));
      const row = await repos.offers.updateDraft(offerId, terms, clock.now());
      if (!row) throw conflict(O.onlyDraftChanges);
      return { message: O.draftSaved, offer: toOffer(row, clock.now()) };
    },

    /**
     * REC-33: the draft's letter is made and stored (with its SHA-256) before the transaction that marks
     * it sent, withdraws the open earlier version and queues the e-mail with the letter attached; a
     * failed transaction deletes the file again.
     */
    async send(offerId: number): Promise<OfferResponse> {
      const offer = await offerOf(offerId);
      if (offer.status !== 'draft') throw conflict(O.onlyDraftSent);
      const application = await applicationOf(offer.applicationId);
      if (application.status !== 'offer') throw conflict(O.notAtOffer);
      const now = clock.now();
      if (offer.expiresAt.getTime() <= now.getTime()) throw conflict(O.expiredNotSent);
      const [job, candidate] = await Promise.all([jobOf(application), findUser(db, application.userId)]);
      if (!candidate) throw notFound(O.applicationNotFound);
      const candidateName = fullName(candidate) || application.details.first_name;
      const letter = await offerLetterPdf({
        offerId: offer.id,
        version: offer.version,
        companyName: config.companyName,
        candidateName,
        jobTitle: job.job_title,
        role: offer.role,
        engagement: offer.engagement,
        rate: { amount: offer.rateAmount, currency: offer.rateCurrency, unit: offer.rateUnit },
        startDate: offer.startDate,
        endDate: offer.endDate,
        durationMonths: offer.durationMonths,
        hoursPerWeek: offer.hoursPerWeek,
        workplace: offer.workplace,
        place: offer.place,
        noticeTerms: offer.noticeTerms,
        expiresAt: offer.expiresAt,
        expiresTimeZone: offer.expiresTimeZone,
        candidateTimeZone: candidate.timeZone,
        issuedAt: now,
      });
      const key = randomKey(OFFER_FOLDER, 'pdf');
      const sha256 = sha256Hex(letter);
      await storage.put(key, Buffer.from(letter), 'application/pdf');
      try {
        const row = await repos.transaction(async (tx, txDb) => {
          await tx.offers.withdrawOpen(application.id, now);
          const sent = await tx.offers.markSent(offer.id, { key, sha256 }, now);
          if (!sent) throw conflict(O.onlyDraftSent);
          const mail = offerEmail({
            to: candidate.email,
            firstName: candidate.firstName || application.details.first_name,
            jobTitle: job.job_title,
            companyName: config.companyName,
            rate: { amount: sent.rateAmount, currency: sent.rateCurrency, unit: sent.rateUnit },
            startDate: letterDate(sent.startDate),
            expires: expiryText(sent.expiresAt, sent.expiresTimeZone, candidate.timeZone),
            link: candidateLink(application.id),
            letter: {
              filename: `offer-${sent.id}-v${sent.version}.pdf`,
              contentType: 'application/pdf',
              contentBase64: Buffer.from(letter).toString('base64'),
            },
          });
          await mailOutbox.enqueue(txDb, { kind: 'offer', ...mail, supersedeKey: `offer:${application.id}` }, now);
          return sent;
        });
        return { message: O.offerSent, offer: toOffer(row, now) };
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
    },

    async withdraw(offerId: number): Promise<OfferResponse> {
      await offerOf(offerId);
      const row = await repos.offers.withdraw(offerId, clock.now());
      if (!row) throw conflict(O.onlySentWithdrawn);
      return { message: O.offerWithdrawn, offer: toOffer(row, clock.now()) };
    },

    /** The letter as sent, or the signed one (REC-33: the team reads both). */
    async recruiterFile(offerId: number, which: 'letter' | 'signed'): Promise<{ name: string; data: Buffer }> {
      const offer = await offerOf(offerId);
      const data = await readLetter(which === 'letter' ? offer.letterKey : offer.signedKey);
      return { name: `offer-${offer.id}-v${offer.version}${which === 'signed' ? '-signed' : ''}.pdf`, data };
    },

    async candidateFile(userId: number, offerId: number, which: 'letter' | 'signed'): Promise<{ name: string; data: Buffer }> {
      const { offer } = await candidateOffer(userId, offerId);
      const data = await readLetter(which === 'letter' ? offer.letterKey : offer.signedKey);
      return { name: `offer-${offer.id}-v${offer.version}${which === 'signed' ? '-signed' : ''}.pdf`, data };
    },

    /** APP-14: the candidate's application's latest sent offer; another candidate's application is 404. */
    async forCandidate(userId: number, applicationId: number): Promise<CandidateOffer> {
      const application = await repos.applications.findById(applicationId);
      if (!application || application.userId !== userId) throw notFound(O.applicationNotFound);
      const [job, candidate, row] = await Promise.all([jobOf(application), findUser(db, userId), repos.offers.latestSent(application.id)]);
      return {
        application_id: application.id,
        job_title: job.job_title,
        account_name: candidate ? fullName(candidate) : '',
        offer: row ? toOffer(row, clock.now()) : null,
      };
    },

    /**
     * APP-14: accept by typing the account's full name. The letter read is the stored one (its SHA-256 is
     * checked against the recorded one); the signed PDF adds the evidence page and is stored with its own
     * SHA-256. One transaction records the acceptance (only a sent offer not expired at `now`) and moves
     * the application from Offer to Hired through the step machine's transition (history row), queues the
     * candidate's Hired e-mail and tells the job's watchers. A second submit finds the offer accepted: 409,
     * and nothing changes twice.
     */
    async accept(userId: number, offerId: number, typedName: string, ip: string): Promise<OfferResponse> {
      const { offer, application } = await candidateOffer(userId, offerId);
      const candidate = await findUser(db, userId);
      if (!candidate) throw notFound(O.offerNotFound);
      const now = clock.now();
      if (offer.status === 'accepted') throw conflict(O.alreadyAccepted);
      if (offer.status === 'declined') throw conflict(O.alreadyDeclined);
      if (offer.status === 'withdrawn') throw conflict(O.withdrawnOffer);
      if (offer.expiresAt.getTime() <= now.getTime()) throw conflict(O.expiredOffer);
      const accountName = fullName(candidate);
      if (!namesMatch(typedName, accountName)) throw unprocessable(O.nameMismatch(accountName), 'full_name');
      const letter = await readLetter(offer.letterKey);
      const letterSha256 = sha256Hex(letter);
      if (letterSha256 !== offer.letterSha256) throw new Error(`offer ${offer.id}: the stored letter does not match its recorded SHA-256`);
      const name = typedName.trim().replace(/\s+/g, ' ');
      const signed = await signedOfferPdf(letter, {
        name,
        at: now,
        timeZone: candidate.timeZone,
        ip,
        letterSha256,
        companyName: config.companyName,
        offerId: offer.id,
        version: offer.version,
      });
      const signedKey = randomKey(OFFER_FOLDER, 'pdf');
      const signedSha256 = sha256Hex(signed);
      await storage.put(signedKey, Buffer.from(signed), 'application/pdf');
      const job = await jobOf(application);
      try {
        const row = await repos.transaction(async (tx, txDb) => {
          const accepted = await tx.offers.accept(offer.id, { name, ip, signedKey, signedSha256 }, now);
          if (!accepted) {
            const current = await tx.offers.findById(offer.id);
            throw conflict(current?.status === 'accepted' ? O.alreadyAccepted : current?.status === 'sent' ? O.expiredOffer : O.notOpen);
          }
          if (!(await tx.applications.transition(application.id, 'offer', 'hired', userId, now))) {
            const current = await tx.applications.findById(application.id);
            throw conflict(`${O.notOpen} (${APPLICATION_STEP_LABELS[current?.status ?? 'offer']})`);
          }
          const firstName = application.details.first_name || candidate.firstName;
          await mailOutbox.enqueue(
            txDb,
            {
              kind: 'application-status',
              ...applicationStatusEmail({
                to: candidate.email,
                firstName,
                jobTitle: job.job_title,
                status: 'hired',
                link: `${config.siteUrl}${profileTabPath('applied')}`,
                companyName: config.companyName,
              }),
            },
            now,
          );
          // REC-36: the referrer hears of the hire with the acceptance (the job only).
          await tellReferrerOfHire(txDb, { mailOutbox, config }, { applicationId: application.id, jobTitle: job.job_title }, now);
          for (const watcher of await tx.conversation.watchersOf(job.job_id)) {
            const mail = offerAnswerEmail({
              to: watcher.email,
              candidateName: accountName,
              jobTitle: job.job_title,
              companyName: config.companyName,
              link: teamLink(job, application.id),
              answer: { accepted: true, when: instantIn(now, 'UTC') },
            });
            await mailOutbox.enqueue(txDb, { kind: 'offer-answer', ...mail }, now);
          }
          return accepted;
        });
        return { message: O.accepted, offer: toOffer(row, now) };
      } catch (error) {
        await storage.delete(signedKey);
        throw error;
      }
    },

    /** APP-14: decline with an optional reason; the application stays at Offer and the watchers are told. */
    async decline(userId: number, offerId: number, reason: string): Promise<OfferResponse> {
      const { offer, application } = await candidateOffer(userId, offerId);
      if (offer.status === 'accepted') throw conflict(O.alreadyAccepted);
      if (offer.status === 'declined') throw conflict(O.alreadyDeclined);
      if (offer.status === 'withdrawn') throw conflict(O.withdrawnOffer);
      const [candidate, job] = await Promise.all([findUser(db, userId), jobOf(application)]);
      const now = clock.now();
      const row = await repos.transaction(async (tx, txDb) => {
        const declined = await tx.offers.decline(offer.id, reason || null, now);
        if (!declined) throw conflict(O.notOpen);
        for (const watcher of await tx.conversation.watchersOf(job.job_id)) {
          const mail = offerAnswerEmail({
            to: watcher.email,
            candidateName: candidate ? fullName(candidate) : '',
            jobTitle: job.job_title,
            companyName: config.companyName,
            link: teamLink(job, application.id),
            answer: { accepted: false, reason: reason || null },
          });
          await mailOutbox.enqueue(txDb, { kind: 'offer-answer', ...mail }, now);
        }
        return declined;
      });
      return { message: O.declined, offer: toOffer(row, now) };
    },
  };
}
export type OffersService = ReturnType<typeof createOffersService>;
