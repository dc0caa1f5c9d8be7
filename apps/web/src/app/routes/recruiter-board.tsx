/** REC-6, REC-23: /recruiter/jobs/:jobId/board, a job's pipeline board (today the applicants page's board view). */
export { BoardView as default } from './recruiter-applicants';
