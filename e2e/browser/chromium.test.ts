import { describe, expect, test } from 'vitest';
import { APT_INSTALL, chooseChromium, ensureChromium, missingBrowserMessage, PLAYWRIGHT_INSTALL, type BrowserProbe } from './chromium';

const PLAYWRIGHT_BROWSER = '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';

/** A machine with these executables, this environment and this user. */
function machine({ files = [], env = {}, isRoot = false }: { files?: string[]; env?: Record<string, string>; isRoot?: boolean }) {
  const present = new Set(files);
  const probe: BrowserProbe = {
    env: { PATH: '/usr/local/bin:/usr/bin:/bin', ...env },
    isExecutable: (file) => present.has(file),
    playwrightChromium: () => PLAYWRIGHT_BROWSER,
    isRoot,
  };
  return { probe, present };
}

describe('choosing the Chromium for the e2e tests', () => {
  test('CHROMIUM_PATH wins over a system browser', () => {
    const { probe } = machine({ files: ['/opt/chrome/chrome', '/usr/bin/chromium'], env: { CHROMIUM_PATH: '/opt/chrome/chrome' } });
    expect(chooseChromium(probe)).toEqual({ kind: 'found', path: '/opt/chrome/chrome', source: 'CHROMIUM_PATH' });
  });

  test('a CHROMIUM_PATH that is not there stops with its name, without installing or falling back', () => {
    const { probe } = machine({ files: ['/usr/bin/chromium'], env: { CHROMIUM_PATH: '/opt/nothing' }, isRoot: true });
    expect(chooseChromium(probe)).toEqual({
      kind: 'missing',
      message: 'CHROMIUM_PATH=/opt/nothing is not an executable file. Fix or unset it.',
    });
  });

  test('the system Chromium on the PATH', () => {
    const { probe } = machine({ files: ['/usr/bin/chromium', PLAYWRIGHT_BROWSER] });
    expect(chooseChromium(probe)).toEqual({ kind: 'found', path: '/usr/bin/chromium', source: 'system' });
  });

  test('chromium-browser or Google Chrome when there is no chromium', () => {
    expect(chooseChromium(machine({ files: ['/usr/bin/chromium-browser'] }).probe)).toMatchObject({
      path: '/usr/bin/chromium-browser',
      source: 'system',
    });
    expect(chooseChromium(machine({ files: ['/usr/local/bin/google-chrome'] }).probe)).toMatchObject({
      path: '/usr/local/bin/google-chrome',
      source: 'system',
    });
  });

  test("Playwright's downloaded Chromium when no system browser is installed", () => {
    const { probe } = machine({ files: [PLAYWRIGHT_BROWSER] });
    expect(chooseChromium(probe)).toEqual({ kind: 'found', path: PLAYWRIGHT_BROWSER, source: 'playwright' });
  });

  test('nothing there, as root with apt: apt-get first, then Playwright', () => {
    const { probe } = machine({ files: ['/usr/bin/apt-get'], isRoot: true });
    expect(chooseChromium(probe)).toEqual({ kind: 'install', commands: [...APT_INSTALL, PLAYWRIGHT_INSTALL] });
  });

  test('nothing there, without root (or without apt): Playwright only', () => {
    expect(chooseChromium(machine({ files: ['/usr/bin/apt-get'] }).probe)).toEqual({ kind: 'install', commands: [PLAYWRIGHT_INSTALL] });
    expect(chooseChromium(machine({ isRoot: true }).probe)).toEqual({ kind: 'install', commands: [PLAYWRIGHT_INSTALL] });
  });
});

describe('ensureChromium', () => {
  test('installs with apt when it may, and answers the browser the install left', () => {
    const { probe, present } = machine({ files: ['/usr/bin/apt-get'], isRoot: true });
    const ran: string[] = [];
    const path = ensureChromium(probe, (command) => {
      ran.push(command.join(' '));
      if (command.includes('install')) present.add('/usr/bin/chromium');
      return true;
    });
    expect(path).toBe('/usr/bin/chromium');
    expect(ran).toEqual(APT_INSTALL.map((c) => c.join(' ')));
  });

  test("falls back to Playwright's download when apt fails", () => {
    const { probe, present } = machine({ files: ['/usr/bin/apt-get'], isRoot: true });
    const ran: string[] = [];
    const path = ensureChromium(probe, (command) => {
      ran.push(command[0] ?? '');
      if (command[0] === 'npx') present.add(PLAYWRIGHT_BROWSER);
      return command[0] === 'npx';
    });
    expect(path).toBe(PLAYWRIGHT_BROWSER);
    expect(ran).toEqual(['apt-get', 'apt-get', 'npx']);
  });

  test('stops with the exact commands when nothing can be installed', () => {
    const { probe } = machine({});
    expect(() => ensureChromium(probe, () => false)).toThrow(missingBrowserMessage());
    expect(missingBrowserMessage()).toContain('npx playwright install chromium');
    expect(missingBrowserMessage()).toContain('apt-get install chromium');
  });

  test('a browser already there is used without running anything', () => {
    const { probe } = machine({ files: ['/usr/bin/chromium'] });
    expect(ensureChromium(probe, () => expect.unreachable('nothing to install'))).toBe('/usr/bin/chromium');
  });
});
