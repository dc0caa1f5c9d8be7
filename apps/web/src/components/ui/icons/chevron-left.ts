import type { IconDrawing } from '../icon';

export const chevronLeft: IconDrawing = { d: 'M15 6l-6 6 6 6' };
