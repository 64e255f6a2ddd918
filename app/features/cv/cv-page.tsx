import { PageLink } from '../../ui/page-link.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { CvDownloadLink } from './cv-download-link.tsx';
import { JsonResumeLink } from './json-resume-link.tsx';
import { CvSection } from './cv-section.tsx';
import { DetailsSections, ExperienceList, WorkList } from './cv-entries.tsx';
import { useWords } from '../../i18n/use-words.ts';
import type { CvView } from './cv-view.ts';
import { PrintAddress } from './print-address.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/** The CV page: who, how to reach them, then the record. Printed, it is the paper CV (cv.css). */
export function CvPage({ view }: { view: CvView }) {
  const labels = useWords().cv;
  return (
    <main id="main" className="page cv">
      <header className="cv__header">
        <PageTitle eyebrow={labels.title} className="cv__name">
          {view.name}
        </PageTitle>
        <p className="cv__role">
          {view.role}
          <span className="cv__location">{view.location}</span>
        </p>
        <ul className="cv__contact" aria-label={labels.contact}>
          <li>
            <a href={`mailto:${view.email}`}>{view.email}</a>
          </li>
          <li>
            <ExternalLink href={view.profile.url}>{view.profile.label}</ExternalLink>
            <PrintAddress url={view.profile.url} />
          </li>
          <li>
            <PageLink to="/">{view.site.label}</PageLink>
          </li>
        </ul>
        <div className="cv__downloads">
          <CvDownloadLink className="button cv__download" />
          <JsonResumeLink className="cv__download cv__resume" />
        </div>
      </header>

      <CvSection id="cv-profile" title={labels.summary}>
        {view.summary.map((paragraph) => (
          <p key={paragraph} className="cv__summary">
            {paragraph}
          </p>
        ))}
      </CvSection>
      <CvSection id="cv-experience" title={labels.experience}>
        <ExperienceList entries={view.experience} />
      </CvSection>
      <CvSection id="cv-work" title={labels.work}>
        <WorkList work={view.work} more={view.moreWork} />
      </CvSection>
      <DetailsSections view={view} />
    </main>
  );
}
