import type { IconDrawing } from '../icon';

export const menu: IconDrawing = { d: 'M4 7h16M4 12h16M4 17h16' };
