import { randomBytes, randomUUID } from 'node:crypto';
import { APPLICATION_STEPS, PRESENT, regionForCode, toE164, type ApplicationDetails, type ApplicationStatus } from '@careers/shared';
import type { NewUserRow } from '../../platform/db/schema/accounts.js';
import { createRepositoryStore, type Db, type DbOrTx } from '../../platform/db/transactions.js';
import type { Clock } from '../../platform/lib/clock.js';
import { randomKey, type FileStorage } from '../../platform/storage/storage.js';
import { hashPassword } from '../accounts/index.js';
import { seedDemoJobs } from '../jobs/index.js';
import { queueTextExtraction, refreshTalentDocument, setTalentConsent } from '../talent/index.js';
import {
  DEMO_APPLICATIONS,
  DEMO_JOB_TITLES,
  DEMO_PEOPLE,
  DEMO_TEAM,
  demoEmail,
  demoStatus,
  type DemoApplication,
  type DemoPerson,
} from './demo-people.js';
import { createDemoRepository } from './demo-repository.js';
import { demoResumeName, demoResumePdf } from './demo-resume-pdf.js';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** Where uploads keep them (profile/profile-files-service.ts, applications/application-files-service.ts). */
const RESUMES_FOLDER = 'resumes';
const APPLICATION_FILES_FOLDER = 'applications';
const PDF = 'application/pdf';

export interface DemoSeedDeps {
  db: Db;
  storage: FileStorage;
  clock: Clock;
}

/** What a seed wrote (all zero when the database was not new). */
export interface DemoSeedSummary {
  jobs: number;
  candidates: number;
  team: number;
  applications: number;
  files: number;
}

const NOTHING: DemoSeedSummary = { jobs: 0, candidates: 0, team: 0, applications: 0, files: 0 };

/** A file to store before the transaction that records it. */
interface PlannedFile {
  key: string;
  name: string;
  data: Buffer;
}

const isoMonth = (yyyyMm: string) => `${yyyyMm}-01`;
/** The application form's dates are dd-MM-yyyy (APP-2). */
const formMonth = (yyyyMm: string) => `01-${yyyyMm.slice(5, 7)}-${yyyyMm.slice(0, 4)}`;

/** What the application keeps of the person (the snapshot a submission stores, APP-1). */
export function demoApplicationDetails(person: DemoPerson): ApplicationDetails {
  return {
    first_name: person.firstName,
    last_name: person.lastName,
    email: demoEmail(person.firstName, person.lastName),
    mobiles: [
      {
        code: person.mobile.code,
        number: person.mobile.number,
        region: regionForCode(person.mobile.code) ?? '',
        e164: toE164(person.mobile.code, person.mobile.number),
      },
    ],
    linkedin_profile: '',
    additional_links: [],
    present_address: person.address,
    permanent_address: person.address,
    experience: person.roles.map((r) => ({
      job_title: r.title,
      company: r.company,
      start_date: formMonth(r.from),
      end_date: r.to ? formMonth(r.to) : PRESENT,
      current: r.to === null,
      key_achievements: r.highlights[0] ?? '',
    })),
    education: [
      {
        degree: person.education.degree,
        institution: person.education.institution,
        start_year: String(person.education.from),
        end_year: String(person.education.to),
        specialization: person.education.specialization,
      },
    ],
    certifications: person.certifications.map((c) => ({
      course: c.course,
      institution: c.issuer,
      start_date: formMonth(c.from),
      end_date: formMonth(c.to),
      specialization: c.name,
    })),
  };
}

/** The account row of a demo candidate: PRO-12's profile from the current role and the education. */
function candidateRow(person: DemoPerson, passwordHash: string, createdAt: Date, resume: PlannedFile): NewUserRow {
  const current = person.roles[0];
  return {
    email: demoEmail(person.firstName, person.lastName),
    passwordHash,
    firstName: person.firstName,
    lastName: person.lastName,
    role: 'candidate',
    demo: true,
    emailVerifiedAt: createdAt,
    primaryMobileCode: person.mobile.code,
    primaryMobileNo: person.mobile.number,
    primaryMobileRegion: regionForCode(person.mobile.code) ?? '',
    presentAddress: person.address,
    permanentAddress: person.address,
    jobTitle: current?.title ?? '',
    company: current?.company ?? '',
    experienceStart: current ? isoMonth(current.from) : null,
    experienceEnd: current?.to ? isoMonth(current.to) : null,
    experienceOngoing: current ? current.to === null : false,
    keyAchievements: current?.highlights[0] ?? '',
    degree: person.education.name,
    institute: person.education.institution,
    educationStart: `${person.education.from}-07-01`,
    educationEnd: `${person.education.to}-05-31`,
    specialization: person.education.specialization,
    resumeKey: resume.key,
    resumeName: resume.name,
    createdAt,
    updatedAt: createdAt,
  };
}

/**
 * REC-21 (docs/decisions/035): the first start of a new database (no candidate, no job; the team's first
 * accounts may be there, made by `recruiter:create` before the first start) loads the demo
 * catalogue and the demo people in one transaction: two demo team members, 24 candidates with
 * profiles and résumés (16 of them discoverable in the talent pool), their applications at every step
 * of the networking opening and some of three others, the step history over five weeks, notes and
 * ratings by the team, interviews in the coming days. The résumés are stored first (as an upload is) and
 * removed again if the transaction fails; their texts are read by the talent-text job like any upload's
 * (queued in the transaction, done by the server's worker once it runs). A database with any candidate or
 * any job is left alone, so a second start adds nothing; after a removal (`npm run db:remove-demo`) the
 * start-up also asks `wasDemoRemoved` (a database left without jobs and candidates is not seeded again).
 */
export async function seedDemo({ db, storage, clock }: DemoSeedDeps): Promise<DemoSeedSummary> {
  const repos = createRepositoryStore(db, (on) => ({ demo: createDemoRepository(on) }));
  if ((await repos.demo.anyCandidate()) || (await repos.demo.anyJob())) return NOTHING;
  const now = clock.now();
  // Minutes past each day, so the times of one day differ and never pass now.
  const at = (daysAgo: number, salt: number) => new Date(now.getTime() - daysAgo * DAY_MS - ((salt * 47) % 420) * MINUTE_MS);

  const resumes = new Map<string, { file: PlannedFile; pdf: Buffer }>();
  for (const person of DEMO_PEOPLE) {
    const pdf = demoResumePdf(person, at(45, person.id.length));
    resumes.set(person.id, { pdf, file: { key: randomKey(RESUMES_FOLDER, 'pdf'), name: demoResumeName(person), data: pdf } });
  }
  const cvs = DEMO_APPLICATIONS.map((a) => {
    const resume = resumes.get(a.person);
    if (!resume) throw new Error(`demo application of an unknown person: ${a.person}`);
    return { key: randomKey(APPLICATION_FILES_FOLDER, 'pdf'), name: resume.file.name, data: resume.pdf };
  });
  const files = [...[...resumes.values()].map((r) => r.file), ...cvs];
  // A password nobody knows (random bytes, hashed once): no demo account can ever sign in.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));

  // Stored before the rows that name them, as an upload is (four at a time); removed again if they are not recorded.
  const stored: string[] = [];
  const removeStored = () => Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
  let summary: Omit<DemoSeedSummary, 'files'>;
  try {
    for (let i = 0; i < files.length; i += 4) {
      await Promise.all(
        files.slice(i, i + 4).map(async (file) => {
          await storage.put(file.key, file.data, PDF);
          stored.push(file.key);
        }),
      );
    }
    summary = await repos.transaction((tx, txDb) =>
      writeDemo(tx.demo, txDb, { now, at, passwordHash, resumes: new Map([...resumes].map(([id, r]) => [id, r.file])), cvs }),
    );
  } catch (error) {
    await removeStored();
    throw error;
  }
  // Another process seeded meanwhile (the start-up lock makes that impossible, but never leave files behind).
  if (summary.jobs === 0) {
    await removeStored();
    return NOTHING;
  }
  return { ...summary, files: files.length };
}

interface WritePlan {
  now: Date;
  at: (daysAgo: number, salt: number) => Date;
  passwordHash: string;
  resumes: Map<string, PlannedFile>;
  cvs: PlannedFile[];
}

/** Every row of the demo, in the seed's transaction. */
async function writeDemo(
  repo: ReturnType<typeof createDemoRepository>,
  txDb: DbOrTx,
  { now, at, passwordHash, resumes, cvs }: WritePlan,
): Promise<Omit<DemoSeedSummary, 'files'>> {
  const jobs = await seedDemoJobs(txDb, 'if-empty', now);
  if (jobs === 0) return { ...NOTHING };
  const jobIds = await repo.demoJobIds();
  const jobId = (key: DemoApplication['job']) => {
    const id = jobIds.get(DEMO_JOB_TITLES[key]);
    if (id === undefined) throw new Error(`demo job missing from the catalogue: ${DEMO_JOB_TITLES[key]}`);
    return id;
  };

  // The team: recruiters, deactivated (REC-8: no login, never on the team page as active), since 60 days.
  const teamSince = at(60, 1);
  const teamIds = await repo.insertUsers(
    DEMO_TEAM.map((m) => ({
      email: demoEmail(m.firstName, m.lastName),
      passwordHash,
      firstName: m.firstName,
      lastName: m.lastName,
      role: 'recruiter' as const,
      demo: true,
      emailVerifiedAt: teamSince,
      deactivatedAt: teamSince,
      createdAt: teamSince,
      updatedAt: teamSince,
    })),
  );
  const team = (by: 0 | 1) => teamIds[by] ?? null;
  await repo.setDemoJobsCreator(teamIds[0]!);

  // Candidates signed up a few days before their first application.
  const firstApplied = new Map<string, number>();
  for (const a of DEMO_APPLICATIONS) firstApplied.set(a.person, Math.max(firstApplied.get(a.person) ?? 0, a.steps[0] ?? 0));
  const candidateIds = await repo.insertUsers(
    DEMO_PEOPLE.map((person, i) =>
      candidateRow(person, passwordHash, at((firstApplied.get(person.id) ?? 30) + 3, i), resumes.get(person.id)!),
    ),
  );
  const idOf = new Map(DEMO_PEOPLE.map((p, i) => [p.id, candidateIds[i]!]));
  const personOf = new Map(DEMO_PEOPLE.map((p) => [p.id, p]));

  // Applications with their history: each step's event, the notes and ratings, the CV, the interview.
  const planned = DEMO_APPLICATIONS.map((a, i) => {
    const person = personOf.get(a.person)!;
    const reached: { status: ApplicationStatus; at: Date; actorId: number | null }[] = a.steps.map((daysAgo, step) => ({
      status: APPLICATION_STEPS[step] ?? 'hired',
      at: at(daysAgo, i + step),
      actorId: step === 0 ? null : team(step === 1 ? 0 : 1),
    }));
    if (a.ended) {
      reached.push({
        status: a.ended.status,
        at: at(a.ended.daysAgo, i + 7),
        actorId: a.ended.status === 'withdrawn' ? idOf.get(a.person)! : team(a.notes?.at(-1)?.by ?? 0),
      });
    }
    const notes = (a.notes ?? []).map((n, k) => ({ by: n.by, text: n.text, at: at(n.daysAgo, i + k + 3) }));
    const last = reached.at(-1)!;
    const ratedAt = notes.at(-1)?.at ?? last.at;
    const lastActivity = new Date(Math.max(last.at.getTime(), ratedAt.getTime()));
    return { a, person, reached, notes, last, ratedAt, lastActivity };
  });
  const applicationIds = await repo.insertApplications(
    planned.map(({ a, person, reached, last, lastActivity }) => ({
      userId: idOf.get(a.person)!,
      jobId: jobId(a.job),
      status: demoStatus(a),
      mode: 'standard' as const,
      details: demoApplicationDetails(person),
      createdAt: reached[0]!.at,
      updatedAt: last.at,
      stepChangedAt: last.at,
      lastActivityAt: lastActivity,
    })),
  );
  const application = (i: number) => applicationIds[i]!;

  await repo.insertEvents(
    planned.flatMap(({ reached }, i) =>
      reached.map((r) => ({ applicationId: application(i), status: r.status, actorId: r.actorId, createdAt: r.at })),
    ),
  );
  await repo.insertFiles(
    planned.map(({ a, reached }, i) => ({
      id: randomUUID(),
      userId: idOf.get(a.person)!,
      applicationId: application(i),
      kind: 'cv' as const,
      storageKey: cvs[i]!.key,
      originalName: cvs[i]!.name,
      contentType: PDF,
      size: cvs[i]!.data.length,
      createdAt: reached[0]!.at,
    })),
  );
  await repo.insertNotes(
    planned.flatMap(({ notes }, i) =>
      notes.map((n) => ({ applicationId: application(i), authorId: team(n.by), text: n.text, createdAt: n.at })),
    ),
  );
  await repo.insertRatings(
    planned.flatMap(({ a, ratedAt }, i) =>
      (a.ratings ?? []).map((r) => ({ applicationId: application(i), recruiterId: team(r.by)!, rating: r.stars, updatedAt: ratedAt })),
    ),
  );
  // REC-12: interviews in the coming days at 10:30 in Bengaluru (05:00 UTC), 45 minutes, scheduled when the step was reached.
  await repo.insertInterviews(
    planned.flatMap(({ a, last }, i) => {
      if (a.interviewInDays === undefined || demoStatus(a) !== 'interview') return [];
      const day = new Date(now.getTime() + a.interviewInDays * DAY_MS);
      const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 5, 0));
      return [
        {
          applicationId: application(i),
          uid: randomUUID(),
          startsAt,
          durationMinutes: 45,
          meetingUrl: `https://meet.northwind.example/demo/${a.person}`,
          timeZone: 'Asia/Kolkata',
          sequence: 0,
          organizerId: team(1),
          createdAt: last.at,
          updatedAt: last.at,
        },
      ];
    }),
  );

  // REC-10: the talent pool's consent and documents, and the résumés' texts, read by the talent-text worker
  // as an upload's are. Each application's CV is a copy of its person's résumé, so the résumé's text alone
  // is read (24 extractions, not 49: a new install's first real upload waits behind less demo work); the
  // pool's document holds it either way.
  for (const person of DEMO_PEOPLE) {
    const userId = idOf.get(person.id)!;
    if (person.discoverable) await setTalentConsent(txDb, userId, true, at((firstApplied.get(person.id) ?? 30) + 2, 5));
    await queueTextExtraction(txDb, { userId, storageKey: resumes.get(person.id)!.key, mime: PDF }, now);
    await refreshTalentDocument(txDb, userId, now);
  }

  return { jobs, candidates: DEMO_PEOPLE.length, team: DEMO_TEAM.length, applications: DEMO_APPLICATIONS.length };
}
