import type { IconDrawing } from '../icon';

export const bookmarkFilled: IconDrawing = { d: 'M7 4h10a1 1 0 0 1 1 1v15l-6-4-6 4V5a1 1 0 0 1 1-1z', filled: true };
