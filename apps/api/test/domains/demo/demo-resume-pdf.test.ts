import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PEOPLE } from '../../../src/domains/demo/demo-people.js';
import { demoResumePdf, pdfString, textWidth, wrapText } from '../../../src/domains/demo/demo-resume-pdf.js';
import { detectType } from '../../../src/platform/lib/file-types.js';
import { propertyOf } from '../../../src/platform/lib/property-of.js';

const CREATED = new Date('2026-06-10T10:00:00Z');

/** The byte offsets the cross-reference table gives, each checked to start its object. */
function checkXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /^xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  return entries.length;
}

describe('demo résumés (REC-21, docs/decisions/035)', () => {
  it('every demo person’s résumé is a PDF that unpdf reads, with the name, headline, employers and certifications in its text', async () => {
    for (const person of DEMO_PEOPLE) {
      const pdf = demoResumePdf(person, CREATED);
      expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      // What an upload's content check (PRO-18) decides it is.
      expect((await detectType('resume', pdf))?.mime).toBe('application/pdf');
      expect(checkXref(pdf)).toBeGreaterThanOrEqual(7);
      const document = await getDocumentProxy(new Uint8Array(pdf));
      expect(document.numPages).toBeGreaterThanOrEqual(1);
      expect(document.numPages).toBeLessThanOrEqual(2);
      const { text } = await extractText(document, { mergePages: true });
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(`${person.firstName} ${person.lastName}`);
      expect(flat).toContain(person.headline);
      for (const role of person.roles) expect(flat).toContain(`${role.title}, ${role.company}`);
      for (const c of person.certifications) expect(flat).toContain(c.name);
      expect(flat).toContain(`${person.firstName.toLowerCase().replace(/ /g, '.')}.${person.lastName.toLowerCase()}@demo.invalid`);
      const { info } = await document.getMetadata();
      expect(propertyOf(info, 'Author')).toBe(`${person.firstName} ${person.lastName}`);
    }
  });

  it('writes typographic characters in WinAnsi and escapes PDF string delimiters', () => {
    expect(pdfString('a (b) c\\d')).toBe('(a \\(b\\) c\\\\d)');
    expect(pdfString('it’s – • é')).toBe('(it\\222s \\226 \\225 \\351)');
    expect(pdfString('日本')).toBe('(??)');
  });

  it('wraps lines by the fonts’ widths, never wider than asked unless one word is', () => {
    const text = DEMO_PEOPLE[0]!.summary;
    const lines = wrapText(text, 'regular', 10.5, 300);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 'regular', 10.5)).toBeLessThanOrEqual(300);
    expect(textWidth('MMMM', 'bold', 10)).toBeGreaterThan(textWidth('iiii', 'bold', 10));
    expect(wrapText('Supercalifragilistic', 'regular', 12, 20)).toEqual(['Supercalifragilistic']);
  });
});
