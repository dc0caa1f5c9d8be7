import type { IconDrawing } from '../icon';

export const pause: IconDrawing = { d: 'M9 6v12M15 6v12' };
