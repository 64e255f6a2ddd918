import type { CaseStudyView } from '../content/views.ts';
import { MaybeLink } from '../../ui/maybe-link.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { useAnalyticsHooks } from '../analytics/analytics-hooks.ts';
import { prototypeLink } from '../analytics/analytics-contract.ts';

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
