import type { IconDrawing } from '../icon';

export const arrowUpDown: IconDrawing = { d: 'M7 4v16m0-16L3 8m4-4 4 4m6 12V4m0 16-4-4m4 4 4-4' };
