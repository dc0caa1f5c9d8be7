import type { IconDrawing } from '../icon';

export const cloudShield: IconDrawing = {
  d: 'M7 18a4 4 0 0 1-.6-7.95A6 6 0 0 1 18 9.5a3.5 3.5 0 0 1 1.5 6.7M12 12l3.5 1.3v2.4c0 2-1.5 3.4-3.5 4.3-2-.9-3.5-2.3-3.5-4.3v-2.4z',
};
