import type { IconDrawing } from '../icon';

export const chevronRight: IconDrawing = { d: 'M9 6l6 6-6 6' };
