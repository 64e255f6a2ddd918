import { caseStudyPdfs } from 'virtual:case-study-pdfs';
import { DownloadIcon } from '../../ui/icons.tsx';
import { useLocale } from '../../i18n/use-locale.tsx';
import { wordsFor } from '../../i18n/words.ts';
import { formatFileSize } from '../cv/cv-files.ts';

/**
 * "Download as PDF" and the file's size, on a public case study's page: the PDF in the page's language
 * (tools/build/case-study-pdfs.ts). Nothing for a project without one (a private project).
 */
export function CaseStudyPdfLink({ slug }: { slug: string }) {
  const locale = useLocale();
  const pdf = caseStudyPdfs[slug]?.[locale];
  if (!pdf) return null;
  return (
    <p className="case-study__pdf">
      <a href={`${import.meta.env.BASE_URL}${pdf.fileName}`} download type="application/pdf" className="cv-download">
        <DownloadIcon className="cv-download__icon" />
        <span className="cv-download__label">{wordsFor(locale).documents.download}</span>
        <span className="cv-download__size">{formatFileSize(pdf.bytes, locale)}</span>
      </a>
    </p>
  );
}
