import type { IconDrawing } from '../icon';

export const close: IconDrawing = { d: 'M6 6l12 12M18 6 6 18' };
