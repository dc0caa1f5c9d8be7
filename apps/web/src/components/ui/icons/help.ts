import type { IconDrawing } from '../icon';

export const help: IconDrawing = { d: 'M9.5 9.25a2.5 2.5 0 1 1 3.6 2.25c-.7.35-1.1 1-1.1 1.75v.5M12 17.25h.01' };
