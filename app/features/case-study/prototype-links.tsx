import type { CaseStudyView } from '~/features/content/views';
import { MaybeLink } from '~/ui/maybe-link';

export function PrototypeLinks({ links }: { links: CaseStudyView['prototypes'] }) {
  return (
    <div className="prototypes">
      <h3 className="prototypes__title">Prototypes</h3>
      <ul className="prototypes__list">
        {links.map((link) => (
          <li key={link.kind}>
            <MaybeLink href={link.href} className="chip" unavailableNote="On request">
              {link.kind}
            </MaybeLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
