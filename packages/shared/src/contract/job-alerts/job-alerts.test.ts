import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MessageResponse } from '../../schemas/common.js';
import type { CreateJobAlertInput, CreateJobAlertResponse, JobAlertsResponse } from '../../schemas/job-alerts.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, QueryOf, ResponseOf } from '../operation.js';
import { jobAlertLinksContract } from './job-alert-links.contract.js';
import type { jobAlertLinksOperations } from './job-alert-links.js';
import { jobAlertsSubscribeContract } from './job-alerts-subscribe.contract.js';
import type { jobAlertsSubscribeOperations } from './job-alerts-subscribe.js';
import { jobAlertsContract } from './job-alerts.contract.js';
import type { jobAlertsOperations } from './job-alerts.js';

describe('job alerts in the route contract (docs/decisions/021)', () => {
  it('types each call through the zod-free tables', () => {
    expectTypeOf<ResponseOf<typeof jobAlertsOperations.listJobAlerts>>().toEqualTypeOf<JobAlertsResponse>();
    expectTypeOf<BodyOf<typeof jobAlertsSubscribeOperations.createJobAlert>>().toEqualTypeOf<CreateJobAlertInput>();
    expectTypeOf<ResponseOf<typeof jobAlertsSubscribeOperations.createJobAlert>>().toEqualTypeOf<CreateJobAlertResponse>();
    expectTypeOf<QueryOf<typeof jobAlertLinksOperations.unsubscribeJobAlert>>().toEqualTypeOf<{ token: string }>();
    // The one-click form is read and not used: the web sends no body.
    expectTypeOf<BodyOf<typeof jobAlertLinksOperations.unsubscribeJobAlert>>().toEqualTypeOf<undefined>();
    expectTypeOf<ResponseOf<typeof jobAlertLinksOperations.confirmJobAlert>>().toEqualTypeOf<MessageResponse>();
  });

  it('ALR-1: a candidate’s alerts; 404 for another’s', () => {
    expect(errorAnswersOf(jobAlertsContract)).toEqual({
      listJobAlerts: [401, 403],
      deleteJobAlert: [400, 401, 403, 404, 413, 415],
    });
  });

  it('ALR-1, ALR-2: anyone but recruiters and admins may create one; 409 past the limit, 429 for the confirmation mails', () => {
    expect(errorAnswersOf(jobAlertsSubscribeContract)).toEqual({ createJobAlert: [400, 401, 403, 409, 413, 415, 429] });
  });

  it('ALR-5: the links are public; the one-click POST reads a small form (413 above it, 415 for other bodies)', () => {
    expect(errorAnswersOf(jobAlertLinksContract)).toEqual({ confirmJobAlert: [400, 404], unsubscribeJobAlert: [400, 413, 415] });
    expect(jobAlertLinksContract.schemas.unsubscribeJobAlert.form).toEqual({ fields: { 'List-Unsubscribe': 'One-Click' }, maxBytes: 4096 });
  });
});
