import { splitDuration } from '@careers/shared';

/** 'dd-MM-yyyy - dd-MM-yyyy' as people read it: '01-04-2021 – Present' (GEN-7: empty stays empty). */
export function durationLabel(duration: string): string {
  const { start, end } = splitDuration(duration);
  return start || end ? `${start || '?'} – ${end || '?'}` : '';
}
