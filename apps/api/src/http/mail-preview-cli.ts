import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_CATALOGUE, SAMPLE_TEXTS } from './mail-catalogue.js';

/**
 * `npm run mail:preview` (docs/decisions/023): every e-mail the product sends, rendered with the
 * catalogue's sample data, as mail-preview/<name>.html and <name>.txt at the repository's root (and
 * <name>.ics for an interview invitation), to open in a browser or an editor. Prints the list.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const outDir = path.join(ROOT, 'mail-preview');
mkdirSync(outDir, { recursive: true });

for (const { name, kind, render } of MAIL_CATALOGUE) {
  const mail = render(SAMPLE_TEXTS);
  const files = [`${name}.html`, `${name}.txt`];
  writeFileSync(path.join(outDir, `${name}.html`), mail.html);
  writeFileSync(path.join(outDir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  if (mail.calendar) {
    files.push(`${name}.ics`);
    writeFileSync(path.join(outDir, `${name}.ics`), mail.calendar.content);
  }
  console.log(`${kind.padEnd(20)} ${files.join(', ')}  (${mail.subject})`);
}
console.log(`\n${MAIL_CATALOGUE.length} e-mails written to ${path.relative(process.env.INIT_CWD ?? process.cwd(), outDir) || '.'}/`);
