import type { IconDrawing } from '../icon';

export const plus: IconDrawing = { d: 'M12 5v14M5 12h14' };
