import type { z } from 'zod';

/** For the schemas' tests: every message per field, without stopping at the first error (GEN-5). */
export function messagesByField(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) (out[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return out;
}
