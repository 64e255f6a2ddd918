import { PageLink } from '../../ui/page-link.tsx';
import { useSite } from '../content/site-settings.ts';
import { CvDownloadLink } from '../cv/cv-download-link.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { designSystemPath } from '../../lib/pages.ts';
import { ExternalLink } from '../../ui/external-link.tsx';

export function SiteFooter() {
  const site = useSite();
  const words = useWords();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__cta">
          {site.footer.callToAction} <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <ul className="site-footer__links">
          <li>
            <ExternalLink href={site.profileUrl}>{site.profileLabel}</ExternalLink>
          </li>
          <li>
            <a href={`mailto:${site.email}`}>{words.footer.email}</a>
          </li>
          <li>
            <PageLink to="/cv">{words.cv.page}</PageLink>
          </li>
          <li>
            <CvDownloadLink />
          </li>
          <li>
            <PageLink to={designSystemPath}>{site.designSystem.linkText}</PageLink>
          </li>
        </ul>
        <p className="site-footer__small">
          © {site.name}. {site.footer.smallPrint}
        </p>
      </div>
    </footer>
  );
}
