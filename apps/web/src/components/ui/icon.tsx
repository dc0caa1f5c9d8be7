/** One drawing of the icon set (`./icons/`, one module each): its path on a 24 px grid, filled or stroked. */
export interface IconDrawing {
  readonly d: string;
  readonly filled?: boolean;
}

/**
 * The site's one Icon component: it draws one drawing of `./icons/` (no icon library), so the look stays the
 * site's own and each route ships only the paths it draws: `<Icon icon={icons.mapPin} />`.
 */
export function Icon({ icon, className = 'h-6 w-6' }: { icon: IconDrawing; className?: string }) {
  const filled = icon.filled ?? false;
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke={filled ? 'none' : 'currentColor'}
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={icon.d} />
    </svg>
  );
}
