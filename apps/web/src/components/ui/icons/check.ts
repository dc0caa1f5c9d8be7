import type { IconDrawing } from '../icon';

export const check: IconDrawing = { d: 'M5 12.5l4.5 4.5L19 7.5' };
