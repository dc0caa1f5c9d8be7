/** REC-28 (docs/decisions/047): texts of the interview plan and scorecards (API and web share them). */

/** REC-28: the 4-point rating of a criterion and the overall recommendation, worst first. */
export const SCORE_VALUES = [1, 2, 3, 4] as const;
export type ScoreValue = (typeof SCORE_VALUES)[number];
export const SCORE_LABELS: Record<ScoreValue, string> = { 1: 'Strong no', 2: 'No', 3: 'Yes', 4: 'Strong yes' };

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong no',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong yes',
};

/** REC-28: the plan a job without its own starts with. */
export const DEFAULT_INTERVIEW_STAGES = ['Screening call', 'Technical interview', 'Client interview'] as const;
/**
 * docs/decisions/047: the identifiers of the default stages in an application's scorecards while the job has
 * not stored a plan (-1, -2, -3 in order; stored stages have positive ids). Reading never stores the plan;
 * `PUT …/interview-stage` accepts these and stores the default plan first.
 */
export const defaultStageId = (position: number): number => -(position + 1);
export const DEFAULT_STAGE_CRITERIA: Record<(typeof DEFAULT_INTERVIEW_STAGES)[number], readonly string[]> = {
  'Screening call': ['Communication', 'Availability'],
  'Technical interview': ['Problem solving', 'Communication'],
  'Client interview': ['Communication', 'Culture add'],
};

export const SCORECARD_MESSAGES = {
  tab: 'Scorecards',
  planTitle: 'Interview plan',
  planHint: 'Stages in order, each with the criteria its interviewers rate.',
  planSaved: 'Interview plan saved.',
  planDefault: 'This job uses the default plan until you save your own.',
  stageName: 'Stage name',
  stageNameRequired: 'Stage name is required',
  stageNameMax: (max: number) => `Stage name must not exceed ${max} characters`,
  stagesMin: 'The plan needs at least one stage',
  stagesMax: (max: number) => `A plan has at most ${max} stages`,
  stageNamesUnique: 'Two stages cannot have the same name',
  criteriaMin: 'A stage needs at least one criterion',
  criteriaMax: (max: number) => `A stage has at most ${max} criteria`,
  criterionRequired: 'Criterion is required',
  criterionMax: (max: number) => `Criterion must not exceed ${max} characters`,
  criterionUnknownSkill: 'Choose a skill from the catalogue',
  criteriaUnique: 'Two criteria of a stage cannot be the same',
  criteriaLabel: 'Criteria, one a line',
  criteriaHint:
    'A skill’s name from the catalogue (e.g. Microsoft Intune) is rated as that skill; any other line is an attribute such as Communication.',
  addStage: 'Add stage',
  addCriterion: 'Add criterion',
  savePlan: 'Save plan',
  stageUnknown: 'This stage is not in the job’s interview plan',
  stageHasScorecards: (name: string, count: number) =>
    `“${name}” cannot be removed: ${count} ${count === 1 ? 'scorecard was' : 'scorecards were'} written for it. Rename it instead.`,
  currentStage: 'Current interview stage',
  currentStageSaved: 'Interview stage saved.',
  noCurrentStage: 'The application is not in an interview stage.',
  ratingRange: 'Rating must be 1 (Strong no) to 4 (Strong yes)',
  notesMax: (max: number) => `Notes must not exceed ${max} characters`,
  recommendationLabel: 'Overall recommendation',
  recommendationRequired: 'Choose an overall recommendation to submit',
  criterionUnrated: (criterion: string) => `Rate “${criterion}” to submit`,
  criterionNotInStage: (criterion: string) => `“${criterion}” is not a criterion of this stage`,
  saveDraft: 'Save draft',
  submit: 'Submit scorecard',
  /** A submitted scorecard's author changes it (until the application leaves the stage). */
  saveChanges: 'Save changes',
  draftSaved: 'Draft saved.',
  submitted: 'Scorecard submitted.',
  alreadyWritten: 'You already have a scorecard for this stage: edit it instead.',
  notYours: 'Only its author can change a scorecard.',
  notFound: 'Scorecard not found.',
  stageLeft: 'The application has left this stage: its scorecards can no longer be changed.',
  applicationEnded: 'The application has ended: its scorecards can no longer be written.',
  hiddenUntilSubmitted: 'Submit your own scorecard to see the others’ and the summary.',
  submittedBy: 'Submitted',
  notSubmittedBy: 'Not submitted yet',
  summaryTitle: 'Summary',
  formerMember: 'Former team member',
  neverToCandidate: 'Scorecards are the team’s; the candidate never sees them here.',
  recommendationFilter: 'Recommendation',
  recommendationFilterAny: 'Any recommendation',
  loadFailed: 'Scorecards could not be loaded.',
  saveFailed: 'The scorecard could not be saved. Please try again.',
} as const;
