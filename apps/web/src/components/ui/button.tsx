import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-200',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:text-muted',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-muted',
  danger: 'bg-danger text-white hover:opacity-90',
  /** Call to action on dark brand backgrounds (hero). */
  accent: 'bg-accent-300 text-brand-950 hover:bg-accent-100',
  onDark: 'bg-white/10 text-white ring-1 ring-inset ring-white/30 hover:bg-white/20',
} as const;
const SIZES = { sm: 'h-9 px-3 text-sm', md: 'h-11 px-5 text-sm', lg: 'h-12 px-6 text-base' } as const;

export interface ButtonStyleProps {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

export const buttonClasses = ({ variant = 'primary', size = 'md' }: ButtonStyleProps = {}) =>
  `inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition disabled:cursor-not-allowed ${VARIANTS[variant]} ${SIZES[size]}`;

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyleProps>(function Button(
  { variant, size, className = '', type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={`${buttonClasses({ variant, size })} ${className}`} {...props} />;
});

export function ButtonLink({ variant, size, className = '', ...props }: LinkProps & ButtonStyleProps) {
  return <Link className={`${buttonClasses({ variant, size })} ${className}`} {...props} />;
}
