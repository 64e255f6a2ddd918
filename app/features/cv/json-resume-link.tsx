import { useLocale } from '~/features/i18n/use-locale';
import { wordsFor } from '~/features/i18n/words';
import { jsonResumeFileNameIn } from './cv-files';
import { useAnalyticsHooks } from '~/features/analytics/analytics-hooks';
import { cvDownloadLink } from '~/features/analytics/analytics-contract';

/** The CV's JSON Resume in the page's language (resume.json, resume.es.json), for recruiting tools: beside the PDF's link on /cv. */
export function JsonResumeLink({ className }: { className?: string }) {
  const locale = useLocale();
  const counted = useAnalyticsHooks()(cvDownloadLink, 'JSON');
  return (
    <a href={`${import.meta.env.BASE_URL}${jsonResumeFileNameIn(locale)}`} type="application/json" className={className} {...counted}>
      {wordsFor(locale).cv.jsonResume}
    </a>
  );
}
