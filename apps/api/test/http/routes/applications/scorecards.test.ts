import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import {
  DEFAULT_INTERVIEW_STAGES,
  SCORECARD_MESSAGES as S,
  SCORECARD_NOTES_MAX,
  applicationScorecardsSchema,
  interviewPlanResponseSchema,
  interviewPlanSchema,
  scorecardResponseSchema,
  type ApplicationScorecards,
  type ScorecardCreateInput,
} from '@careers/shared';
import { signUp } from '../../../helpers/accounts.js';
import { postJob, signUpRecruiter, submitApplication } from '../../../helpers/applications.js';
import { createTestApp, type TestContext } from '../../../helpers/test-app.js';
import { call } from '../../../helpers/call.js';

let ctx: TestContext;
let anna: string;
let ravi: string;
let candidate: { token: string; email: string };
let jobId: number;
let applicationId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  anna = (await signUpRecruiter(ctx)).token;
  ravi = (await signUpRecruiter(ctx, undefined, 'Ravi Kumar')).token;
  candidate = await signUp(ctx);
  jobId = (await postJob(ctx, anna)).job_id;
  const submitted = await submitApplication(ctx, candidate.token, jobId);
  expect(submitted.statusCode, submitted.body).toBe(201);
  applicationId = (await call(ctx, 'GET', `/api/recruiter/jobs/${jobId}/applications`, { token: anna })).json().applicants[0]
    .application_id;
});
afterAll(() => ctx.close());

const planUrl = (id = jobId) => `/api/recruiter/jobs/${id}/interview-plan`;
const scorecardsUrl = (id = applicationId) => `/api/recruiter/applications/${id}/scorecards`;
const stageUrl = (id = applicationId) => `/api/recruiter/applications/${id}/interview-stage`;
const read = async (token: string): Promise<ApplicationScorecards> => {
  const res = await call(ctx, 'GET', scorecardsUrl(), { token });
  expect(res.statusCode, res.body).toBe(200);
  return applicationScorecardsSchema.parse(res.json());
};
const stageNamed = (view: ApplicationScorecards, name: string) => {
  const stage = view.stages.find((s) => s.stage.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage;
};

describe('the interview plan of a job (REC-28)', () => {
  it('offers the default three stages to a job without a plan of its own', async () => {
    const res = await call(ctx, 'GET', planUrl(), { token: ravi });
    expect(res.statusCode, res.body).toBe(200);
    const plan = interviewPlanSchema.parse(res.json());
    expect(plan.isDefault).toBe(true);
    expect(plan.stages.map((s) => s.name)).toEqual([...DEFAULT_INTERVIEW_STAGES]);
  });

  it('saves stages in order with skills from the catalogue and free attributes, and refuses unknown skills', async () => {
    const otherJob = (await postJob(ctx, anna)).job_id;
    const res = await call(ctx, 'PUT', planUrl(otherJob), {
      token: anna,
      payload: {
        stages: [
          {
            name: 'Technical interview',
            criteria: [
              { kind: 'skill', skillId: 'intune' },
              { kind: 'attribute', name: 'Communication' },
            ],
          },
          { name: 'Screening call', criteria: [{ kind: 'attribute', name: 'Availability' }] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, plan } = interviewPlanResponseSchema.parse(res.json());
    expect(message).toBe(S.planSaved);
    expect(plan.isDefault).toBe(false);
    expect(plan.stages.map((s) => s.name)).toEqual(['Technical interview', 'Screening call']);

    const bad = await call(ctx, 'PUT', planUrl(otherJob), {
      token: anna,
      payload: { stages: [{ name: 'Call', criteria: [{ kind: 'skill', skillId: 'no-such-skill' }] }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(S.criterionUnknownSkill);
    expect(
      (
        await call(ctx, 'PUT', planUrl(999_999), {
          token: anna,
          payload: { stages: [{ name: 'A', criteria: [{ kind: 'attribute', name: 'B' }] }] },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is for recruiters only: a candidate gets 403 reading or changing it', async () => {
    expect((await call(ctx, 'GET', planUrl(), { token: candidate.token })).statusCode).toBe(403);
    expect((await call(ctx, 'PUT', planUrl(), { token: candidate.token, payload: { stages: [] } })).statusCode).toBe(403);
  });
});

describe('scorecards on an application (REC-28)', () => {
  let screeningId: number;
  let technicalId: number;
  let annaCard: number;

  it('shows the default plan without storing it: reading writes nothing (docs/decisions/047)', async () => {
    const rows = async () =>
      (
        await ctx.database.db.execute<{ stages: number; placed: number }>(
          sql`SELECT (SELECT count(*) FROM interview_stages WHERE job_id = ${jobId})::int AS stages,
                     (SELECT count(*) FROM application_interview_stages WHERE application_id = ${applicationId})::int AS placed`,
        )
      ).rows[0];
    const before = await rows();
    const view = await read(anna);
    await read(ravi);
    expect((await call(ctx, 'GET', planUrl(), { token: anna })).statusCode).toBe(200);
    expect(await rows()).toEqual(before);
    expect(before).toEqual({ stages: 0, placed: 0 });

    expect(view.currentStageId).toBeNull();
    expect(view.stages.map((s) => [s.stage.name, s.stage.id, s.current])).toEqual([
      ['Screening call', -1, false],
      ['Technical interview', -2, false],
      ['Client interview', -3, false],
    ]);
    expect(interviewPlanSchema.parse((await call(ctx, 'GET', planUrl(), { token: anna })).json()).isDefault).toBe(true);
  });

  it('stores the default plan when an application is first put in one of its stages', async () => {
    const moved = await call(ctx, 'PUT', stageUrl(), { token: anna, payload: { stageId: -2 } });
    expect(moved.statusCode, moved.body).toBe(200);
    const view = applicationScorecardsSchema.parse(moved.json());
    screeningId = stageNamed(view, 'Screening call').stage.id ?? 0;
    technicalId = stageNamed(view, 'Technical interview').stage.id ?? 0;
    expect(screeningId).toBeGreaterThan(0);
    expect(view.currentStageId).toBe(technicalId);
    expect(stageNamed(view, 'Technical interview').current).toBe(true);
    const plan = interviewPlanSchema.parse((await call(ctx, 'GET', planUrl(), { token: anna })).json());
    expect(plan.isDefault).toBe(false);
    expect(plan.stages.map((s) => s.name)).toEqual([...DEFAULT_INTERVIEW_STAGES]);
    // The default identifiers still name the stored default stages; another outside them is refused.
    const again = await call(ctx, 'PUT', stageUrl(), { token: ravi, payload: { stageId: -1 } });
    expect(applicationScorecardsSchema.parse(again.json()).currentStageId).toBe(screeningId);
    expect((await call(ctx, 'PUT', stageUrl(), { token: ravi, payload: { stageId: -4 } })).statusCode).toBe(400);
    expect((await call(ctx, 'PUT', stageUrl(), { token: ravi, payload: { stageId: null } })).statusCode).toBe(200);
    expect((await read(anna)).currentStageId).toBeNull();

    const early = await call(ctx, 'POST', scorecardsUrl(), {
      token: anna,
      payload: { stageId: screeningId, scores: [], recommendation: null, submit: false },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(S.stageLeft);
  });

  it('hides the others’ scorecards from a member until they submitted their own; names of who submitted show', async () => {
    const moved = await call(ctx, 'PUT', stageUrl(), { token: anna, payload: { stageId: screeningId } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(applicationScorecardsSchema.parse(moved.json()).currentStageId).toBe(screeningId);

    const annaInput: ScorecardCreateInput = {
      stageId: screeningId,
      scores: [
        { criterion: 'Communication', rating: 4, notes: 'Clear and structured.' },
        { criterion: 'Availability', rating: 3, notes: '' },
      ],
      recommendation: 'strong_yes',
      submit: true,
    };
    const res = await call(ctx, 'POST', scorecardsUrl(), { token: anna, payload: annaInput });
    expect(res.statusCode, res.body).toBe(201);
    const { message, scorecard } = scorecardResponseSchema.parse(res.json());
    expect(message).toBe(S.submitted);
    expect(scorecard).toMatchObject({ author: 'Anna Schmidt', mine: true, status: 'submitted', recommendation: 'strong_yes' });
    annaCard = scorecard.id;

    // Ravi has written nothing: he sees who submitted, not what.
    const before = stageNamed(await read(ravi), 'Screening call');
    expect(before.current).toBe(true);
    expect(before.mine).toBeNull();
    expect(before.submitted).toEqual(['Anna Schmidt']);
    expect(before.notSubmitted).toContain('Ravi Kumar');
    expect(before.others).toBeNull();
    expect(before.summary).toBeNull();
    const raw = (await call(ctx, 'GET', scorecardsUrl(), { token: ravi })).body;
    expect(raw).not.toContain('Clear and structured.');

    // A draft does not unlock them either.
    const draft = await call(ctx, 'POST', scorecardsUrl(), {
      token: ravi,
      payload: {
        stageId: screeningId,
        scores: [{ criterion: 'Communication', rating: 2, notes: 'Quiet.' }],
        recommendation: null,
        submit: false,
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const ravisDraft = scorecardResponseSchema.parse(draft.json());
    expect(ravisDraft.message).toBe(S.draftSaved);
    expect(ravisDraft.scorecard.status).toBe('draft');
    expect(stageNamed(await read(ravi), 'Screening call').others).toBeNull();

    // Submitting needs every criterion rated and a recommendation.
    const incomplete = await call(ctx, 'PUT', `/api/recruiter/scorecards/${ravisDraft.scorecard.id}`, {
      token: ravi,
      payload: { scores: [{ criterion: 'Communication', rating: 2, notes: 'Quiet.' }], recommendation: 'no', submit: true },
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe(S.criterionUnrated('Availability'));

    const submitted = await call(ctx, 'PUT', `/api/recruiter/scorecards/${ravisDraft.scorecard.id}`, {
      token: ravi,
      payload: {
        scores: [
          { criterion: 'Communication', rating: 2, notes: 'Quiet.' },
          { criterion: 'Availability', rating: 3, notes: 'From July.' },
        ],
        recommendation: 'no',
        submit: true,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const after = stageNamed(await read(ravi), 'Screening call');
    expect(after.others?.map((c) => [c.author, c.recommendation, c.scores[0]?.notes])).toEqual([
      ['Anna Schmidt', 'strong_yes', 'Clear and structured.'],
    ]);
    expect(after.submitted).toEqual(['Anna Schmidt', 'Ravi Kumar']);
    expect(after.summary).toEqual({
      criteria: [
        { criterion: 'Communication', counts: [0, 1, 0, 1] },
        { criterion: 'Availability', counts: [0, 0, 2, 0] },
      ],
      recommendations: [0, 1, 0, 1],
    });
  });

  it('refuses a second scorecard of the same member for a stage, and notes over 2,000 characters', async () => {
    const twice = await call(ctx, 'POST', scorecardsUrl(), {
      token: anna,
      payload: { stageId: screeningId, scores: [], recommendation: null, submit: false },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(S.alreadyWritten);
    const long = await call(ctx, 'PUT', `/api/recruiter/scorecards/${annaCard}`, {
      token: anna,
      payload: {
        scores: [{ criterion: 'Communication', rating: 4, notes: 'x'.repeat(SCORECARD_NOTES_MAX + 1) }],
        recommendation: 'yes',
        submit: true,
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain(S.notesMax(SCORECARD_NOTES_MAX));
  });

  it('a scorecard of another member cannot be changed (403), and stays as it was', async () => {
    const res = await call(ctx, 'PUT', `/api/recruiter/scorecards/${annaCard}`, {
      token: ravi,
      payload: { scores: [], recommendation: 'strong_no', submit: false },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(S.notYours);
    const mine = stageNamed(await read(anna), 'Screening call').mine;
    expect(mine?.recommendation).toBe('strong_yes');
  });

  it('its author edits it while the application is in the stage, not after it left', async () => {
    const edit = await call(ctx, 'PUT', `/api/recruiter/scorecards/${annaCard}`, {
      token: anna,
      payload: {
        scores: [
          { criterion: 'Communication', rating: 3, notes: 'Clear.' },
          { criterion: 'Availability', rating: 3, notes: '' },
        ],
        recommendation: 'yes',
        // A submitted scorecard stays submitted.
        submit: false,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(scorecardResponseSchema.parse(edit.json()).scorecard).toMatchObject({ status: 'submitted', recommendation: 'yes' });

    expect((await call(ctx, 'PUT', stageUrl(), { token: ravi, payload: { stageId: technicalId } })).statusCode).toBe(200);
    const late = await call(ctx, 'PUT', `/api/recruiter/scorecards/${annaCard}`, {
      token: anna,
      payload: { scores: [], recommendation: 'no', submit: false },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(S.stageLeft);
    const view = await read(anna);
    expect(stageNamed(view, 'Screening call').current).toBe(false);
    expect(stageNamed(view, 'Technical interview').current).toBe(true);
  });

  it('a stage with scorecards cannot be removed from the plan: 409 says why; renaming keeps them', async () => {
    const plan = interviewPlanSchema.parse((await call(ctx, 'GET', planUrl(), { token: anna })).json());
    const withoutScreening = plan.stages
      .filter((s) => s.name !== 'Screening call')
      .map((s) => ({ id: s.id ?? undefined, name: s.name, criteria: s.criteria }));
    const res = await call(ctx, 'PUT', planUrl(), { token: anna, payload: { stages: withoutScreening } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(S.stageHasScorecards('Screening call', 2));

    const renamed = plan.stages.map((s) => ({
      id: s.id ?? undefined,
      name: s.name === 'Screening call' ? 'Intro call' : s.name,
      criteria: s.criteria,
    }));
    expect((await call(ctx, 'PUT', planUrl(), { token: anna, payload: { stages: renamed } })).statusCode).toBe(200);
    expect(stageNamed(await read(anna), 'Intro call').submitted).toEqual(['Anna Schmidt', 'Ravi Kumar']);
  });

  it('the applicants table filters by a submitted scorecard’s recommendation (REC-28)', async () => {
    const second = await signUp(ctx);
    expect((await submitApplication(ctx, second.token, jobId)).statusCode).toBe(201);
    const list = async (query: string) => {
      const res = await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/applicants?view=${randomUUID()}${query}`, { token: anna });
      expect(res.statusCode, res.body).toBe(200);
      const body: { rows: { applicationId: number }[]; total?: number } = res.json();
      return body.rows.map((r) => r.applicationId);
    };
    expect(await list('')).toHaveLength(2);
    expect(await list('&recommendation=yes')).toEqual([applicationId]);
    expect(await list('&recommendation=no')).toEqual([applicationId]);
    expect(await list('&recommendation=strong_no')).toEqual([]);
    expect(
      (
        await call(ctx, 'GET', `/api/recruiter/workspace/jobs/${jobId}/applicants?view=${randomUUID()}&recommendation=maybe`, {
          token: anna,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('never reaches the candidate: 403 on every scorecard route, nothing in their applications', async () => {
    const token = candidate.token;
    expect((await call(ctx, 'GET', scorecardsUrl(), { token })).statusCode).toBe(403);
    expect(
      (
        await call(ctx, 'PUT', `/api/recruiter/scorecards/${annaCard}`, {
          token,
          payload: { scores: [], recommendation: null, submit: false },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(ctx, 'POST', scorecardsUrl(), {
          token,
          payload: { stageId: technicalId, scores: [], recommendation: null, submit: false },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(ctx, 'PUT', stageUrl(), { token, payload: { stageId: null } })).statusCode).toBe(403);
    const own = await call(ctx, 'GET', '/api/applications', { token });
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toMatch(/scorecard|From July|Clear\./i);
    expect((await call(ctx, 'GET', scorecardsUrl())).statusCode).toBe(401);
  });

  it('the candidate’s data export carries the scorecards with the interviewers unnamed (docs/decisions/047)', async () => {
    const res = await call(ctx, 'GET', '/api/me/export', { token: candidate.token });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const json = unzipSync(new Uint8Array(res.rawPayload))['data.json'];
    if (!json) throw new Error('no data.json');
    const data: unknown = JSON.parse(strFromU8(json));
    // PRV-3's accesses name the recruiters who looked; the scorecards never name who wrote them.
    const cards = typeof data === 'object' && data !== null && 'scorecards' in data ? JSON.stringify(data.scorecards) : '';
    expect(cards).not.toMatch(/Anna|Ravi|Schmidt|Kumar/);
    expect(data).toMatchObject({
      scorecards: [
        {
          applicationId,
          stage: 'Intro call',
          interviewer: 'Interviewer 1',
          status: 'submitted',
          scores: [
            { criterion: 'Communication', rating: 'Yes', notes: 'Clear.' },
            { criterion: 'Availability', rating: 'Yes', notes: '' },
          ],
          recommendation: 'Yes',
        },
        { interviewer: 'Interviewer 2', recommendation: 'No' },
      ],
    });
  });

  it('deleting a job’s applications and then the job (as the demo removal does) takes the scorecards and the plan', async () => {
    await ctx.database.db.execute(sql`DELETE FROM applications WHERE job_id = ${jobId}`);
    await ctx.database.db.execute(sql`DELETE FROM jobs WHERE id = ${jobId}`);
    const left = await ctx.database.db.execute<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM scorecards)::int + (SELECT count(*) FROM interview_stages WHERE job_id = ${jobId})::int AS n`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
