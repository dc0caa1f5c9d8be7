import type { IconDrawing } from '../icon';

export const trendingUp: IconDrawing = { d: 'M3 17l6-6 4 4 8-8m0 0h-5m5 0v5' };
