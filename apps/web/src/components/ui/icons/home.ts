import type { IconDrawing } from '../icon';

export const home: IconDrawing = { d: 'M4 11 12 4l8 7v8a1 1 0 0 1-1 1h-5v-6h-4v6H5a1 1 0 0 1-1-1z' };
