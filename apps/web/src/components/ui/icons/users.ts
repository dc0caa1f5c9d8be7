import type { IconDrawing } from '../icon';

export const users: IconDrawing = {
  d: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c1.8.9 3 2.7 3 4.7',
};
