import { z } from 'zod';
import { isStorableText, text } from './schemas/common.js';
import { SCREENING_MESSAGES as S } from './screening-messages.js';

/**
 * REC-27, APP-11 (docs/decisions/046): a job's screening questions, the candidate's answers and the
 * "Does not meet" flag. One module for the browser and the API: the job editor and the jobs API refuse
 * the same questions, the application form and the submission the same answers, with the same texts.
 */

export const SCREENING_QUESTION_TYPES = ['yes_no', 'choice', 'number', 'short_text'] as const;
export type ScreeningQuestionType = (typeof SCREENING_QUESTION_TYPES)[number];
export const SCREENING_COMPARISONS = ['gte', 'lte'] as const;
export type ScreeningComparison = (typeof SCREENING_COMPARISONS)[number];

export const SCREENING_QUESTIONS_MAX = 10;
export const SCREENING_QUESTION_TEXT_MAX = 300;
export const SCREENING_CHOICES_MAX = 10;
export const SCREENING_CHOICE_MAX = 100;
export const SCREENING_UNIT_MAX = 30;
export const SCREENING_ANSWER_TEXT_MAX = 300;
export const SCREENING_NUMBER_MAX = 1_000_000;

/**
 * EU Pay Transparency Directive 2023/970 Art. 5(2) (REC-27): a question about the candidate's current or
 * past pay, in English or German ("current salary", "last CTC", "what do you earn", "aktuelles Gehalt",
 * "bisheriges Gehalt"). Expected pay is allowed: "expected day rate", "expected CTC", "Gehaltsvorstellung".
 */
const PAY_WORDS_EN = String.raw`(?:salary|salaries|pay|paid|ctc|compensation|remuneration|wages?|income|earnings|package|(?:day|daily|hourly|monthly)?\s*rate)`;
const PAY_HISTORY_PATTERNS: readonly RegExp[] = [
  // "current salary", "last drawn CTC", "previous annual pay", "your present day rate"
  new RegExp(
    String.raw`\b(?:current|present|last|previous|prior|past|former|existing|latest|old)\b(?:\s+[a-z-]+){0,2}?\s+${PAY_WORDS_EN}\b`,
  ),
  // "salary history", "pay history"
  /\b(?:salary|pay|ctc|compensation|earnings|income|wage)\s+(?:history|details? so far|slip)/,
  // "what do you earn", "how much do you currently make", "what did you earn"
  /\b(?:what|how much)\s+(?:do|did)\s+you\s+(?:currently\s+|now\s+)?(?:earn|make|get paid)\b/,
  /\bare you (?:currently )?(?:earning|paid)\b/,
  // "CTC" on its own is Indian recruiting shorthand for current pay; "expected CTC" is not history.
  /(?<!\bexpected\s)(?<!\bdesired\s)(?<!\btarget\s)\bctc\b/,
  // German: "aktuelles Gehalt", "bisheriges Gehalt", "letztes Gehalt", "derzeitiges Einkommen", "jetziger Tagessatz"
  /(?:aktuell|bisherig|letzt|derzeitig|jetzig|vorherig|früher|gegenwärtig)\p{L}*\s+(?:\p{L}+\s+)?\p{L}*(?:gehalt|gehälter|vergütung|verdienst|lohn|einkommen|tagessatz|stundensatz|bezahlung)/u,
  // "your day rate on your last project", "salary at your current employer"
  new RegExp(
    String.raw`\b${PAY_WORDS_EN}\b[^.?!]{0,40}\b(?:last|previous|current|present|former|prior)\s+(?:job|project|role|employer|position|company|contract|client|assignment)`,
  ),
  /\b(?:was|wie ?viel)\s+verdien(?:en sie|st du)/,
  /gehaltshistorie|gehaltsnachweis|gehaltsabrechnung/,
];

/** True when a question's text asks for the candidate's current or past pay (REC-27, refused). */
export function asksForPayHistory(question: string): boolean {
  const normalised = question.toLowerCase().replace(/\s+/g, ' ');
  return PAY_HISTORY_PATTERNS.some((pattern) => pattern.test(normalised));
}

const questionText = text({ error: S.questionTextRequired })
  .trim()
  .min(1, { error: S.questionTextRequired, abort: true })
  .max(SCREENING_QUESTION_TEXT_MAX, { error: S.questionTextMax, abort: true })
  .refine((value) => !asksForPayHistory(value), { error: S.payHistoryRefused });

const questionBase = {
  /** Stable within the job: the answers are keyed by it (the editor makes it; templates name theirs). */
  id: z.string({ error: S.questionIdInvalid }).regex(/^[a-z0-9-]{1,40}$/, { error: S.questionIdInvalid }),
  text: questionText,
  required: z.boolean().default(true),
};

const choiceText = text({ error: S.choiceInvalid })
  .trim()
  .min(1, { error: S.choiceInvalid })
  .max(SCREENING_CHOICE_MAX, { error: S.choiceInvalid });
const screeningNumber = (error: string) =>
  z.number({ error }).refine((n) => Number.isFinite(n) && n >= 0 && n <= SCREENING_NUMBER_MAX, { error });

/** REC-27: one question as the recruiter sets it (the expected answer only flags, never rejects). */
export const screeningQuestionSchema = z.discriminatedUnion('type', [
  z.object({ ...questionBase, type: z.literal('yes_no'), expected: z.boolean().nullable().default(null) }).strict(),
  z
    .object({
      ...questionBase,
      type: z.literal('choice'),
      choices: z
        .array(choiceText, { error: S.choicesTooFew })
        .min(2, { error: S.choicesTooFew })
        .max(SCREENING_CHOICES_MAX, { error: S.choicesTooMany })
        .refine((choices) => new Set(choices).size === choices.length, { error: S.choicesRepeated }),
      /** The acceptable choices; empty when any choice is fine. */
      expected: z.array(choiceText).max(SCREENING_CHOICES_MAX, { error: S.choicesTooMany }).default([]),
    })
    .strict()
    .refine((q) => q.expected.every((choice) => q.choices.includes(choice)), { error: S.expectedChoiceUnknown, path: ['expected'] }),
  z
    .object({
      ...questionBase,
      type: z.literal('number'),
      unit: text({ error: S.unitMax }).trim().max(SCREENING_UNIT_MAX, { error: S.unitMax }).default(''),
      expected: z
        .object({ comparison: z.enum(SCREENING_COMPARISONS), value: screeningNumber(S.expectedNumberInvalid) })
        .strict()
        .nullable()
        .default(null),
    })
    .strict(),
  z.object({ ...questionBase, type: z.literal('short_text') }).strict(),
]);
export type ScreeningQuestionInput = z.input<typeof screeningQuestionSchema>;
export type ScreeningQuestion = z.output<typeof screeningQuestionSchema>;

/** REC-27: a job's question set (at most 10, ids unique). Part of the job editor's body. */
export const screeningQuestionsSchema = z
  .array(screeningQuestionSchema)
  .max(SCREENING_QUESTIONS_MAX, { error: S.questionsTooMany })
  .superRefine((questions, ctx) => {
    const seen = new Set<string>();
    questions.forEach((q, i) => {
      if (seen.has(q.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: S.questionIdRepeated });
      seen.add(q.id);
    });
  });

/** A question as candidates see it: without its expected answer (APP-11: the screen never shows what flags). */
export type PublicScreeningQuestion =
  | { id: string; text: string; required: boolean; type: 'yes_no' }
  | { id: string; text: string; required: boolean; type: 'choice'; choices: string[] }
  | { id: string; text: string; required: boolean; type: 'number'; unit: string }
  | { id: string; text: string; required: boolean; type: 'short_text' };

export const publicScreeningQuestionSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), text: z.string(), required: z.boolean(), type: z.literal('yes_no') }),
  z.object({ id: z.string(), text: z.string(), required: z.boolean(), type: z.literal('choice'), choices: z.array(z.string()) }),
  z.object({ id: z.string(), text: z.string(), required: z.boolean(), type: z.literal('number'), unit: z.string() }),
  z.object({ id: z.string(), text: z.string(), required: z.boolean(), type: z.literal('short_text') }),
]);

export function publicScreeningQuestion(q: ScreeningQuestion | PublicScreeningQuestion): PublicScreeningQuestion {
  const base = { id: q.id, text: q.text, required: q.required };
  switch (q.type) {
    case 'yes_no':
      return { ...base, type: 'yes_no' };
    case 'choice':
      return { ...base, type: 'choice', choices: [...q.choices] };
    case 'number':
      return { ...base, type: 'number', unit: q.unit };
    case 'short_text':
      return { ...base, type: 'short_text' };
  }
}

/** A stored answer: null when an optional question was left empty. */
export type ScreeningAnswer = boolean | number | string | null;
export type ScreeningAnswers = Record<string, ScreeningAnswer>;

/** A draft keeps the answers as typed: only shapes and generous lengths (APP-4). */
export const screeningDraftAnswersSchema = z
  .record(z.string().max(40), z.union([z.boolean(), z.number(), text().max(1000), z.null()]))
  .refine((answers) => Object.keys(answers).length <= 50, { error: S.questionsTooMany });

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** One answer's rule and message (APP-11); a form's number input may hold the number as text. */
function answerSchema(q: PublicScreeningQuestion) {
  return z.unknown().transform((value, ctx): ScreeningAnswer => {
    const refuse = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (isEmpty(value))
      return q.required ? refuse(q.type === 'yes_no' ? S.answerYesNo : q.type === 'choice' ? S.answerChoose : S.answerRequired) : null;
    switch (q.type) {
      case 'yes_no':
        return typeof value === 'boolean' ? value : refuse(S.answerYesNo);
      case 'choice':
        return typeof value === 'string' && q.choices.includes(value) ? value : refuse(S.answerChoose);
      case 'number': {
        const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
        return Number.isFinite(n) && n >= 0 && n <= SCREENING_NUMBER_MAX ? n : refuse(S.answerNumber);
      }
      case 'short_text': {
        if (typeof value !== 'string' || !isStorableText(value)) return refuse(S.answerRequired);
        const trimmed = value.trim();
        return trimmed.length > SCREENING_ANSWER_TEXT_MAX ? refuse(S.answerTooLong) : trimmed;
      }
    }
  });
}

/**
 * APP-11: the answers a job's question set accepts, keyed by question id: the browser's form and the
 * API's submission both run it (same rules, same messages). Answers to questions the job no longer has are dropped.
 */
export function answersSchemaFor(questions: readonly (ScreeningQuestion | PublicScreeningQuestion)[]) {
  const shape: Record<string, ReturnType<typeof answerSchema>> = {};
  for (const q of questions) shape[q.id] = answerSchema(publicScreeningQuestion(q));
  // Every question gets a value (null when absent), so each is checked under its own id.
  const filled = (answers: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(questions.map((q) => [q.id, answers[q.id] ?? null]));
  return z
    .record(z.string(), z.unknown())
    .transform(filled)
    .pipe(z.object(shape))
    .transform((answers): ScreeningAnswers => ({ ...answers }));
}

const formatNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/**
 * REC-27 (docs/decisions/046): the time units recruiters usually type, singular → plural. Only these agree
 * with the number ("1 year", "3 years"); any other unit ("EUR per day", "GB", "Jahre") is shown as typed.
 */
const UNIT_PLURALS: Readonly<Record<string, string>> = {
  year: 'years',
  month: 'months',
  week: 'weeks',
  day: 'days',
  hour: 'hours',
  minute: 'minutes',
};
const UNIT_SINGULARS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(UNIT_PLURALS).map(([one, many]) => [many, one]));
const englishPlural = new Intl.PluralRules('en-US');

/**
 * The unit as it agrees with the number: its first word is made singular or plural when it is one of the
 * known units ("1 years" → "1 year", "2 day" → "2 days", "1 years of experience" → "1 year of experience"),
 * keeping the recruiter's capital; any other unit is returned as typed.
 */
export function unitFor(n: number, unit: string): string {
  const match = /^(\p{L}+)(.*)$/su.exec(unit);
  if (!match) return unit;
  const [, word = '', rest = ''] = match;
  const lower = word.toLowerCase();
  const singular = lower in UNIT_PLURALS ? lower : UNIT_SINGULARS[lower];
  if (singular === undefined) return unit;
  const agreed = englishPlural.select(n) === 'one' ? singular : (UNIT_PLURALS[singular] ?? singular);
  const cased = word[0] === word[0]?.toUpperCase() ? agreed.charAt(0).toUpperCase() + agreed.slice(1) : agreed;
  return `${cased}${rest}`;
}

const withUnit = (n: number, unit: string) => (unit ? `${formatNumber(n)} ${unitFor(n, unit)}` : formatNumber(n));
const answerWords = (q: ScreeningQuestion, answer: ScreeningAnswer): string => {
  if (answer === null) return S.notAnswered;
  if (typeof answer === 'boolean') return answer ? S.yes : S.no;
  if (typeof answer === 'number') return q.type === 'number' ? withUnit(answer, q.unit) : formatNumber(answer);
  return answer;
};

/** The expected answer in words ("Yes", "at least 3 years", "Immediately or 2 weeks"), or null when there is none. */
export function expectedWords(q: ScreeningQuestion): string | null {
  switch (q.type) {
    case 'yes_no':
      return q.expected === null ? null : q.expected ? S.yes : S.no;
    case 'choice':
      return q.expected.length === 0 ? null : q.expected.join(' or ');
    case 'number':
      return q.expected === null ? null : `${S.comparisonLabels[q.expected.comparison]} ${withUnit(q.expected.value, q.unit)}`;
    case 'short_text':
      return null;
  }
}

function meets(q: ScreeningQuestion, answer: ScreeningAnswer): boolean {
  switch (q.type) {
    case 'yes_no':
      return q.expected === null || answer === q.expected;
    case 'choice':
      return q.expected.length === 0 || (typeof answer === 'string' && q.expected.includes(answer));
    case 'number':
      if (q.expected === null) return true;
      if (typeof answer !== 'number') return false;
      return q.expected.comparison === 'gte' ? answer >= q.expected.value : answer <= q.expected.value;
    case 'short_text':
      return true;
  }
}

/**
 * REC-27: the "Does not meet" items of valid answers, in readable words ('Years with Intune: 2 years
 * (expected at least 3 years)'); empty when every expected answer is met. It flags for a person to
 * review (GDPR Art. 22): nothing ends, hides or moves an application because of it.
 */
export function screeningMismatches(questions: readonly ScreeningQuestion[], answers: ScreeningAnswers): string[] {
  return questions.flatMap((q) => {
    const answer = answers[q.id] ?? null;
    // REC-27 (docs/decisions/046): an optional question left blank is not a mismatch: the recruiter made it
    // optional, so leaving it out meets what they asked (the answers show it as "No answer").
    if (answer === null && !q.required) return [];
    const expected = expectedWords(q);
    if (expected === null || meets(q, answer)) return [];
    return [`${q.text.replace(/\?$/, '')}: ${answerWords(q, answer)} (expected ${expected})`];
  });
}

/** An answer as the application keeps it: the question's text and type at submit time beside the answer. */
export const storedScreeningAnswerSchema = z.object({
  id: z.string(),
  question: z.string(),
  type: z.enum(SCREENING_QUESTION_TYPES),
  unit: z.string().optional(),
  answer: z.union([z.boolean(), z.number(), z.string(), z.null()]),
});
export type StoredScreeningAnswer = z.infer<typeof storedScreeningAnswerSchema>;

/** The answers in the question set's order, with the question's words, as the application stores them. */
export function storedScreeningAnswers(questions: readonly ScreeningQuestion[], answers: ScreeningAnswers): StoredScreeningAnswer[] {
  return questions.map((q) => ({
    id: q.id,
    question: q.text,
    type: q.type,
    ...(q.type === 'number' && q.unit ? { unit: q.unit } : {}),
    answer: answers[q.id] ?? null,
  }));
}

/** An answer in words for the recruiter's panel and the export. */
export function storedAnswerWords(a: StoredScreeningAnswer): string {
  if (a.answer === null) return S.noAnswer;
  if (typeof a.answer === 'boolean') return a.answer ? S.yes : S.no;
  if (typeof a.answer === 'number') return a.unit ? withUnit(a.answer, a.unit) : formatNumber(a.answer);
  return a.answer;
}

/**
 * REC-27's ready-made questions: notice period, expected day rate, 4 hours overlapping Central European
 * Time, the right to invoice as a freelancer, years with a named technology (the recruiter fills the name).
 */
export const SCREENING_TEMPLATES = [
  {
    key: 'notice-period',
    label: 'Notice period',
    question: { id: 'notice-period', type: 'number', text: 'What is your notice period?', unit: 'weeks', required: true, expected: null },
  },
  {
    key: 'expected-day-rate',
    label: 'Expected day rate',
    question: {
      id: 'expected-day-rate',
      type: 'number',
      text: 'What is your expected day rate (EUR)?',
      unit: 'EUR per day',
      required: true,
      expected: null,
    },
  },
  {
    key: 'cet-overlap',
    label: '4 hours overlapping CET',
    question: {
      id: 'cet-overlap',
      type: 'yes_no',
      text: 'Can you work at least 4 hours a day overlapping Central European Time?',
      required: true,
      expected: true,
    },
  },
  {
    key: 'right-to-invoice',
    label: 'Right to invoice as a freelancer',
    question: {
      id: 'right-to-invoice',
      type: 'yes_no',
      text: 'Are you able to invoice as a freelancer (registered to do business in your country)?',
      required: true,
      expected: true,
    },
  },
  {
    key: 'years-with-technology',
    label: 'Years with a named technology',
    question: {
      id: 'years-with-technology',
      type: 'number',
      text: 'How many years have you worked with Microsoft Intune?',
      unit: 'years',
      required: true,
      expected: { comparison: 'gte', value: 3 },
    },
  },
] as const satisfies readonly { key: string; label: string; question: ScreeningQuestionInput }[];
