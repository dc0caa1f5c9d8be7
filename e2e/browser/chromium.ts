import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Which Chromium the end-to-end tests run in, so that `npm install && npm test` works on a fresh
 * machine: CHROMIUM_PATH when set, else a system Chromium or Chrome on the PATH, else the browser
 * `npx playwright install chromium` downloaded. When none is there it installs one (apt-get when
 * running as root with apt, else Playwright's download) or stops at once with the command to run.
 */

/** What the choice looks at; the real machine in `machineProbe()`, a made-up one in tests. */
export interface BrowserProbe {
  env: Record<string, string | undefined>;
  isExecutable(this: void, file: string): boolean;
  /** Where Playwright keeps the Chromium it downloads (whether or not it is there). */
  playwrightChromium(this: void): string | undefined;
  isRoot: boolean;
}

export type BrowserSource = 'CHROMIUM_PATH' | 'system' | 'playwright';
export type BrowserChoice =
  | { kind: 'found'; path: string; source: BrowserSource }
  /** Nothing found: the commands to try, in order, each until one leaves a browser behind. */
  | { kind: 'install'; commands: string[][] }
  | { kind: 'missing'; message: string };

/** System browsers, looked up on the PATH in this order. */
export const SYSTEM_BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export const APT_INSTALL = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', 'chromium'],
];
export const PLAYWRIGHT_INSTALL = ['npx', 'playwright', 'install', 'chromium'];

export const missingBrowserMessage = (): string =>
  [
    'No Chromium for the end-to-end tests. Install one, then run `npm test` again:',
    '  apt-get install chromium            (Debian/Ubuntu, as root; or with sudo)',
    "  npx playwright install chromium     (Playwright's own download)",
    'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  ].join('\n');

function onPath(probe: BrowserProbe, name: string): string | undefined {
  for (const dir of (probe.env.PATH ?? '').split(path.delimiter)) {
    if (dir === '') continue;
    const file = path.join(dir, name);
    if (probe.isExecutable(file)) return file;
  }
  return undefined;
}

/** The browser to use, or how to get one. Reads nothing but the probe. */
export function chooseChromium(probe: BrowserProbe, { mayInstall = true }: { mayInstall?: boolean } = {}): BrowserChoice {
  const explicit = probe.env.CHROMIUM_PATH;
  if (explicit) {
    // Named on purpose: a wrong path is a mistake to report, not a reason to pick another browser.
    return probe.isExecutable(explicit)
      ? { kind: 'found', path: explicit, source: 'CHROMIUM_PATH' }
      : { kind: 'missing', message: `CHROMIUM_PATH=${explicit} is not an executable file. Fix or unset it.` };
  }
  for (const name of SYSTEM_BROWSERS) {
    const file = onPath(probe, name);
    if (file) return { kind: 'found', path: file, source: 'system' };
  }
  const downloaded = probe.playwrightChromium();
  if (downloaded && probe.isExecutable(downloaded)) return { kind: 'found', path: downloaded, source: 'playwright' };
  if (!mayInstall) return { kind: 'missing', message: missingBrowserMessage() };
  const viaApt = probe.isRoot && onPath(probe, 'apt-get') !== undefined;
  return { kind: 'install', commands: viaApt ? [...APT_INSTALL, PLAYWRIGHT_INSTALL] : [PLAYWRIGHT_INSTALL] };
}

/** Runs one command with the output shown; true when it exited 0. */
export type CommandRunner = (command: string[]) => boolean;

const runCommand: CommandRunner = ([file = '', ...args]) =>
  spawnSync(file, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;

/**
 * The browser's path, installing one when none is there. Throws with the exact commands to run when
 * none can be had (no root and no network, for instance).
 */
export function ensureChromium(probe: BrowserProbe = machineProbe(), run: CommandRunner = runCommand): string {
  const first = chooseChromium(probe);
  if (first.kind === 'found') return first.path;
  if (first.kind === 'missing') throw new Error(first.message);
  console.log('No Chromium found for the end-to-end tests: installing one.');
  for (const command of first.commands) {
    console.log(`$ ${command.join(' ')}`);
    // apt-get update fails alone when offline; the install after it then fails too and we move on.
    run(command);
    const now = chooseChromium(probe, { mayInstall: false });
    if (now.kind === 'found') return now.path;
  }
  throw new Error(missingBrowserMessage());
}

export function machineProbe(): BrowserProbe {
  return {
    env: process.env,
    isExecutable(file) {
      try {
        accessSync(file, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    },
    playwrightChromium() {
      try {
        return chromium.executablePath();
      } catch {
        return undefined;
      }
    },
    isRoot: process.getuid?.() === 0,
  };
}
