/** The pipeline board's query keys (REC-23): one board per job and list view. */
export const boardKeys = {
  all: ['pipeline-board'] as const,
  board: (jobId: number, view: string) => [...boardKeys.all, jobId, view] as const,
};
