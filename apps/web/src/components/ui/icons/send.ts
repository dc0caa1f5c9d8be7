import type { IconDrawing } from '../icon';

export const send: IconDrawing = { d: 'M4 12 20 4l-6 16-3-7z' };
