import { probeStatusSchema } from '../../schemas/health.js';
import type { SchemaTable } from '../contract.js';

/** The schema half of `health.ts`. */
export const healthSchemas = {
  getLiveness: {
    summary: 'OPS-7 Liveness: the process is running',
    response: { 200: probeStatusSchema },
  },
  getReadiness: {
    summary:
      'OPS-7 Readiness: the database answers in time, every migration of this build is applied, there is room to write and the process is not shutting down; 503 with the reason otherwise',
    response: { 200: probeStatusSchema },
    failures: { 503: probeStatusSchema },
  },
} satisfies SchemaTable;
