import type { IconDrawing } from '../icon';

export const logOut: IconDrawing = { d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9' };
