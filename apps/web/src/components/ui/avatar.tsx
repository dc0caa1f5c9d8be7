import { uploadUrl } from '@careers/shared';

const SIZES = {
  xs: 'h-12 w-12 text-base',
  sm: 'h-16 w-16 text-xl',
  md: 'h-24 w-24 text-3xl',
  lg: 'h-28 w-28 text-4xl sm:h-32 sm:w-32',
} as const;

/** The letters an avatar without a photo shows ('PS' for Priya Sharma). */
export const avatarInitials = (firstName: string, lastName: string) => `${[...firstName][0] ?? ''}${[...lastName][0] ?? ''}`.toUpperCase();

/** The site's one person avatar: a photo (a stored upload's name, or an object URL in `src`), or the person's initials on the brand colour when there is none. */
export function Avatar({
  photo,
  src,
  firstName,
  lastName,
  size = 'md',
}: {
  photo?: string;
  src?: string;
  firstName: string;
  lastName: string;
  size?: keyof typeof SIZES;
}) {
  const url = src ?? (photo ? uploadUrl(photo) : '');
  const initials = avatarInitials(firstName, lastName);
  return url ? (
    <img src={url} alt="" className={`${SIZES[size]} flex-none rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex flex-none items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-500 font-bold text-white`}
    >
      {initials}
    </span>
  );
}
