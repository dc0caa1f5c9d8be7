import { Link } from 'react-router';
import { PRIVACY_FOOTER_LINK } from '@careers/shared';
import { NAV_LINKS } from '@/config/navigation';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { SectionLink } from './section-link';

export function SiteFooter() {
  return (
    <footer className="mt-auto border-t border-line bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
        <div>
          <p className="text-lg font-bold text-white">{site.companyName}</p>
          <p className="mt-2 text-sm">Microsoft Cloud, security and compliance experts. Headquartered in Europe, delivering from Asia.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {NAV_LINKS.map((link) => (
              <li key={link.path}>
                <SectionLink to={link.path} className="hover:text-white hover:underline">
                  {link.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="text-sm">
          <p>
            Careers:{' '}
            <a href={`mailto:${site.careersEmail}`} className="font-semibold text-white hover:underline">
              {site.careersEmail}
            </a>
          </p>
          <p className="mt-4">
            <Link to={paths.privacy} className="font-semibold text-white hover:underline">
              {PRIVACY_FOOTER_LINK}
            </Link>
          </p>
          <p className="mt-4 text-brand-200">
            © {new Date().getFullYear()} {site.companyName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
