import type { IconDrawing } from '../icon';

export const laptop: IconDrawing = { d: 'M5 6.5A1.5 1.5 0 0 1 6.5 5h11A1.5 1.5 0 0 1 19 6.5V15H5zM3 18h18' };
