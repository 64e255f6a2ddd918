import type { CaseStudyView } from '~/features/content/views';
import { MaybeLink } from '~/ui/maybe-link';
import { useWords } from '~/features/i18n/use-words';
import { useAnalyticsHooks } from '~/features/analytics/analytics-hooks';
import { prototypeLink } from '~/features/analytics/analytics-contract';

export function PrototypeLinks({ links }: { links: CaseStudyView['prototypes'] }) {
  const words = useWords().caseStudy;
  const counted = useAnalyticsHooks();
  return (
    <div className="prototypes">
      <h3 className="prototypes__title">{words.prototypes}</h3>
      <ul className="prototypes__list">
        {links.map((link) => (
          <li key={link.kind}>
            <MaybeLink
              href={link.href}
              className="chip"
              unavailableNote={words.prototypeOnRequest}
              hooks={counted(prototypeLink, link.kind)}
            >
              {words.prototypeKinds[link.kind]}
            </MaybeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
