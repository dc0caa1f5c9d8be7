import type { IconDrawing } from '../icon';

export const twitter: IconDrawing = { d: 'M4 4l6.8 9.1L4.3 20h1.6l5.6-6.1 4.6 6.1H21l-7.2-9.6L19.9 4h-1.6l-5.2 5.6L8.9 4z', filled: true };
