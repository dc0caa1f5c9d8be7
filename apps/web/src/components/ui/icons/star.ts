import type { IconDrawing } from '../icon';

export const star: IconDrawing = { d: 'M12 3.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L12 16.9l-5.25 2.7 1-5.8L3.5 9.7l5.9-.9z' };
