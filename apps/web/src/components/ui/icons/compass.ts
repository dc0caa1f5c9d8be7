import type { IconDrawing } from '../icon';

export const compass: IconDrawing = { d: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3.5-12.5-2 5-5 2 2-5z' };
