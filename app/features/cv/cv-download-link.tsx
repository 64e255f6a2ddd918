import { cvPdfs } from 'virtual:cv-pdf';
import { DownloadIcon } from '../../ui/icons.tsx';
import { useLocale } from '../../i18n/use-locale.tsx';
import { wordsFor } from '../../i18n/words.ts';
import { formatFileSize } from './cv-files.ts';
import { useAnalyticsHooks } from '../analytics/analytics-hooks.ts';
import { cvDownloadLink } from '../analytics/analytics-contract.ts';

/** "Download CV (PDF)" and the file's size: on the CV page, the about page and in the footer. */
export function CvDownloadLink({ className }: { className?: string }) {
  const locale = useLocale();
  // Each language's CV is its own file.
  const cvPdf = cvPdfs[locale];
  const counted = useAnalyticsHooks()(cvDownloadLink, 'PDF');
  return (
    <a
      href={`${import.meta.env.BASE_URL}${cvPdf.fileName}`}
      download
      type="application/pdf"
      className={`cv-download ${className ?? ''}`.trim()}
      {...counted}
    >
      <DownloadIcon className="cv-download__icon" />
      <span className="cv-download__label">{wordsFor(locale).cv.download}</span>
      <span className="cv-download__size">{formatFileSize(cvPdf.bytes, locale)}</span>
    </a>
  );
}
