import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { OFFER_MESSAGES as O, formatOfferRate, type EngagementType, type OfferRateUnit, type OfferWorkplace } from '@careers/shared';

/**
 * REC-33, APP-14 (docs/decisions/050): the offer letter and the signed letter as PDF (pdf-lib). The text
 * is set in DejaVu Sans, embedded (subset) from the pinned `dejavu-fonts-ttf` package: pdf-lib's standard
 * fonts are WinAnsi only, and the letter carries names such as "Nguyễn" and amounts such as "₹".
 */
const require = createRequire(import.meta.url);
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
const fontFiles = () =>
  (fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  });

/** The letter's language and number format (the e-mails' too): British English. */
const LETTER_LOCALE = 'en-GB';
type Colour = 'brand' | 'text' | 'muted' | 'line' | 'white' | 'band';
/** Set by `pdfLibraries()`, which every letter awaits before it draws. */
let COLOURS: Record<Colour, RGB>;

/**
 * pdf-lib and fontkit (about 2.5 MB of code, a few MB of heap) load with the first letter, not with the
 * server: most processes never make one, and the server's memory at rest counts (issue 25, docs/performance.md).
 */
let loading: Promise<{ PDFDocument: typeof PDFDocument; fontkit: Parameters<PDFDocument['registerFontkit']>[0] }> | undefined;
const pdfLibraries = () =>
  (loading ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([pdf, fontkit]) => {
    const { rgb } = pdf;
    COLOURS = {
      brand: rgb(11 / 255, 58 / 255, 111 / 255),
      text: rgb(20 / 255, 32 / 255, 46 / 255),
      muted: rgb(75 / 255, 90 / 255, 107 / 255),
      line: rgb(219 / 255, 227 / 255, 236 / 255),
      white: rgb(1, 1, 1),
      band: rgb(0.84, 0.9, 0.97),
    };
    return { PDFDocument: pdf.PDFDocument, fontkit: fontkit.default };
  }));
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;

export const sha256Hex = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** What the letter states. */
export interface OfferLetterContent {
  offerId: number;
  version: number;
  companyName: string;
  candidateName: string;
  jobTitle: string;
  role: string;
  engagement: EngagementType;
  rate: { amount: number; currency: string; unit: OfferRateUnit };
  startDate: string;
  endDate: string | null;
  durationMonths: number | null;
  hoursPerWeek: number;
  workplace: OfferWorkplace;
  place: string | null;
  noticeTerms: string;
  expiresAt: Date;
  expiresTimeZone: string;
  /** The candidate's zone (PRO-20), when known: the expiry is shown in it too. */
  candidateTimeZone: string | null;
  /** The letter's date (the sending instant) and the PDF's creation date. */
  issuedAt: Date;
}

/** A calendar date as the letter writes it: "1 July 2026". */
export const letterDate = (isoDate: string) => format(new Date(`${isoDate}T12:00:00Z`), 'd MMMM yyyy');

/** An instant in a zone, named: "Friday 10 July 2026, 18:00 (Europe/Zurich)". */
export const instantIn = (at: Date, zone: string) => `${format(new TZDate(at, zone), 'EEEE d MMMM yyyy, HH:mm')} (${zone})`;

/** The expiry in the recruiter's zone and, when it differs, the candidate's. */
export const expiryText = (at: Date, zone: string, candidateZone: string | null) =>
  candidateZone && candidateZone !== zone ? `${instantIn(at, candidateZone)}; ${instantIn(at, zone)}` : instantIn(at, zone);

/** The terms as label and value, in the letter's order (the e-mail and the web show the same). */
export function offerTerms(c: OfferLetterContent): [string, string][] {
  return [
    [O.role, c.role],
    [O.engagementLabel, O.engagement[c.engagement]],
    [O.rate, formatOfferRate(c.rate, LETTER_LOCALE)],
    [O.startDate, letterDate(c.startDate)],
    [
      O.endOrDuration,
      c.endDate ? O.letter_.until(letterDate(c.endDate)) : c.durationMonths ? O.letter_.duration(c.durationMonths) : O.letter_.openEnded,
    ],
    [O.hoursPerWeek, O.letter_.hours(c.hoursPerWeek)],
    [O.workplaceLabel, c.workplace === 'remote' ? O.workplace.remote : `${O.workplace.on_site}: ${c.place ?? ''}`],
    [O.letter_.expires, expiryText(c.expiresAt, c.expiresTimeZone, c.candidateTimeZone)],
  ];
}

/** Lines of at most `width` points, broken at spaces (a word longer than a line is broken where it must). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

interface Writer {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

async function writerFor(doc: PDFDocument): Promise<Omit<Writer, 'page' | 'y'>> {
  doc.registerFontkit((await pdfLibraries()).fontkit);
  const files = fontFiles();
  const [regular, bold] = await Promise.all([doc.embedFont(files.regular, { subset: true }), doc.embedFont(files.bold, { subset: true })]);
  return { doc, regular, bold };
}

/** A new page with the company's band at the top. */
function newPage(w: Omit<Writer, 'page' | 'y'>, companyName: string): Writer {
  const page = w.doc.addPage([A4.width, A4.height]);
  page.drawRectangle({ x: 0, y: A4.height - 72, width: A4.width, height: 72, color: COLOURS.brand });
  page.drawText(companyName, { x: MARGIN, y: A4.height - 44, size: 16, font: w.bold, color: COLOURS.white });
  page.drawText('Careers', { x: MARGIN, y: A4.height - 60, size: 9, font: w.regular, color: COLOURS.band });
  return { ...w, page, y: A4.height - 112 };
}

/** Write text wrapped to the content width; a new page when the page is full. */
function write(w: Writer, text: string, o: { size?: number; bold?: boolean; colour?: RGB; after?: number; companyName: string }): Writer {
  const size = o.size ?? 10.5;
  const font = o.bold ? w.bold : w.regular;
  let writer = w;
  for (const line of wrap(text, font, size, A4.width - 2 * MARGIN)) {
    if (writer.y < MARGIN + 40) writer = newPage(writer, o.companyName);
    writer.page.drawText(line, { x: MARGIN, y: writer.y, size, font, color: o.colour ?? COLOURS.text });
    writer.y -= size * 1.45;
  }
  writer.y -= o.after ?? 6;
  return writer;
}

/** Label and value rows with a hairline between them. */
function writeRows(w: Writer, rows: [string, string][], companyName: string): Writer {
  let writer = w;
  const labelWidth = 130;
  const valueWidth = A4.width - 2 * MARGIN - labelWidth;
  for (const [label, value] of rows) {
    const lines = wrap(value, writer.regular, 10.5, valueWidth);
    const height = lines.length * 15 + 10;
    if (writer.y - height < MARGIN + 40) writer = newPage(writer, companyName);
    writer.page.drawText(label, { x: MARGIN, y: writer.y, size: 9.5, font: writer.bold, color: COLOURS.muted });
    lines.forEach((line, i) =>
      writer.page.drawText(line, { x: MARGIN + labelWidth, y: writer.y - i * 15, size: 10.5, font: writer.regular, color: COLOURS.text }),
    );
    writer.y -= height;
    writer.page.drawLine({
      start: { x: MARGIN, y: writer.y + 12 },
      end: { x: A4.width - MARGIN, y: writer.y + 12 },
      thickness: 0.5,
      color: COLOURS.line,
    });
    writer.y -= 4;
  }
  writer.y -= 8;
  return writer;
}

/** The footer of every page: the offer's id and version, and "Page n of m". */
function footers(doc: PDFDocument, font: PDFFont, label: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = `${label} · ${O.letter_.page(i + 1, pages.length)}`;
    page.drawText(text, { x: MARGIN, y: 32, size: 8, font, color: COLOURS.muted });
  });
}

const metadata = (doc: PDFDocument, title: string, companyName: string, at: Date) => {
  doc.setTitle(title);
  doc.setAuthor(companyName);
  doc.setCreator(`${companyName} careers`);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(at);
  doc.setModificationDate(at);
};

/** REC-33: the offer letter. */
export async function offerLetterPdf(c: OfferLetterContent): Promise<Uint8Array> {
  const { PDFDocument } = await pdfLibraries();
  const doc = await PDFDocument.create();
  metadata(doc, `${O.letter_.title}: ${c.role}`, c.companyName, c.issuedAt);
  const base = await writerFor(doc);
  let w = newPage(base, c.companyName);
  const companyName = c.companyName;
  w = write(w, O.letter_.title, { size: 20, bold: true, colour: COLOURS.brand, after: 4, companyName });
  w = write(w, format(new TZDate(c.issuedAt, c.expiresTimeZone), 'd MMMM yyyy'), {
    size: 10,
    colour: COLOURS.muted,
    after: 16,
    companyName,
  });
  w = write(w, O.letter_.dear(c.candidateName), { after: 8, companyName });
  w = write(w, O.letter_.intro(c.companyName, c.role), { after: 14, companyName });
  w = write(w, O.letter_.terms, { size: 12, bold: true, colour: COLOURS.brand, after: 6, companyName });
  w = writeRows(w, offerTerms(c), companyName);
  if (c.noticeTerms) {
    w = write(w, O.noticeTerms, { size: 12, bold: true, colour: COLOURS.brand, after: 4, companyName });
    w = write(w, c.noticeTerms, { after: 14, companyName });
  }
  w = write(w, O.letter_.closing, { after: 14, companyName });
  w = write(w, O.letter_.regards, { after: 2, companyName });
  write(w, O.letter_.team(c.companyName), { bold: true, companyName });
  footers(doc, base.regular, O.letter_.version(c.version, c.offerId));
  return doc.save({ useObjectStreams: false });
}

/** APP-14: what the signature page states. */
export interface OfferSignature {
  name: string;
  at: Date;
  /** The candidate's zone (PRO-20), when known: the instant is shown in it and in UTC. */
  timeZone: string | null;
  ip: string;
  letterSha256: string;
  companyName: string;
  offerId: number;
  version: number;
}

/** APP-14: the signed letter: the letter's pages unchanged plus a last page with the signature's evidence. */
export async function signedOfferPdf(letter: Uint8Array, s: OfferSignature): Promise<Uint8Array> {
  const { PDFDocument } = await pdfLibraries();
  const doc = await PDFDocument.load(letter, { updateMetadata: false });
  doc.setModificationDate(s.at);
  const letterPages = doc.getPageCount();
  const base = await writerFor(doc);
  let w = newPage(base, s.companyName);
  const companyName = s.companyName;
  w = write(w, O.letter_.signatureTitle, { size: 14, bold: true, colour: COLOURS.brand, after: 10, companyName });
  w = write(w, O.letter_.signatureIntro, { after: 12, companyName });
  const utc = `${format(new TZDate(s.at, 'UTC'), 'd MMMM yyyy, HH:mm:ss')} UTC`;
  w = writeRows(
    w,
    [
      [O.signedName, s.name],
      [O.signedAt, s.timeZone && s.timeZone !== 'UTC' ? `${utc}; ${instantIn(s.at, s.timeZone)}` : utc],
      [O.ipAddress, s.ip],
      [O.letterHash, s.letterSha256],
    ],
    companyName,
  );
  write(w, O.letter_.signatureNote, { size: 9.5, colour: COLOURS.muted, companyName });
  const page = w.page;
  page.drawText(`${O.letter_.version(s.version, s.offerId)} · ${O.letter_.signaturePage(letterPages)}`, {
    x: MARGIN,
    y: 32,
    size: 8,
    font: base.regular,
    color: COLOURS.muted,
  });
  return doc.save({ useObjectStreams: false });
}
