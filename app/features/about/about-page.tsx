import type { ComponentProps } from 'react';
import { PageLink } from '../../ui/page-link.tsx';
import type { About } from '../content/types.ts';
import { useSite } from '../content/site-settings.ts';
import { LightboxItems, lightboxRootAttributes } from '../lightbox/lightbox-data.tsx';
import { Gallery } from '../media/gallery.tsx';
import { LessonsList } from '../case-study/lessons-list.tsx';
import { CvDownloadLink } from '../cv/cv-download-link.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { designSystemPath } from '../../lib/pages.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { TitledTexts } from '../../ui/titled-texts.tsx';
import { PageTitle } from '../../ui/page-title.tsx';

/** The about page's content, its galleries' media resolved to files by the loader. */
export type AboutView = Omit<About, 'galleries'> & { galleries: ComponentProps<typeof Gallery>[] };

export function AboutPage({ about }: { about: AboutView }) {
  const site = useSite();
  const [firstGallery, ...otherGalleries] = about.galleries;
  const words = useWords();
  // One lightbox browses every gallery item of the page.
  return (
    <main id="main" className="page about" {...lightboxRootAttributes()}>
      <header className="about__hero">
        <PageTitle eyebrow={about.hero.eyebrow}>{about.hero.title}</PageTitle>
        <p className="lead">
          <RichText text={about.hero.intro} />
        </p>
        <p className="about__built">
          <PageLink to={designSystemPath} className="text-link">
            {site.designSystem.linkText}
          </PageLink>
        </p>
      </header>

      {firstGallery && <Gallery {...firstGallery} />}

      <section className="about__story" aria-label={words.about.story}>
        {about.story.map((part) => (
          <div key={part.title} className="comment">
            <h2 className="comment__title">{part.title}</h2>
            <p>
              <RichText text={part.text} />
            </p>
          </div>
        ))}
      </section>

      {otherGalleries[0] && <Gallery {...otherGalleries[0]} />}

      <section className="experience" aria-labelledby="experience-title">
        <h2 id="experience-title" className="section-title">
          {words.about.experience}
        </h2>
        <ol className="experience__list">
          {about.experience.map((entry) => (
            <li key={`${entry.company}-${entry.dates}`} className="experience__item">
              <p className="experience__dates">{entry.dates}</p>
              <div>
                <h3 className="experience__position">
                  {entry.position},{' '}
                  {entry.companyUrl ? <ExternalLink href={entry.companyUrl}>{entry.company}</ExternalLink> : entry.company}
                </h3>
                <p>
                  <RichText text={entry.text} />
                </p>
              </div>
            </li>
          ))}
        </ol>
        <p className="experience__cv">
          <PageLink to="/cv" className="text-link">
            {words.cv.fullCv}
          </PageLink>
          <CvDownloadLink />
        </p>
      </section>

      <section className="principles" aria-labelledby="principles-title">
        <h2 id="principles-title" className="section-title">
          {words.about.principles}
        </h2>
        <TitledTexts items={about.principles} className="principles__list" />
      </section>

      {otherGalleries[1] && <Gallery {...otherGalleries[1]} />}

      <LessonsList lessons={about.lessons} />
      <LightboxItems source={{ galleries: about.galleries }} />
    </main>
  );
}
