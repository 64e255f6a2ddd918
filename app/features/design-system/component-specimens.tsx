import type { ReactNode } from 'react';
import { PageLink } from '../../ui/page-link.tsx';
import { ProjectCard } from '../projects/project-card.tsx';
import { PrototypeLinks } from '../case-study/prototype-links.tsx';
import { MaybeLink } from '../../ui/maybe-link.tsx';
import { PasswordGate } from '../gate/password-gate.tsx';
import { SlideshowControl } from '../frames/slideshow-control.tsx';
import { ThemeToggle } from '../theme/theme-toggle.tsx';
import { CaseStudySection } from '../case-study/case-study-section.tsx';
import { accentStyle } from '../../lib/accent.ts';
import type { DesignSystemView } from './design-system.server.ts';
import { SectionHeading } from './section-heading.tsx';
import type { SpecimenId } from './specimens.ts';
import { useWords } from '../../i18n/use-words.ts';
import { TokenList } from './token-list.tsx';

type Specimens = DesignSystemView['specimens'];

type SpecimenProps = { id: SpecimenId; tokens: Specimens['tokens']; wide?: boolean; children: ReactNode };

function Specimen({ id, tokens, wide = false, children }: SpecimenProps) {
  const title = useWords().designSystem.specimens[id];
  return (
    <section className={wide ? 'ds-specimen ds-specimen--wide' : 'ds-specimen'} aria-labelledby={`ds-${id}`}>
      <h3 id={`ds-${id}`} className="ds-specimen__title">
        {title}
      </h3>
      <div className="ds-specimen__stage">{children}</div>
      <TokenList tokens={tokens[id]} />
    </section>
  );
}

/** A state under its component, as a caption. */
function State({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="ds-state">
      {children}
      <figcaption className="ds-state__label">{label}</figcaption>
    </figure>
  );
}

/** The slideshow control, live: pressing it turns it between pause and play, as on a cover. */
function SlideshowSpecimen({ total }: { total: number }) {
  return (
    <div className="cover__controls ds-controls">
      <SlideshowControl total={total} />
    </div>
  );
}

/** The site's own components in their states, each with the tokens its styles read. */
export function ComponentSpecimens({ view }: { view: Specimens }) {
  const { publicCard, privateCard, prototypes, section, tokens } = view;
  const cards = [publicCard, privateCard].filter((card) => card !== undefined);
  const words = useWords();
  const states = words.designSystem.states;
  const access = (card: (typeof cards)[number]) => (card.access === 'private' ? states.private : states.public);
  return (
    <section className="ds-section" aria-labelledby="ds-components">
      <SectionHeading id="ds-components" number={6} title={words.designSystem.sections.components} />
      <div className="ds-specimens">
        <Specimen id="project-card" tokens={tokens} wide>
          <div className="ds-cards">
            {cards.flatMap((card) => [
              <State key={`${card.slug}-rest`} label={states.atRest(access(card))}>
                <ProjectCard card={card} />
              </State>,
              <State key={`${card.slug}-mid`} label={states.midCycle(access(card), Math.min(3, card.frames.length), card.frames.length)}>
                <ProjectCard card={card} heldFrame={Math.min(3, card.frames.length) - 1} />
              </State>,
            ])}
          </div>
        </Specimen>
        <Specimen id="buttons" tokens={tokens}>
          <State label={states.primary}>
            <PageLink to="/" className="button">
              {words.home.work}
            </PageLink>
          </State>
          <State label={states.unavailable}>
            <MaybeLink href="" className="button" unavailableNote={states.onRequest}>
              {states.fullCaseStudy}
            </MaybeLink>
          </State>
        </Specimen>
        <Specimen id="prototype-links" tokens={tokens}>
          <PrototypeLinks links={prototypes.map((link, i) => (i === prototypes.length - 1 ? { ...link, href: '' } : link))} />
        </Specimen>
        <Specimen id="gate-field" tokens={tokens}>
          <State label={states.wrongPassword}>
            <PasswordGate shownStatus="wrong" />
          </State>
        </Specimen>
        <Specimen id="slideshow-control" tokens={tokens}>
          <SlideshowSpecimen total={view.coverFrames} />
        </Specimen>
        <Specimen id="theme-toggle" tokens={tokens}>
          <ThemeToggle />
        </Specimen>
        {section && (
          <Specimen id="section-title" tokens={tokens} wide>
            <div className="ds-accented" style={publicCard && accentStyle(publicCard.accent)}>
              <CaseStudySection section={section} />
            </div>
          </Specimen>
        )}
      </div>
    </section>
  );
}
