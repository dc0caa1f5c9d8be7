import type { IconDrawing } from '../icon';

export const user: IconDrawing = { d: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0' };
