import type { IconDrawing } from '../icon';

export const play: IconDrawing = { d: 'M8 5.5v13l10-6.5z', filled: true };
