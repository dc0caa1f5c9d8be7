import { discoverableInputSchema, discoverableResponseSchema, discoverableSchema } from '../../schemas/talent.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `talent-consent.ts`. */
export const talentConsentSchemas = {
  getDiscoverable: {
    summary: 'Whether recruiters may find this profile in the talent pool, and when that last changed',
    response: { 200: discoverableSchema },
  },
  setDiscoverable: {
    summary: 'Turn the talent pool opt-in on or off; each change is recorded with its time',
    body: discoverableInputSchema,
    response: { 200: discoverableResponseSchema },
  },
} satisfies SchemaTable;
