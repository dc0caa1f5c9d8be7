import type { IconDrawing } from '../icon';

export const arrowRight: IconDrawing = { d: 'M5 12h14m0 0-5-5m5 5-5 5' };
