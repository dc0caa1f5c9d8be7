import type { IconDrawing } from '../icon';

export const sprout: IconDrawing = { d: 'M12 21v-8m0 0c0-4-3-6.5-7-6.5 0 4 3 6.5 7 6.5zm0-2.5c0-3.5 2.5-6 6.5-6 0 3.5-2.5 6-6.5 6z' };
