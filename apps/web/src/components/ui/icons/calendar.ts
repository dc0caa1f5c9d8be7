import type { IconDrawing } from '../icon';

export const calendar: IconDrawing = {
  d: 'M5 6h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm-1 4h16M8 3v4m8-4v4m-7 7 2 2 4-4',
};
