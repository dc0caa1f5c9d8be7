import type { IconDrawing } from '../icon';

export const linkedin: IconDrawing = {
  d: 'M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.4 0 4.2 2.2 4.2 5.2V20h-3.5v-5.3c0-1.3 0-2.9-1.8-2.9s-2.2 1.4-2.2 2.8V20H10z',
  filled: true,
};
