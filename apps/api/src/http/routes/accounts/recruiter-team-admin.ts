import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TEAM_MESSAGES,
  errorResponseSchema,
  teamInvitationSchema,
  teamMemberResponseSchema,
  teamMemberUpdateSchema,
} from '@careers/shared';
import { currentUser } from '../../plugins/auth.js';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };

/**
 * REC-8: managing the team is for admins only (recruiters read the team in ../recruiter-team/ and
 * get 403 here; candidates 403; anonymous callers 401).
 */
const recruiterTeamAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.post(
    '/invitations',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'REC-8 Invite a recruiter or admin: a single-use set-password link, valid 72 hours, e-mailed; a new one voids the old',
        security,
        body: teamInvitationSchema,
        response: { 201: teamMemberResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await app.team.invite(currentUser(request).id, request.body);
      return reply.status(201).send({ member, message: TEAM_MESSAGES.invited(member.email) });
    },
  );

  app.patch(
    '/:userId',
    {
      schema: {
        tags: ['recruiter'],
        summary: 'REC-8 Deactivate (ends their sessions, blocks login) or reactivate a member; the last active admin stays',
        security,
        params: z.object({ userId: z.coerce.number('userId must be a whole number').int().positive().max(2_147_483_647) }),
        body: teamMemberUpdateSchema,
        response: { 200: teamMemberResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => app.team.setActive(request.params.userId, request.body),
  );
};

export default recruiterTeamAdminRoutes;
