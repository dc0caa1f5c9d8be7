/** APP-11, REC-27 (docs/decisions/046): the texts of screening questions, their answers and the "Does not meet" flag (API and web). */
export const SCREENING_MESSAGES = {
  // The recruiter's question editor (REC-27).
  sectionTitle: 'Screening questions',
  editorHint:
    'Up to 10 questions candidates answer when they apply. An expected answer only flags an application for a person to review: nothing is ended, hidden or moved automatically.',
  addQuestion: 'Add a question',
  addTemplate: 'Add from a template',
  removeQuestion: 'Remove question',
  questionText: 'Question',
  questionType: 'Answer type',
  questionRequired: 'Required',
  choicesLabel: 'Choices (one per line)',
  unitLabel: 'Unit',
  expectedLabel: 'Expected answer',
  expectedNone: 'No expected answer',
  typeLabels: { yes_no: 'Yes or no', choice: 'One of several choices', number: 'A number', short_text: 'Short text' },
  comparisonLabels: { gte: 'at least', lte: 'at most' },
  // The question rules.
  questionsTooMany: 'A job can have at most 10 screening questions',
  questionTextRequired: 'Question is required',
  questionTextMax: 'Question must not exceed 300 characters',
  questionIdInvalid: 'Question id must be 1 to 40 letters, digits or dashes',
  questionIdRepeated: 'Two questions have the same id',
  choicesTooFew: 'A choice question needs at least 2 choices',
  choicesTooMany: 'A choice question can have at most 10 choices',
  choiceInvalid: 'Each choice must be 1 to 100 characters',
  choicesRepeated: 'Each choice must be different',
  expectedChoiceUnknown: 'An expected choice must be one of the choices',
  unitMax: 'Unit must not exceed 30 characters',
  expectedNumberInvalid: 'Expected number must be a number from 0 to 1,000,000',
  /** EU Pay Transparency Directive 2023/970 Art. 5(2): no question about current or past pay (REC-27). */
  payHistoryRefused:
    'This question asks about current or previous pay, which we do not ask: the EU Pay Transparency Directive (2023/970, Art. 5) forbids asking candidates about their pay history. Ask for their expected rate instead.',
  // The candidate's answers (APP-11).
  applySectionTitle: 'Questions from the recruiter',
  applySectionHint: 'Your answers are read by a person; no answer ends your application on its own.',
  answerRequired: 'Answer this question',
  answerChoose: 'Choose one of the options',
  answerYesNo: 'Choose Yes or No',
  answerNumber: 'Enter a number from 0 to 1,000,000',
  answerTooLong: 'An answer must not exceed 300 characters',
  yes: 'Yes',
  no: 'No',
  optional: '(optional)',
  // The "Does not meet" flag (REC-27).
  doesNotMeet: (items: readonly string[]) => `Does not meet: ${items.join('; ')}`,
  notAnswered: 'not answered',
  flagHint: 'Flagged for a person to review. The answers never end, hide or move an application on their own.',
  needsReview: 'Needs review',
  needsReviewCount: (n: number) => `${n} need${n === 1 ? 's' : ''} review`,
  answersTitle: 'Screening answers',
  noAnswer: 'No answer',
} as const;
