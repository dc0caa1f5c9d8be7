import { existsSync, readFileSync } from 'node:fs';
import { propertyOf } from '../lib/property-of.js';

/** Whether a process with this PID exists (one of another user counts: EPERM). */
export const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return propertyOf(error, 'code') === 'EPERM';
  }
};

/**
 * Whether a process with this PID runs: not a zombie that ended and waits for its parent to collect it
 * (an orphan's new parent may be slow to). Linux reads /proc; elsewhere an existing PID counts.
 */
export function isAlive(pid: number): boolean {
  if (!isRunning(pid)) return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 3 (state) follows the command name, which may hold spaces and parentheses.
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch (error) {
    // Ended between the two looks, or no /proc.
    return propertyOf(error, 'code') !== 'ENOENT' || !existsSync('/proc/self');
  }
}

/**
 * Who a process is, beyond its PID: this boot and the process's start time (Linux /proc). After a
 * reboot, or when the PID has been given to another process, the identity no longer matches.
 * Undefined where /proc is missing (macOS, Windows).
 */
export function processIdentity(pid: number): string | undefined {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the command name (field 2) may hold spaces and parentheses.
    const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return startTime ? `${bootId}:${startTime}` : undefined;
  } catch {
    return undefined;
  }
}

const procAvailable = () => processIdentity(process.pid) !== undefined;

/** Whether the process that wrote a lock (its PID and identity) is still running (not a reused PID). */
export function ownerAlive(pid: number, identity: string | undefined): boolean {
  if (!procAvailable()) return isRunning(pid);
  return identity !== undefined && processIdentity(pid) === identity;
}

/**
 * One server per embedded database folder (docs/decisions/011, 020): what a second one is told. Several
 * processes belong on a PostgreSQL server.
 */
export const inUseError = (folder: string, owner: number, lockFile: string) =>
  new Error(
    `The embedded database in ${folder} is in use by process ${owner}. Stop that process first (or, if it is not ours, delete ${lockFile}); to run several processes, use a PostgreSQL server (DATABASE_URL).`,
  );
