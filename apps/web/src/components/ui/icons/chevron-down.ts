import type { IconDrawing } from '../icon';

export const chevronDown: IconDrawing = { d: 'M6 9l6 6 6-6' };
