import type { IconDrawing } from '../icon';

export const image: IconDrawing = {
  d: 'M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm0 13 4.5-5 3.5 4 2.5-3L20 17M15.5 9a1.5 1.5 0 1 0 0-.01',
};
