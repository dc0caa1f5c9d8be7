import { PAGE_TEXTS } from '@careers/shared';
import { site } from '@/config/site';

/** PUB-6, PUB-12: the careers contact address and the company site (GEN-4 configuration). */
export function CantFindRoleCard() {
  return (
    <aside
      className="rounded-[var(--radius-card)] bg-brand-800 p-6 text-white shadow-[var(--shadow-card)]"
      aria-labelledby="cant-find-role"
    >
      <h3 id="cant-find-role" className="text-lg font-semibold">
        {PAGE_TEXTS.cantFindRole}
      </h3>
      <p className="mt-2 text-sm text-brand-100">
        We are always meeting Microsoft Cloud, security, DevOps and infrastructure experts. Send us your CV and the kind of engagement you
        are looking for.
      </p>
      <p className="mt-4 text-sm">
        <a className="font-semibold underline underline-offset-4 hover:text-brand-100" href={`mailto:${site.careersEmail}`}>
          {site.careersEmail}
        </a>
      </p>
      <p className="mt-1 text-sm">
        <a className="underline underline-offset-4 hover:text-brand-100" href={site.companyUrl} rel="noopener">
          {site.companyUrl.replace(/^https?:\/\//, '')}
        </a>
      </p>
    </aside>
  );
}
