import type { CaseStudyView } from '../content/views.ts';
import { accentStyle } from '../../lib/accent.ts';
import { CoverSlideshow } from '../frames/cover-slideshow.tsx';
import { ProjectGrid } from '../projects/project-grid.tsx';
import { PrototypeLinks } from './prototype-links.tsx';
import { LessonsList } from './lessons-list.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { CaseStudySection } from './case-study-section.tsx';
import { MaybeLink } from '../../ui/maybe-link.tsx';
import { LightboxItems, lightboxRootAttributes } from '../lightbox/lightbox-data.tsx';
import { SectionIndex } from '../section-index/section-index.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { CaseStudyPdfLink } from '../documents/case-study-pdf-link.tsx';
import { useAnalyticsHooks } from '../analytics/analytics-hooks.ts';
import { caseStudyEnd } from '../analytics/analytics-contract.ts';

type CaseStudyProps = { study: CaseStudyView };

/** One template for every case study, public or protected. */
export function CaseStudy({ study }: CaseStudyProps) {
  const words = useWords().caseStudy;
  const counted = useAnalyticsHooks();
  return (
    <main id="main" className="case-study" style={accentStyle(study.accent)} {...lightboxRootAttributes()}>
      <header className="case-study__intro page">
        <h1 className="case-study__title">{study.name}</h1>
        <p className="case-study__role">{study.role}</p>
      </header>
      <CoverSlideshow frames={study.cover} name={study.name} path={`/${study.slug}`} />
      <div className="page case-study__body">
        <div className="case-study__reading">
          <SectionIndex sections={study.sections} />
          <div className="case-study__text">
            <section className="case-study__about" aria-labelledby="about-title">
              <h2 id="about-title" className="section-label">
                {study.about.title}
              </h2>
              <p className="lead">
                <RichText text={study.about.text} />
              </p>
              <PrototypeLinks links={study.prototypes} />
              <CaseStudyPdfLink slug={study.slug} />
              {study.caseStudyUrl !== undefined && (
                <MaybeLink href={study.caseStudyUrl} className="button" unavailableNote={words.fullCaseStudyOnRequest}>
                  {words.fullCaseStudy}
                </MaybeLink>
              )}
            </section>
            {study.sections.map((section, index) => (
              <CaseStudySection
                key={section.number}
                section={section}
                hooks={index === study.sections.length - 1 ? counted(caseStudyEnd) : undefined}
              />
            ))}
            <LessonsList lessons={study.lessons} />
          </div>
        </div>
        <ProjectGrid cards={study.otherProjects} title={words.otherProjects} titleId="other-projects" />
      </div>
      <LightboxItems source={{ sections: study.sections }} />
    </main>
  );
}
