import type { IconDrawing } from '../icon';

export const trash: IconDrawing = { d: 'M4 7h16M10 11v6m4-6v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3' };
