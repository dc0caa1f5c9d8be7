import type { IconDrawing } from '../icon';

export const migrate: IconDrawing = { d: 'M4 7h11m0 0-3-3m3 3-3 3M20 17H9m0 0 3-3m-3 3 3 3' };
