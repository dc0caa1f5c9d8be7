import { deflateSync } from 'node:zlib';
import { BRAND, DEMO_MESSAGES } from '@careers/shared';
import { demoEmail, type DemoPerson } from './demo-people.js';

/**
 * REC-21 (docs/decisions/035): a demo person's résumé as a real PDF 1.4, written by hand (about as much
 * code as a library's set-up; pdf-lib 1.17.1, the usual choice, is unmaintained since 2021). A4, the
 * standard Helvetica and Helvetica-Bold in WinAnsiEncoding (nothing embedded), lines wrapped by the
 * fonts' own widths, one or two pages, Flate-compressed content streams and a correct cross-reference
 * table, so unpdf (the talent pool's text reader), pdf.js and every viewer read it like an upload.
 */

type FontName = 'regular' | 'bold';

/**
 * Adobe's Helvetica and Helvetica-Bold advance widths (AFM, 1/1000 em) for the printable ASCII
 * characters 32–126 in order; WinAnsi's other characters below.
 */
const ASCII_WIDTHS: Record<FontName, readonly number[]> = {
  regular: [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
    278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
    556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
  ],
  bold: [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
    333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
    667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
    611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
  ],
};

/** WinAnsiEncoding's codes for the typographic characters the demo texts use (the rest of Latin-1 maps to itself). */
const WIN_ANSI: Readonly<Record<string, number>> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '€': 0x80,
};
const SPECIAL_WIDTHS: Record<FontName, Readonly<Record<number, number>>> = {
  regular: { 0x91: 222, 0x92: 222, 0x93: 333, 0x94: 333, 0x95: 350, 0x96: 556, 0x97: 1000, 0x80: 556, 0xb7: 278, 0xa0: 278 },
  bold: { 0x91: 278, 0x92: 278, 0x93: 500, 0x94: 500, 0x95: 350, 0x96: 556, 0x97: 1000, 0x80: 556, 0xb7: 278, 0xa0: 278 },
};

/** A character's WinAnsi code; characters outside it become '?'. */
function winAnsiCode(char: string): number {
  const special = WIN_ANSI[char];
  if (special !== undefined) return special;
  const code = char.codePointAt(0) ?? 0x3f;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? code : 0x3f;
}

const charWidth = (font: FontName, code: number) =>
  code >= 0x20 && code <= 0x7e ? (ASCII_WIDTHS[font][code - 0x20] ?? 556) : (SPECIAL_WIDTHS[font][code] ?? 556);

/** The width of a text in points at a font size. */
export function textWidth(text: string, font: FontName, size: number): number {
  let units = 0;
  for (const char of text) units += charWidth(font, winAnsiCode(char));
  return (units * size) / 1000;
}

/** A PDF literal string of a text, in WinAnsi: `(`, `)` and `\` escaped, bytes above ASCII as octal escapes. */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = winAnsiCode(char);
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 0x20 || code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return `${out})`;
}

/** Words into lines no wider than `width` (a word longer than a line stays whole on its own line). */
export function wrapText(text: string, font: FontName, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, font, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

// A4 in points, with 54 pt margins.
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 54;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_Y = 30;

type Rgb = readonly [number, number, number];
const INK: Rgb = [0.11, 0.13, 0.16];
const MUTED: Rgb = [0.39, 0.42, 0.47];
const ACCENT: Rgb = [0.07, 0.28, 0.52];

/** One block of the layout: a text (wrapped, with a hanging indent for bullets) or a rule. */
type Block =
  | {
      kind: 'text';
      text: string;
      font: FontName;
      size: number;
      color?: Rgb;
      before?: number;
      indent?: number;
      bullet?: boolean;
      keepWithNext?: boolean;
    }
  | { kind: 'rule'; before?: number };

const fmtMonth = (yyyyMm: string) => {
  const [year, month] = yyyyMm.split('-').map(Number);
  return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(month ?? 1) - 1]} ${year}`;
};
const spacedNumber = (n: string) => `${n.slice(0, 5)} ${n.slice(5)}`;

/** What the résumé says, top to bottom. */
export function resumeBlocks(person: DemoPerson): Block[] {
  const name = `${person.firstName} ${person.lastName}`;
  const blocks: Block[] = [
    { kind: 'text', text: name, font: 'bold', size: 22, color: INK },
    { kind: 'text', text: person.headline, font: 'regular', size: 11.5, color: ACCENT, before: 4 },
    {
      kind: 'text',
      text: `${demoEmail(person.firstName, person.lastName)}  ·  ${person.mobile.code} ${spacedNumber(person.mobile.number)}  ·  ${person.address}`,
      font: 'regular',
      size: 9.5,
      color: MUTED,
      before: 4,
    },
  ];
  const section = (title: string) => {
    blocks.push({ kind: 'text', text: title.toUpperCase(), font: 'bold', size: 10.5, color: ACCENT, before: 16, keepWithNext: true });
    blocks.push({ kind: 'rule', before: 3 });
  };
  const body = (text: string, extra: Partial<Extract<Block, { kind: 'text' }>> = {}) =>
    blocks.push({ kind: 'text', text, font: 'regular', size: 10.5, color: INK, before: 3, ...extra });

  section('Summary');
  body(person.summary, { before: 6 });

  section('Experience');
  for (const [i, role] of person.roles.entries()) {
    blocks.push({
      kind: 'text',
      text: `${role.title}, ${role.company}`,
      font: 'bold',
      size: 10.5,
      color: INK,
      before: i === 0 ? 6 : 10,
      keepWithNext: true,
    });
    blocks.push({
      kind: 'text',
      text: `${role.location}  ·  ${fmtMonth(role.from)} – ${role.to ? fmtMonth(role.to) : 'Present'}`,
      font: 'regular',
      size: 9.5,
      color: MUTED,
      before: 2,
      keepWithNext: true,
    });
    for (const highlight of role.highlights) body(highlight, { bullet: true, indent: 12 });
  }

  section('Education');
  const e = person.education;
  blocks.push({ kind: 'text', text: e.name, font: 'bold', size: 10.5, color: INK, before: 6, keepWithNext: true });
  body(`${e.institution}, ${e.from} – ${e.to}. Specialisation: ${e.specialization}.`);

  section('Certifications');
  for (const [i, c] of person.certifications.entries()) {
    body(`${c.name} (${c.issuer}), ${fmtMonth(c.from)} – ${fmtMonth(c.to)}`, { bullet: true, indent: 12, before: i === 0 ? 6 : 3 });
  }

  section('Skills');
  body(person.skills.join(', '), { before: 6 });
  return blocks;
}

interface Page {
  ops: string[];
}

const rgb = (c: Rgb) => c.map((v) => v.toFixed(2)).join(' ');
const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** Lay the blocks out on pages: each text line placed with its own text matrix, pages broken between lines. */
function layOut(blocks: Block[], footer: (page: number, pages: number) => string): Page[] {
  const pages: Page[] = [{ ops: [] }];
  let y = PAGE_HEIGHT - MARGIN;
  const bottom = MARGIN + 10;
  const current = () => pages[pages.length - 1]!;
  const newPage = () => {
    pages.push({ ops: [] });
    y = PAGE_HEIGHT - MARGIN;
  };
  // How much room a block and the ones it keeps with need, so a heading never ends a page.
  const heightOf = (block: Block) =>
    block.kind === 'rule' ? (block.before ?? 0) + 1 : (block.before ?? 0) + block.size * 1.3 * Math.max(1, wrapOf(block).length);
  const wrapOf = (block: Extract<Block, { kind: 'text' }>) =>
    wrapText(block.text, block.font, block.size, CONTENT_WIDTH - (block.indent ?? 0));

  for (const [i, block] of blocks.entries()) {
    if (block.kind === 'rule') {
      y -= block.before ?? 0;
      current().ops.push(`q ${rgb(ACCENT)} RG 0.6 w ${num(MARGIN)} ${num(y)} m ${num(PAGE_WIDTH - MARGIN)} ${num(y)} l S Q`);
      continue;
    }
    let needed = heightOf(block);
    const keeps = (b: Block | undefined) => b !== undefined && (b.kind === 'rule' || b.keepWithNext === true);
    for (let j = i; keeps(blocks[j]); j++) {
      const next = blocks[j + 1];
      if (next) needed += heightOf(next);
    }
    if (y - needed < bottom && y < PAGE_HEIGHT - MARGIN) newPage();
    y -= block.before ?? 0;
    const leading = block.size * 1.3;
    for (const [n, line] of wrapOf(block).entries()) {
      if (y - leading < bottom) newPage();
      y -= leading;
      const x = MARGIN + (block.indent ?? 0);
      const font = block.font === 'bold' ? 'F2' : 'F1';
      const ops = current().ops;
      // The bullet first, so a text reader sees it before its line.
      if (block.bullet && n === 0) {
        ops.push(
          `BT /F1 ${num(block.size)} Tf ${rgb(block.color ?? INK)} rg 1 0 0 1 ${num(MARGIN + 2)} ${num(y)} Tm ${pdfString('•')} Tj ET`,
        );
      }
      ops.push(`BT /${font} ${num(block.size)} Tf ${rgb(block.color ?? INK)} rg 1 0 0 1 ${num(x)} ${num(y)} Tm ${pdfString(line)} Tj ET`);
    }
  }
  pages.forEach((page, i) => {
    page.ops.push(
      `BT /F1 8 Tf ${rgb(MUTED)} rg 1 0 0 1 ${num(MARGIN)} ${num(FOOTER_Y)} Tm ${pdfString(footer(i + 1, pages.length))} Tj ET`,
    );
  });
  return pages;
}

/** A PDF from its objects (1-based numbers in order), with the cross-reference table and trailer. */
function writePdf(objects: readonly (string | Buffer)[], rootRef: number, infoRef: number): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  const add = (chunk: Buffer) => {
    chunks.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    add(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'));
    add(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
    add(Buffer.from('\nendobj\n', 'latin1'));
  });
  const xref = length;
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root ${rootRef} 0 R /Info ${infoRef} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  add(Buffer.from(tail, 'latin1'));
  return Buffer.concat(chunks);
}

const stream = (content: string) => {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
};

/** A PDF date (D:YYYYMMDDHHmmSSZ) of an instant. */
const pdfDate = (at: Date) => `D:${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

/** The demo person's résumé (A4, one or two pages). `createdAt` is the file's creation date in its metadata. */
export function demoResumePdf(person: DemoPerson, createdAt: Date): Buffer {
  const name = `${person.firstName} ${person.lastName}`;
  const pages = layOut(
    resumeBlocks(person),
    (page, count) => `${name}  ·  ${DEMO_MESSAGES.resumeFooter(BRAND.companyName)}  ·  ${page} / ${count}`,
  );
  // 1 catalog, 2 page tree, 3 regular font, 4 bold font, 5 info, then a page and its content per page.
  const pageRefs = pages.map((_, i) => 6 + 2 * i);
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(`${name} – Résumé`)} /Author ${pdfString(name)} /Subject ${pdfString(person.headline)} /Producer ${pdfString(`${BRAND.companyName} demo data`)} /CreationDate ${pdfString(pdfDate(createdAt))} >>`,
  ];
  pages.forEach((page, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_WIDTH)} ${num(PAGE_HEIGHT)}] /Contents ${pageRefs[i]! + 1} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
    );
    objects.push(stream(page.ops.join('\n')));
  });
  return writePdf(objects, 1, 5);
}

/** The résumé's file name as the candidate would have called it. */
export const demoResumeName = (person: DemoPerson) => `${person.firstName} ${person.lastName} - Resume.pdf`;
