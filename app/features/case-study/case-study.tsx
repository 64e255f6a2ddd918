import type { CaseStudyView } from '~/features/content/views';
import { accentStyle } from '~/lib/accent';
import { CoverSlideshow } from '~/features/frames/cover-slideshow';
import { ProjectGrid } from '~/features/projects/project-grid';
import { PrototypeLinks } from './prototype-links';
import { LessonsList } from '~/features/case-study/lessons-list';
import { RichText } from '~/ui/rich-text';
import { CaseStudySection } from './case-study-section';
import { MaybeLink } from '~/ui/maybe-link';
import { LightboxItems, lightboxRootAttributes } from '~/features/lightbox/lightbox-data';
import { SectionIndex } from '~/features/section-index/section-index';
import { useWords } from '~/features/i18n/use-words';
import { CaseStudyPdfLink } from '~/features/documents/case-study-pdf-link';
import { useAnalyticsHooks } from '~/features/analytics/analytics-hooks';
import { caseStudyEnd } from '~/features/analytics/analytics-contract';

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
