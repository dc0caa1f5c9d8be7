import type { IconDrawing } from '../icon';

export const pencil: IconDrawing = { d: 'M4 20h4L19 9l-4-4L4 16zm9-13 4 4' };
