import type { IconDrawing } from '../icon';

export const mail: IconDrawing = { d: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm-.5.8L12 13l8.5-6.2' };
