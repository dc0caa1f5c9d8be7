import { PAGE_TEXTS } from '@careers/shared';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** PUB-2: title 404 'Page Not Found', the explanation, and 'Back to Home'. */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">
        <span className="sr-only">404 </span>
        {PAGE_TEXTS.notFoundTitle}
      </h1>
      <p className="mt-3 text-muted">{PAGE_TEXTS.notFoundText}</p>
      <ButtonLink to={paths.home} className="mt-8">
        {PAGE_TEXTS.backToHome}
      </ButtonLink>
    </div>
  );
}
export default NotFoundPage;
