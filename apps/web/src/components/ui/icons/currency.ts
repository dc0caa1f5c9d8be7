import type { IconDrawing } from '../icon';

/** Two currencies exchanged: the exchange rates (REC-25). */
export const currency: IconDrawing = {
  d: 'M4 8h13m0 0-3.5-3.5M17 8l-3.5 3.5M20 16H7m0 0 3.5-3.5M7 16l3.5 3.5',
};
