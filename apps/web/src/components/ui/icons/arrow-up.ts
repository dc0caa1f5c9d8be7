import type { IconDrawing } from '../icon';

export const arrowUp: IconDrawing = { d: 'M12 20V4m0 0-6 6m6-6 6 6' };
