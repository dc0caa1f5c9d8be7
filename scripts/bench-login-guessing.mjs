// `npm run bench:login-guessing`: shows ACC-19's bound on password guesses per account (docs/decisions/030)
// against the production server, from 150 client addresses. A demonstration, not a test: loopback only,
// it stops by itself.
//
// 1. Builds (web app and API) unless --skip-build, and starts the production server (scripts/lib/product.mjs)
//    on a fresh DATA_DIR, without SMTP_URL, so mail is written to DATA_DIR/outbox (INT-1).
// 2. Signs a candidate up (the code read from the outbox).
// 3. Checks that the server tells the loopback addresses apart without TRUST_PROXY: every request leaves
//    from its own address (the socket's localAddress; on Linux all of 127.0.0.0/8 is loopback), and 11
//    logins from one address within a minute get ACC-17's 429 while the next address is let in.
// 4. Sends one wrong password for the candidate from each of 127.0.0.1–127.0.0.150, all at once, and sorts
//    the answers: a password the server checked is answered with ACC-9's plain 401 "Invalid email or
//    password." (no `code`); one it did not check gets ACC-19's 401 `code: "login_code_required"`.
// 5. The same 150 addresses try a guessed code with their guess: each is refused (`login_code_incorrect`),
//    no password checked.
// 6. The owner, from an address not used before (127.0.0.201), logs in with the password (code demand),
//    reads the code from the e-mail in the outbox, and signs in with password and code.
// 7. Times code demands for the candidate's e-mail and for an unknown one (from 127.0.1.x-127.0.3.x, also
//    loopback), one at a time: the answers must not tell which e-mails have accounts.
// 8. Prints the figures and stops the server by its PID.
//
// Options: --skip-build, --engine=postgres|pglite (default: the server's default, the PostgreSQL it manages).
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { sleep, startProduct } from './lib/product.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const { parseMail, codeIn } = await tsImport('../packages/test-helpers/src/mail-parse.ts', import.meta.url);

const args = new Map(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, '').split('='))
    .map(([k, v]) => [k, v ?? 'true']),
);
const engine = args.get('engine');
const ATTACKERS = 150;
const OWNER_ADDRESS = '127.0.0.201';
const SIGNUP_ADDRESS = '127.0.0.250';

const median = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : NaN);

/** One JSON POST from the client address `from` (its own connection, bound to that address). */
function post(base, url, body, from) {
  const target = new URL(url, base);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          let json;
          try {
            json = JSON.parse(text);
          } catch {
            json = { message: text };
          }
          resolve({ status: response.statusCode, body: json, ms: performance.now() - started });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The e-mails in DATA_DIR/outbox to `email` whose subject holds `subject`, oldest first. */
function mailsTo(dataDir, email, subject) {
  const dir = path.join(dataDir, 'outbox');
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
  return files
    .sort()
    .map((file) => parseMail(readFileSync(path.join(dir, file), 'utf8')))
    .filter((m) => m.to.toLowerCase().includes(email) && m.subject.includes(subject));
}

async function waitForMail(dataDir, email, subject, count = 1) {
  for (let tries = 0; tries < 300; tries++) {
    const mails = mailsTo(dataDir, email, subject);
    if (mails.length >= count) return mails.at(-1);
    await sleep(100);
  }
  throw new Error(`no "${subject}" mail to ${email} in ${dataDir}/outbox`);
}

/** How the server answered a login: checked (ACC-9's wrong password), a code demand or refusal (ACC-19), a wait, or else. */
const kindOf = (answer) => {
  if (answer.status === 200) return 'signed in';
  if (answer.status === 429) return 'throttled (429)';
  if (answer.status === 401 && answer.body.code === undefined) return 'checked: wrong password';
  if (answer.status === 401) return answer.body.code;
  return `other (${answer.status})`;
};
const tally = (answers) => {
  const kinds = new Map();
  for (const answer of answers) {
    const kind = kindOf(answer);
    kinds.set(kind, [...(kinds.get(kind) ?? []), answer.ms]);
  }
  return kinds;
};

async function main() {
  if (args.get('skip-build') !== 'true') {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'careers-bench-login-'));
  // As root, the managed PostgreSQL runs as the postgres user, which must pass through to DATA_DIR.
  chmodSync(workDir, 0o711);
  const dataDir = path.join(workDir, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', TRUST_PROXY: '', ...(engine ? { DATABASE_ENGINE: engine } : {}) };
  const { proc, base } = await startProduct(env);
  try {
    // 2. The candidate.
    const email = `owner.${process.pid}@example.in`;
    const password = 'correct horse 42';
    const account = { first_name: 'Priya', last_name: 'Sharma', username: email, password };
    const registered = await post(base, '/api/register', account, SIGNUP_ADDRESS);
    if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
    const signupCode = codeIn(await waitForMail(dataDir, email, 'verification code'));
    const verified = await post(base, '/api/verify', { ...account, otp: signupCode }, SIGNUP_ADDRESS);
    if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);

    // 3. Does the server see loopback addresses as distinct clients? (ACC-17: 10 logins a minute per address.)
    const probeEmail = `nobody.${process.pid}@example.in`;
    const oneAddress = [];
    for (let i = 0; i < 11; i++) oneAddress.push(await post(base, '/api/login', { username: probeEmail, password: 'x' }, '127.0.0.151'));
    const nextAddress = await post(base, '/api/login', { username: probeEmail, password: 'x' }, '127.0.0.152');
    const distinct = oneAddress.at(-1).status === 429 && nextAddress.status === 401;

    // 4. 150 addresses, one wrong password each, all at once.
    const addresses = Array.from({ length: ATTACKERS }, (_, i) => `127.0.0.${i + 1}`);
    const started = performance.now();
    const guesses = await Promise.all(
      addresses.map((from, i) => post(base, '/api/login', { username: email, password: `guess number ${i + 1}` }, from)),
    );
    const attackMs = performance.now() - started;
    const guessKinds = tally(guesses);

    // 5. The same addresses with a guessed code.
    const codeGuesses = await Promise.all(
      addresses.map((from, i) =>
        post(base, '/api/login', { username: email, password: `guess number ${i + 1}`, otp: String(100000 + i * 5303) }, from),
      ),
    );
    const codeKinds = tally(codeGuesses);

    // 6. The owner, from an address never used before.
    const demand = await post(base, '/api/login', { username: email, password }, OWNER_ADDRESS);
    const codeMail = await waitForMail(dataDir, email, 'sign-in code');
    const signedIn = await post(base, '/api/login', { username: email, password, otp: codeIn(codeMail) }, OWNER_ADDRESS);
    const session =
      signedIn.status === 200
        ? await fetch(`${base}/api/session`, { headers: { authorization: `Bearer ${signedIn.body.access_token}` } })
        : undefined;
    const ownerIn = signedIn.status === 200 && session?.status === 200;

    const codeMails = mailsTo(dataDir, email, 'sign-in code').length;

    // 7. Timing: with the code rule on, does a code demand tell a known e-mail from an unknown one? The
    //    unknown e-mail is put under the rule the same way; then 200 demands, one at a time, in the order
    //    known, unknown, unknown, known, … so that neither always goes first.
    const unknown = `nobody.else.${process.pid}@example.in`;
    for (let i = 0; i < 20; i++) await post(base, '/api/login', { username: unknown, password: `guess ${i}` }, `127.0.1.${i + 1}`);
    const timings = { known: [], unknown: [] };
    for (let i = 0; i < 200; i++) {
      const [who, username] = i % 4 === 0 || i % 4 === 3 ? ['known', email] : ['unknown', unknown];
      const from = `127.0.${2 + Math.floor(i / 100)}.${(i % 100) + 1}`;
      const answer = await post(base, '/api/login', { username, password: 'another guess' }, from);
      if (answer.body.code === 'login_code_required') timings[who].push(answer.ms);
    }

    const evaluated = (guessKinds.get('checked: wrong password') ?? []).length + (codeKinds.get('checked: wrong password') ?? []).length;
    const line = (label, value) => console.log(`${label.padEnd(58)} ${value}`);
    const kindsLine = (kinds) =>
      [...kinds].map(([kind, times]) => `${kind}: ${times.length} (median ${median(times).toFixed(0)} ms)`).join('; ');
    console.log(`\nACC-19 login guessing bound (docs/decisions/030), ${engine ?? 'default engine'}, Node ${process.version}`);
    line(
      'server sees loopback addresses as distinct (no TRUST_PROXY)',
      distinct ? 'yes (11th login from 127.0.0.151: 429; 127.0.0.152: 401)' : 'NO',
    );
    line(
      'attempts sent (wrong password, no code)',
      `${guesses.length} from ${ATTACKERS} addresses 127.0.0.1-127.0.0.${ATTACKERS}, at once, ${attackMs.toFixed(0)} ms`,
    );
    line('  answers', kindsLine(guessKinds));
    line('attempts sent (wrong password, guessed code)', `${codeGuesses.length} from the same addresses`);
    line('  answers', kindsLine(codeKinds));
    line('passwords evaluated (plain 401 of ACC-9), all attempts', `${evaluated} of ${guesses.length + codeGuesses.length}`);
    line('code demands (401 login_code_required)', (guessKinds.get('login_code_required') ?? []).length);
    line('sign-in code e-mails to the owner (up to the sign-in)', codeMails);
    line(`owner from ${OWNER_ADDRESS}, password alone`, `${demand.status} ${demand.body.code ?? ''}`);
    line(`owner from ${OWNER_ADDRESS}, password + e-mailed code`, `${signedIn.status}`);
    line('owner signed in', ownerIn ? 'yes' : 'no');
    line(
      'code demands one at a time, median: known / unknown e-mail',
      `${median(timings.known).toFixed(1)} ms (${timings.known.length}) / ${median(timings.unknown).toFixed(1)} ms (${timings.unknown.length})`,
    );
    if (!distinct || evaluated > 100 || !ownerIn) process.exitCode = 1;
  } finally {
    await proc.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
