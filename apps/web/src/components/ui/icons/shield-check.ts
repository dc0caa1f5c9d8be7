import type { IconDrawing } from '../icon';

export const shieldCheck: IconDrawing = { d: 'M12 3l7 2.6v5.6c0 4.4-3 8-7 9.8-4-1.8-7-5.4-7-9.8V5.6zm-3.2 9 2.2 2.2 4.2-4.4' };
