import { messageResponseSchema } from '../../schemas/common.js';
import { sessionResponseSchema } from '../../schemas/auth.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `session.ts`. */
export const sessionSchemas = {
  logout: {
    summary: 'End the session of this access token (ACC-13)',
    response: { 200: messageResponseSchema },
  },
  getSession: {
    summary: 'The signed-in user of this access token (lets the browser check a stored session)',
    response: { 200: sessionResponseSchema },
  },
} satisfies SchemaTable;
