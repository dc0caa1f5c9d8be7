import { z } from 'zod';

/** OPS-7: what /healthz and /readyz answer: `ok`, `ready`, or `not ready` with the reason in `detail`. */
export const probeStatusSchema = z.object({ status: z.string(), detail: z.string().optional() });
export type ProbeStatus = z.infer<typeof probeStatusSchema>;
