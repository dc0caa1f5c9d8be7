import type { IconDrawing } from '../icon';

export const facebook: IconDrawing = {
  d: 'M14 8h3V4.5h-3c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5h3l.5-3.5h-3.5V9c0-.6.4-1 1-1z',
  filled: true,
};
