import type { OperationsFor, TypedOperations } from '../operation.js';
import type { talentConsentSchemas } from './talent-consent.schemas.js';

/**
 * REC-10: the candidate's "Let recruiters find my profile" switch (GDPR opt-in, off until turned on).
 * Candidates only; it acts on the caller's own profile.
 */
const operations = {
  getDiscoverable: { method: 'GET', path: '/api/profile/discoverable', access: 'candidate' },
  setDiscoverable: { method: 'PUT', path: '/api/profile/discoverable', access: 'candidate' },
} satisfies OperationsFor<typeof talentConsentSchemas>;
export const talentConsentOperations: TypedOperations<typeof operations, typeof talentConsentSchemas> = operations;
