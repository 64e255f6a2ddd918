import { cvPdfs } from 'virtual:cv-pdf';
import { DownloadIcon } from '~/ui/icons';
import { useLocale } from '~/features/i18n/use-locale';
import { wordsFor } from '~/features/i18n/words';
import { formatFileSize } from './cv-files';
import { useAnalyticsHooks } from '~/features/analytics/analytics-hooks';
import { cvDownloadLink } from '~/features/analytics/analytics-contract';

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
