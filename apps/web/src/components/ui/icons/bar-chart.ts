import type { IconDrawing } from '../icon';

export const barChart: IconDrawing = { d: 'M4 20h16M7 16v-5m5 5V6m5 10v-8' };
