import { useSite } from '../content/site-settings.ts';
import { RichText } from '../../ui/rich-text.tsx';
import { tokensFile } from '../../lib/build-output.ts';
import type { DesignSystemView } from './design-system.server.ts';
import { ColourSection } from './colour-section.tsx';
import { TypeSection } from './type-section.tsx';
import { ScalesSection } from './scales-section.tsx';
import { MotionDemo } from './motion-demo.tsx';
import { ComponentSpecimens } from './component-specimens.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { useWords } from '../../i18n/use-words.ts';

/** /design-system: the site's tokens and components, all generated from the token files and the components themselves. */
export function DesignSystemPage({ view }: { view: DesignSystemView }) {
  const site = useSite();
  const copy = site.designSystem;
  const words = useWords().designSystem;
  return (
    <main id="main" className="page design-system">
      <header className="ds-intro">
        <PageTitle eyebrow={copy.linkText}>{copy.title}</PageTitle>
        <p className="lead">
          <RichText text={copy.intro} />
        </p>
        <div className="ds-download">
          <a className="button" href={`${import.meta.env.BASE_URL}${tokensFile}`} download>
            {words.download(tokensFile)}
          </a>
          <p className="ds-download__note">
            <RichText text={copy.figmaNote} />
          </p>
        </div>
      </header>
      <ColourSection colours={view.colours} description={view.groups.color} />
      <TypeSection type={view.type} description={view.groups.text} />
      <ScalesSection view={view} />
      <MotionDemo motion={view.motion} frames={view.specimens.coverFrames} />
      <ComponentSpecimens view={view.specimens} />
    </main>
  );
}
