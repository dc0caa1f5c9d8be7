import { Link, type LinkProps } from 'react-router';

export function AuthLink(props: LinkProps) {
  return <Link className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline" {...props} />;
}
