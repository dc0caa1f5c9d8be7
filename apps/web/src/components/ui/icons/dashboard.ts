import type { IconDrawing } from '../icon';

export const dashboard: IconDrawing = { d: 'M4 4h7v9H4zm9 0h7v5h-7zm0 9h7v7h-7zM4 17h7v3H4z' };
