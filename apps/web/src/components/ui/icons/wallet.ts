import type { IconDrawing } from '../icon';

export const wallet: IconDrawing = {
  d: 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5v9A2.5 2.5 0 0 0 6.5 19H20v-11H6.5A2.5 2.5 0 0 1 4 5.5M16 13.5h.01',
};
