import { PRIVACY_NOTICE, PRIVACY_TEXTS, privacyNotice } from '@careers/shared';
import { QueryState } from '@/components/ui/query-state';
import { site } from '@/config/site';
import { usePrivacyNoticeSettings } from '../api/notice-settings';

/**
 * PRV-1: the privacy notice, in our own words, from the shared package (the version sign-up records),
 * stating the server's retention period (RETENTION_MONTHS, docs/decisions/019): the sections wait for it.
 */
export function PrivacyNoticePage() {
  const { title, effective, version, intro, sections } = PRIVACY_NOTICE;
  const settings = usePrivacyNoticeSettings();
  return (
    <div className="bg-surface">
      <title>{`${title} · ${site.companyName} Careers`}</title>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
        <header className="border-b border-line pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-muted">
            In effect from {effective} <span aria-hidden="true">·</span> version {version}
          </p>
          <p className="mt-5 text-lg text-ink">{intro}</p>
        </header>
        <nav aria-label="On this page" className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-line">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted">On this page</h2>
          <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <QueryState query={settings} loading={PRIVACY_TEXTS.noticeLoading} className="mt-10">
          {(data) =>
            privacyNotice(data.retention_months).sections.map((section) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 scroll-mt-20">
                <h2 id={`${section.id}-title`} className="text-xl font-semibold text-ink">
                  {section.heading}
                </h2>
                {section.paragraphs.map((text) => (
                  <p key={text} className="mt-3 leading-relaxed text-ink">
                    {text}
                  </p>
                ))}
                {'items' in section && (
                  <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink marker:text-brand-700">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))
          }
        </QueryState>
      </article>
    </div>
  );
}
