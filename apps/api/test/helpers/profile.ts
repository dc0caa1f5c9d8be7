import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { UpdateUserDetailsRequest } from '@careers/shared';
import type { TestContext } from './test-app.js';
import { call } from './call.js';

export const getProfile = (ctx: TestContext, token: string) => call(ctx, 'GET', '/api/user-details', { token });
export const patchProfile = (ctx: TestContext, token: string, body: UpdateUserDetailsRequest | Record<string, unknown>) =>
  call(ctx, 'PATCH', '/api/user-details', { token, payload: body });

export const personalSection = (overrides: Record<string, string> = {}) => ({
  section: 'personal' as const,
  first_name: 'Priya',
  last_name: 'Sharma',
  PrimaryMobileNo: '9876543210',
  PrimaryMobileNoCode: '+91',
  SecondaryMobileNo: '',
  SecondaryMobileNoCode: '',
  ...overrides,
});

/** Every text message the outbox holds (INT-2), oldest first: number and text. */
export function readSmsOutbox(dataDir: string): { to: string; body: string }[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.txt'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const [head = '', ...rest] = readFileSync(path.join(dir, file), 'utf8').split('\n\n');
    return { to: head.replace(/^To: /, '').trim(), body: rest.join('\n\n').trim() };
  });
}

/** The code in the newest text to a number. */
export function lastSmsCode(dataDir: string, to: string): string {
  const sms = readSmsOutbox(dataDir)
    .filter((m) => m.to === to)
    .at(-1);
  const code = sms && /^(\d{6}) is your/.exec(sms.body)?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}
