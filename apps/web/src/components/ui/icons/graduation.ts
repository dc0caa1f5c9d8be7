import type { IconDrawing } from '../icon';

export const graduation: IconDrawing = { d: 'M3 9l9-5 9 5-9 5zm4 2.5V16c0 1.5 2.2 3 5 3s5-1.5 5-3v-4.5M21 9v6' };
