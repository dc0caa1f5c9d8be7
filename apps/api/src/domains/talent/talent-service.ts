import {
  CANDIDATE_CURRENCIES,
  EMPTY_PROFILE_TERMS,
  PAY_UNITS,
  TALENT_MESSAGES as T,
  cetOverlapMinutes,
  convertMinor,
  rateBoundIn,
  type ExchangeRates,
  type PayUnit,
  type ProfileTerms,
  TALENT_PAGE_SIZE,
  type Applicant,
  type ApplicationListItem,
  type Discoverable,
  type SnippetPart,
  type TalentCandidateDetail,
  type TalentFiltersInput,
  type TalentSearchResponse,
  type UserProfile,
} from '@careers/shared';
import type { UserRow } from '../../platform/db/schema/accounts.js';
import { createRepositoryStore, type Db } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { DomainError } from '../../platform/lib/domain-error.js';
import { createTalentRepository, SNIPPET_START, SNIPPET_STOP } from './talent-repository.js';

/**
 * What the talent pool reads of the domains its documents are built from (profile, applications),
 * given at composition: those domains write to the pool's documents, so the pool cannot import them.
 */
export interface TalentSources {
  /** The account's row with its profile as the API answers it; undefined when there is none. */
  profileOf(userId: number): Promise<{ row: UserRow; profile: UserProfile } | undefined>;
  /** APP-6: the candidate's applications, newest first. */
  applicationsOf(userId: number): Promise<ApplicationListItem[]>;
  /** One application as recruiters see it. */
  applicant(applicationId: number): Promise<Applicant | undefined>;
  /** PRO-20: the candidate's terms (skills, rate, availability, country, time zone). */
  termsOf(userId: number): Promise<ProfileTerms | undefined>;
  /** docs/decisions/041: the exchange rates, by which the maximum rate is converted into each currency. */
  exchangeRates(): Promise<ExchangeRates>;
}

/**
 * docs/decisions/042: a maximum rate as one bound per stored currency and unit: the amount converted into
 * each currency (convertMinor, exact) and then into each unit (8 h a day, 20 days a month, 12 months a
 * year), rounded down. A currency without a rate is left out (no candidate in it can be compared).
 */
export function rateBounds(maxMinor: number, currency: string, unit: PayUnit, rates: ExchangeRates) {
  return CANDIDATE_CURRENCIES.flatMap((to) => {
    const converted = convertMinor(maxMinor, currency, to, rates);
    return converted === null ? [] : PAY_UNITS.map((u) => ({ currency: to, unit: u, max: rateBoundIn(converted, unit, u) }));
  });
}

/** Whole days from one yyyy-MM-dd to another. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export interface TalentServiceDeps {
  db: Db;
  sources: TalentSources;
  clock: Clock;
}

/** ts_headline's marked text as parts; the client renders each as text, so nothing in it is ever HTML. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of marked.split(SNIPPET_START).entries()) {
    const [inside, after] = i === 0 ? [undefined, piece] : splitOnce(piece, SNIPPET_STOP);
    if (inside) parts.push({ text: inside, match: true });
    if (after) parts.push({ text: after, match: false });
  }
  return parts;
}
const splitOnce = (text: string, marker: string): [string, string] => {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
};

/**
 * REC-10, talent pool search: the candidate's opt-in and the recruiters' search over discoverable
 * candidates. The resume and CV texts are read by a job kind of their own (talent-text-jobs.ts).
 */
export function createTalentService({ db, sources, clock }: TalentServiceDeps) {
  const repos = createRepositoryStore(db, (on) => ({ talent: createTalentRepository(on) }));
  const { talent } = repos;
  /** Each zone's overlap on a day, remembered for that day (Intl's offsets are the costly part). */
  let overlapDay = '';
  const overlapOf = new Map<string, number>();
  function overlapHours(zone: string, day: string): number {
    if (day !== overlapDay) {
      overlapDay = day;
      overlapOf.clear();
    }
    let hours = overlapOf.get(zone);
    if (hours === undefined) {
      try {
        hours = (cetOverlapMinutes(zone, day) ?? 0) / 60; // the fit's own measure (docs/decisions/043)
      } catch {
        hours = 0; // a zone this runtime no longer knows
      }
      overlapOf.set(zone, hours);
    }
    return hours;
  }

  /** A candidate recruiters may see (discoverable, or applied to a job), else not found; one rule for the profile and its files. */
  async function visibleCandidate(id: number) {
    const found = await sources.profileOf(id);
    const notFound = () => new DomainError('not-found', T.candidateNotFound);
    if (!found || found.row.role !== 'candidate') throw notFound();
    const discoverable = await talent.isDiscoverable(id);
    const listed = await sources.applicationsOf(id);
    if (!discoverable && listed.length === 0) throw notFound();
    return { row: found.row, profile: found.profile, discoverable, listed };
  }

  return {
    async discoverable(userId: number): Promise<Discoverable> {
      const consent = await talent.consent(userId);
      return { discoverable: consent.discoverable, changed_at: consent.changedAt?.toISOString() ?? null };
    },

    /** GDPR opt-in: the switch and a record of the change with its time, together. */
    async setDiscoverable(userId: number, discoverable: boolean): Promise<Discoverable & { message: string }> {
      const now = clock.now();
      await repos.transaction(async (tx) => {
        await tx.talent.setConsent(userId, discoverable, now);
        await tx.talent.refreshDocument(userId, now);
      });
      return {
        message: discoverable ? T.discoverableOn : T.discoverableOff,
        discoverable,
        changed_at: now.toISOString(),
      };
    },

    fileText: (storageKey: string) => talent.fileText(storageKey),

    async search(input: TalentFiltersInput): Promise<TalentSearchResponse> {
      const now = clock.now();
      const today = now.toISOString().slice(0, 10);
      const updatedSince = input.updatedWithin ? new Date(now.getTime() - input.updatedWithin * 86_400_000) : undefined;
      // PRO-20's filters, turned into what the documents' indexes answer (docs/decisions/042).
      const bounds =
        input.maxRateMinor === undefined
          ? undefined
          : rateBounds(input.maxRateMinor, input.rateCurrency, input.rateUnit, await sources.exchangeRates());
      const availableBy = input.availableBy
        ? { day: input.availableBy, noticeWeeks: Math.floor(daysBetween(today, input.availableBy) / 7) }
        : undefined;
      const overlap = input.overlap;
      const timeZones =
        overlap === undefined ? undefined : (await talent.timeZones()).filter((zone) => overlapHours(zone, today) >= overlap);
      const { hits, total } = await talent.search({
        q: input.q,
        verified: input.verified,
        hasResume: input.hasResume,
        ...(input.certification ? { certification: input.certification } : {}),
        ...(input.country ? { country: input.country } : {}),
        ...(updatedSince ? { updatedSince } : {}),
        ...(input.skills.length ? { skills: input.skills } : {}),
        ...(bounds ? { rateBounds: bounds } : {}),
        ...(availableBy ? { availableBy } : {}),
        ...(timeZones ? { timeZones } : {}),
        limit: TALENT_PAGE_SIZE,
        offset: (input.page - 1) * TALENT_PAGE_SIZE,
      });
      return {
        candidates: hits.map((hit) => ({
          id: hit.id,
          name: `${hit.firstName} ${hit.lastName}`.trim(),
          headline: [hit.jobTitle, hit.company].filter(Boolean).join(' at '),
          snippet: snippetParts(hit.snippet),
          verified: hit.verified,
          updatedAt: hit.updatedAt.toISOString(),
          terms: hit.terms,
        })),
        total,
        page: input.page,
        pageSize: TALENT_PAGE_SIZE,
      };
    },

    visibleCandidate,

    /**
     * A candidate's full profile, files and applications: for a discoverable candidate, or one who
     * applied to a job (visible through that application whatever the switch says). The profile's
     * storage paths stay out of it: recruiters download the files by candidate id, and each download is
     * recorded (docs/decisions/017).
     */
    async candidate(id: number): Promise<TalentCandidateDetail> {
      const { row, profile, discoverable, listed } = await visibleCandidate(id);
      const terms = await sources.termsOf(id);
      const applications = [];
      for (const item of listed) {
        const applicant = await sources.applicant(item.application_id);
        if (applicant) applications.push({ ...item, details: applicant.details, files: applicant.files });
      }
      return {
        id,
        profile: { ...profile, profile_photo: '', resume: '' },
        profileFiles: { resume: row.resumeKey !== '', photo: row.profilePhotoKey !== '' },
        discoverable,
        terms: terms ?? EMPTY_PROFILE_TERMS,
        applications,
      };
    },
  };
}
export type TalentService = ReturnType<typeof createTalentService>;
