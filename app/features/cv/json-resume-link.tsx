import { useLocale } from '../../i18n/use-locale.tsx';
import { wordsFor } from '../../i18n/words.ts';
import { jsonResumeFileNameIn } from '../../lib/build-output.ts';
import { useAnalyticsHooks } from '../analytics/analytics-hooks.ts';
import { cvDownloadLink } from '../analytics/analytics-contract.ts';

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
