import type { IconDrawing } from '../icon';

export const fileCheck: IconDrawing = { d: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zm0 0v5h5M9 14.5l2 2 4-4' };
