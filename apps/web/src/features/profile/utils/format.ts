import { splitDuration } from '@careers/shared';

/** 'dd-MM-yyyy - dd-MM-yyyy' as people read it: '01-04-2021 – Present' (SPEC 3: empty stays empty). */
export function durationLabel(duration: string): string {
  const { start, end } = splitDuration(duration);
  return start || end ? `${start || '?'} – ${end || '?'}` : '';
}
