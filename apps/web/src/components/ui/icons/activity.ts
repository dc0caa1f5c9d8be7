import type { IconDrawing } from '../icon';

export const activity: IconDrawing = { d: 'M3 12h4l3-8 4 16 3-8h4' };
