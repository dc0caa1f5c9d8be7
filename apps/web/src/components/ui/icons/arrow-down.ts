import type { IconDrawing } from '../icon';

export const arrowDown: IconDrawing = { d: 'M12 4v16m0 0-6-6m6 6 6-6' };
