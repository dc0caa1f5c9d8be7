import type { IconDrawing } from '../icon';

export const handshake: IconDrawing = { d: 'M3 12l4-4 4 2 3-2 3 1 4 3M7 8v6l4 4 1.5-1.5M14 17.5l-3-3M16.5 15l-3-3M19 12.5l-2.5 2.5' };
