import { describe, expect, it } from 'vitest';
import { SCREENING_MESSAGES as S } from './screening-messages.js';
import {
  SCREENING_TEMPLATES,
  answersSchemaFor,
  asksForPayHistory,
  screeningMismatches,
  screeningQuestionsSchema,
  type ScreeningQuestion,
} from './screening.js';

describe('asksForPayHistory (REC-27, EU Pay Transparency Directive Art. 5)', () => {
  it.each([
    'What is your current salary?',
    'Your last salary?',
    'Previous pay',
    'Current CTC (LPA)',
    'CTC',
    'What do you earn at the moment?',
    'How much do you currently make?',
    'Please share your salary history',
    'What was your previous day rate?',
    'Wie hoch ist Ihr aktuelles Gehalt?',
    'Bisheriges Gehalt (brutto)',
    'Letztes Gehalt',
    'Derzeitiges Gehalt?',
    'Was verdienen Sie derzeit?',
    'Ihr aktuelles Bruttojahresgehalt?',
    'What was your day rate on your last project?',
    'Salary at your current employer',
  ])('refuses %j', (text) => expect(asksForPayHistory(text)).toBe(true));

  it.each([
    'What is your expected day rate?',
    'Expected rate per hour',
    'Expected CTC',
    'Ihre Gehaltsvorstellung?',
    'What is your notice period?',
    'Can you work 4 hours overlapping Central European Time?',
    'How many years have you worked with Intune?',
    'Do you have the right to invoice as a freelancer?',
    'What day rate do you expect for this project?',
    'Wann können Sie beginnen?',
  ])('accepts %j', (text) => expect(asksForPayHistory(text)).toBe(false));

  it('the refusal names the directive and the field', () => {
    const result = screeningQuestionsSchema.safeParse([{ id: 'a', type: 'short_text', text: 'Current salary?' }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([{ message: S.payHistoryRefused, path: [0, 'text'] }]);
    expect(S.payHistoryRefused).toContain('2023/970, Art. 5');
  });

  it('takes every template as it is', () => {
    expect(screeningQuestionsSchema.safeParse(SCREENING_TEMPLATES.map((t) => t.question)).success).toBe(true);
  });
});

const questions: ScreeningQuestion[] = screeningQuestionsSchema.parse([
  { id: 'years', type: 'number', text: 'Years with Intune?', unit: 'years', expected: { comparison: 'gte', value: 3 } },
  { id: 'notice', type: 'number', text: 'Notice period?', unit: 'weeks', expected: { comparison: 'lte', value: 4 } },
  { id: 'cet', type: 'yes_no', text: 'Can you overlap 4 hours with CET?', expected: true },
  { id: 'cloud', type: 'choice', text: 'Main cloud?', choices: ['Azure', 'AWS', 'GCP'], expected: ['Azure'] },
  { id: 'note', type: 'short_text', text: 'Anything else?', required: false },
]);

describe('answersSchemaFor (APP-11)', () => {
  it('accepts valid answers, a number typed as text, and an optional question left empty', () => {
    const result = answersSchemaFor(questions).parse({ years: '4', notice: 2, cet: true, cloud: 'Azure', note: '' });
    expect(result).toEqual({ years: 4, notice: 2, cet: true, cloud: 'Azure', note: null });
  });

  it('refuses each wrong answer under its id with the shared messages', () => {
    const result = answersSchemaFor(questions).safeParse({ years: -1, cet: 'yes', cloud: 'Oracle', note: 'x'.repeat(301) });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['years', S.answerNumber],
      ['notice', S.answerRequired],
      ['cet', S.answerYesNo],
      ['cloud', S.answerChoose],
      ['note', S.answerTooLong],
    ]);
  });
});

describe('screeningMismatches (REC-27)', () => {
  it('lists each expected answer missed in words, and nothing when all are met', () => {
    expect(screeningMismatches(questions, { years: 4, notice: 2, cet: true, cloud: 'Azure', note: null })).toEqual([]);
    expect(screeningMismatches(questions, { years: 2, notice: 8, cet: false, cloud: 'AWS', note: null })).toEqual([
      'Years with Intune: 2 years (expected at least 3 years)',
      'Notice period: 8 weeks (expected at most 4 weeks)',
      'Can you overlap 4 hours with CET: No (expected Yes)',
      'Main cloud: AWS (expected Azure)',
    ]);
  });
});
