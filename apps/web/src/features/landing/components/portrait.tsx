/**
 * GEN-4: testimonial "photos" are generated portraits, not photos of real people and not remote images.
 * A look is a handful of choices; the drawing is a 64 px SVG.
 */
export interface PortraitLook {
  skin: 0 | 1 | 2 | 3;
  hair: 'short' | 'long' | 'bob' | 'covered';
  hairColour: 0 | 1 | 2;
  background: 'brand' | 'accent' | 'sky';
}

// Illustration palette: skin and hair tones are not UI colours, so they are not design tokens.
const SKIN = ['#f3d2b5', '#e2b08a', '#c68a5f', '#9a6544'] as const;
const HAIR = ['#1d1714', '#3d2a1f', 'var(--color-accent-700)'] as const;
const BACKGROUND = { brand: 'var(--color-brand-100)', accent: 'var(--color-accent-100)', sky: 'var(--color-brand-50)' } as const;
const SHIRT = { brand: 'var(--color-brand-700)', accent: 'var(--color-accent-600)', sky: 'var(--color-brand-500)' } as const;

export function Portrait({ look, className = 'h-14 w-14' }: { look: PortraitLook; className?: string }) {
  const skin = SKIN[look.skin];
  const hair = HAIR[look.hairColour];
  return (
    <svg viewBox="0 0 64 64" className={`shrink-0 overflow-hidden rounded-full ${className}`} aria-hidden="true" focusable="false">
      <rect width="64" height="64" fill={BACKGROUND[look.background]} />
      {look.hair === 'long' && <path d="M19 30c0-10 5.5-16.5 13-16.5S45 20 45 30v18H19z" fill={hair} />}
      {look.hair === 'bob' && <path d="M19.5 30c0-10 5.5-16 12.5-16s12.5 6 12.5 16v8h-25z" fill={hair} />}
      {look.hair === 'covered' && <path d="M18 31c0-10 6-17 14-17s14 7 14 17v13c0 5-7 9-14 9s-14-4-14-9z" fill={hair} />}
      <path d="M10 64c0-11 9.5-18 22-18s22 7 22 18z" fill={SHIRT[look.background]} />
      <path d="M27.5 38h9v9.5c0 2.5-2 4-4.5 4s-4.5-1.5-4.5-4z" fill={skin} />
      <ellipse cx="32" cy="29" rx={look.hair === 'covered' ? 9 : 10} ry="11.5" fill={skin} />
      {look.hair === 'short' && (
        <path d="M21.8 28c-.6-8.5 4-14 10.2-14s10.8 5.5 10.2 14c-1.2-4.5-3.8-7-10.2-7s-9 2.5-10.2 7z" fill={hair} />
      )}
      {(look.hair === 'long' || look.hair === 'bob') && (
        <path d="M21.8 28.5c-.4-9 4.2-14.5 10.2-14.5s10.6 5.5 10.2 14.5C40 23 36 20.5 30 21c-3.5.3-6.6 2.7-8.2 7.5z" fill={hair} />
      )}
      {look.hair === 'covered' && <path d="M23 27c.5-6.5 4.3-10 9-10s8.5 3.5 9 10c-2.5-3-5.5-4.5-9-4.5S25.5 24 23 27z" fill={hair} />}
    </svg>
  );
}
