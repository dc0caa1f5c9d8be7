import { describe, expect, it } from 'vitest';
import { SCREENING_MESSAGES as S } from './screening-messages.js';
import {
  SCREENING_TEMPLATES,
  answersSchemaFor,
  asksForPayHistory,
  screeningMismatches,
  storedAnswerWords,
  unitFor,
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

  it('makes a known unit agree with the number, in the answer and the expectation', () => {
    const one = screeningQuestionsSchema.parse([
      { id: 'years', type: 'number', text: 'Years with Intune?', unit: 'years', expected: { comparison: 'gte', value: 1 } },
      { id: 'days', type: 'number', text: 'Days on site?', unit: 'day', expected: { comparison: 'lte', value: 2 } },
    ]);
    expect(screeningMismatches(one, { years: 0.5, days: 3 })).toEqual([
      'Years with Intune: 0.5 years (expected at least 1 year)',
      'Days on site: 3 days (expected at most 2 days)',
    ]);
    expect(screeningMismatches(questions, { years: 1, notice: 8, cet: true, cloud: 'Azure', note: null })).toEqual([
      'Years with Intune: 1 year (expected at least 3 years)',
      'Notice period: 8 weeks (expected at most 4 weeks)',
    ]);
  });

  it('does not flag an optional question left blank, even with an expected answer', () => {
    const optional = screeningQuestionsSchema.parse([
      {
        id: 'years',
        type: 'number',
        text: 'Years with Intune?',
        unit: 'years',
        required: false,
        expected: { comparison: 'gte', value: 3 },
      },
      { id: 'cet', type: 'yes_no', text: 'Can you overlap 4 hours with CET?', required: false, expected: true },
      { id: 'cloud', type: 'choice', text: 'Main cloud?', choices: ['Azure', 'AWS'], required: false, expected: ['Azure'] },
    ]);
    const answers = answersSchemaFor(optional).parse({});
    expect(answers).toEqual({ years: null, cet: null, cloud: null });
    expect(screeningMismatches(optional, answers)).toEqual([]);
    // An answer given to an optional question is still compared.
    expect(screeningMismatches(optional, { years: 2, cet: null, cloud: null })).toEqual([
      'Years with Intune: 2 years (expected at least 3 years)',
    ]);
    expect(storedAnswerWords({ id: 'cet', question: 'Can you overlap 4 hours with CET?', type: 'yes_no', answer: null })).toBe(S.noAnswer);
  });
});

describe('unitFor (REC-27)', () => {
  it('pluralises only the known time units, keeping the capital and the words after them', () => {
    expect(unitFor(1, 'years')).toBe('year');
    expect(unitFor(2, 'year')).toBe('years');
    expect(unitFor(0, 'Week')).toBe('Weeks');
    expect(unitFor(1, 'Hours')).toBe('Hour');
    expect(unitFor(1, 'months of notice')).toBe('month of notice');
    expect(unitFor(3, 'day per week')).toBe('days per week');
  });

  it('shows any other unit as typed', () => {
    expect(unitFor(1, 'EUR per day')).toBe('EUR per day');
    expect(unitFor(2, 'GB')).toBe('GB');
    expect(unitFor(1, 'Jahre')).toBe('Jahre');
    expect(unitFor(1, '')).toBe('');
    expect(storedAnswerWords({ id: 'n', question: 'Notice?', type: 'number', unit: 'weeks', answer: 1 })).toBe('1 week');
  });
});
