import type { IconDrawing } from '../icon';

export const minus: IconDrawing = { d: 'M6 12h12' };
