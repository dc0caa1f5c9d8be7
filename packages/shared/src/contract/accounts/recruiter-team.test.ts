import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TeamInvitation, TeamMemberResponse, TeamMemberUpdate, TeamResponse } from '../../schemas/team.js';
import { errorAnswersOf } from '../contract.js';
import type { BodyOf, ParamsOf, ResponseOf } from '../operation.js';
import { recruiterTeamAdminContract } from './recruiter-team-admin.contract.js';
import type { recruiterTeamAdminOperations } from './recruiter-team-admin.js';
import { recruiterTeamContract } from './recruiter-team.contract.js';
import type { recruiterTeamOperations } from './recruiter-team.js';

describe('the team in the route contract (REC-8, docs/decisions/021)', () => {
  it('types each call through the zod-free tables', () => {
    expectTypeOf<ResponseOf<typeof recruiterTeamOperations.listTeam>>().toEqualTypeOf<TeamResponse>();
    expectTypeOf<BodyOf<typeof recruiterTeamAdminOperations.inviteMember>>().toEqualTypeOf<TeamInvitation>();
    expectTypeOf<ResponseOf<typeof recruiterTeamAdminOperations.inviteMember>>().toEqualTypeOf<TeamMemberResponse>();
    expectTypeOf<ParamsOf<typeof recruiterTeamAdminOperations.setMemberActive>>().toEqualTypeOf<{ userId: string | number }>();
    expectTypeOf<BodyOf<typeof recruiterTeamAdminOperations.setMemberActive>>().toEqualTypeOf<TeamMemberUpdate>();
  });

  it('is read by the recruiter area and managed by admins: 401 anonymous, 403 for the others', () => {
    expect(errorAnswersOf(recruiterTeamContract)).toEqual({ listTeam: [401, 403] });
    expect(errorAnswersOf(recruiterTeamAdminContract)).toEqual({
      inviteMember: [400, 401, 403, 409, 413, 415],
      setMemberActive: [400, 401, 403, 404, 409, 413, 415],
    });
  });
});
