import type { IconDrawing } from '../icon';

export const search: IconDrawing = { d: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm9 2-4-4' };
