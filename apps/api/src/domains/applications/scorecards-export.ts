import { RECOMMENDATION_LABELS, RECOMMENDATIONS, SCORE_LABELS, type CriterionScore } from '@careers/shared';

/** A scorecard row as the export reads it (snake_case straight from SQL). */
export interface ScorecardExportRow extends Record<string, unknown> {
  application_id: number;
  job_title: string;
  stage: string;
  author_id: number | null;
  scores: CriterionScore[];
  recommendation: number | null;
  submitted_at: string | Date | null;
  updated_at: string | Date;
}

const iso = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * PRV-2, REC-28 (docs/decisions/047): the team's assessments of the candidate, as their data export carries
 * them (GDPR Art. 15: an assessment of a person is their personal data). The interviewers' names are left
 * out (Art. 15(4), their own data): each application's interviewers are "Interviewer 1", "Interviewer 2", …
 * in the order they first wrote, so the candidate sees which assessments came from the same person.
 * Ratings and the recommendation are given in words.
 */
export function exportedScorecards(rows: readonly ScorecardExportRow[]) {
  const pseudonyms = new Map<string, string>();
  const perApplication = new Map<number, number>();
  const interviewer = (row: ScorecardExportRow) => {
    const key = `${row.application_id}:${row.author_id ?? `gone-${pseudonyms.size}`}`;
    let name = pseudonyms.get(key);
    if (name === undefined) {
      const n = (perApplication.get(row.application_id) ?? 0) + 1;
      perApplication.set(row.application_id, n);
      name = `Interviewer ${n}`;
      pseudonyms.set(key, name);
    }
    return name;
  };
  return rows.map((row) => {
    const recommendation = row.recommendation === null ? undefined : RECOMMENDATIONS[row.recommendation - 1];
    return {
      applicationId: row.application_id,
      jobTitle: row.job_title,
      stage: row.stage,
      interviewer: interviewer(row),
      status: row.submitted_at === null ? 'draft' : 'submitted',
      scores: row.scores.map((s) => ({
        criterion: s.criterion,
        rating: s.rating === null ? null : SCORE_LABELS[s.rating],
        notes: s.notes,
      })),
      recommendation: recommendation === undefined ? null : RECOMMENDATION_LABELS[recommendation],
      submittedAt: iso(row.submitted_at),
      updatedAt: iso(row.updated_at) ?? '',
    };
  });
}
