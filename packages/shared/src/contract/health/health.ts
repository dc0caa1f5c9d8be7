import type { OperationsFor, TypedOperations } from '../operation.js';
import type { healthSchemas } from './health.schemas.js';

/**
 * OPS-7 (docs/decisions/011): the probes of a load balancer, outside `/api`, public. The readiness
 * probe's 503 is its own `{status, detail}`, not the shared error shape (`failures` in its schemas).
 */
const operations = {
  getLiveness: { method: 'GET', path: '/healthz', access: 'public' },
  getReadiness: { method: 'GET', path: '/readyz', access: 'public', errors: [503] },
} satisfies OperationsFor<typeof healthSchemas>;
export const healthOperations: TypedOperations<typeof operations, typeof healthSchemas> = operations;
