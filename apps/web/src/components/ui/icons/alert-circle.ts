import type { IconDrawing } from '../icon';

/** Something to look at (a notice, not an error). */
export const alertCircle: IconDrawing = {
  d: 'M12 8v4.5M12 16h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};
