import type { IconDrawing } from '../icon';

export const upload: IconDrawing = { d: 'M12 15V4m0 0-4 4m4-4 4 4M5 15v3a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-3' };
