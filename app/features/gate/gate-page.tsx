import { useSite } from '../content/site-settings.ts';
import { useLocale } from '../../i18n/use-locale.tsx';
import { baseIn } from '../../i18n/locale.ts';
import { defaultRememberDays } from './gate.ts';
import { useWords } from '../../i18n/use-words.ts';
import { wordsAttributes } from '../../i18n/script-words.ts';
import { gatePart, gateScriptAttributes as on, shareNotice } from './gate-contract.ts';
import gateScript from './gate-script.ts?inline-script';
import { PasswordGate } from './password-gate.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { Teaser, TeaserCover } from './teaser.tsx';
import { RequestAccessLink } from './request-access-link.tsx';
import type { ShareNoticeWord } from './share-link.ts';
import type { TeaserView } from '../content/views.ts';

type GatePageProps = {
  /** The private project this page opens (on /private, the one it opens when the visitor came from none). */
  project: string;
  /** Every private project's address: on /private, any of them may be opened; a share link may name any. */
  projects: readonly string[];
  /** The public teasers of `projects`, by address (the route's loader reads them: loadTeasers). */
  teasers: Readonly<Record<string, TeaserView>>;
  /** The password page itself, rather than a private project's page. */
  gatePage?: boolean;
};

/**
 * The password page, and each private project's page until it opens: the
 * gate's script (app/features/gate/gate-script.ts) at the top, then the project's public
 * teaser, the form and a request for access. On /private each private
 * project's teaser is in the page, the first one shown: the script shows the
 * one the visitor came for. A visitor holding the flag sees the opening note
 * instead while the project is decrypted.
 */
export function GatePage({ project, projects, teasers, gatePage = false }: GatePageProps) {
  const site = useSite();
  const locale = useLocale();
  const copy = site.gate;
  const words = useWords();
  const { shareLink } = words.gate;
  // Each part of the page that names a project, once per project the page may open; only `project`'s shows at first.
  const parts = (render: (address: string) => React.ReactNode) =>
    (gatePage ? projects : [project]).map((address) => (
      <div key={address} className="gate-page__part" {...{ [gatePart.attribute]: address }} hidden={address !== project}>
        {render(address)}
      </div>
    ));
  return (
    <main id="main" className="page page--narrow gate-page">
      <script
        {...{
          // Under /es the gate's addresses and files are the Spanish ones: /es/private, /es/mango, es/protected/.
          [on.base]: baseIn(import.meta.env.BASE_URL, locale),
          [on.project]: project,
          [on.projects]: JSON.stringify(projects),
          [on.gatePage]: gatePage ? '' : undefined,
          [on.rememberDays]: String(copy.rememberDays ?? defaultRememberDays),
        }}
        dangerouslySetInnerHTML={{ __html: gateScript }}
      />
      <p className="section-label">{copy.label}</p>
      <h1 className="page-title gate-page__opening">{words.gate.opening}</h1>
      <div className="gate-page__locked">
        <div className="gate-page__text">
          <h1 className="page-title">{words.gate.title}</h1>
          {parts((address) => (
            <Teaser teaser={teasers[address]!} />
          ))}
          <p className="gate-page__intro">
            <RichText text={copy.intro} />
          </p>
          <noscript>
            <p className="gate-page__note">{words.gate.noScript}</p>
          </noscript>
          {/* Why a share link could not open the case study (app/features/gate/gate-script.ts fills it in, from the words on it). */}
          <p
            className="gate-page__link-notice"
            role="alert"
            hidden
            {...shareNotice.props}
            {...wordsAttributes<ShareNoticeWord>({
              malformed: shareLink.malformed,
              invalid: shareLink.invalid,
              'other-project': shareLink.otherProject,
              expired: shareLink.expired,
              'date-locale': words.format.locale,
            })}
          />
          <PasswordGate />
          {parts((address) => (
            <RequestAccessLink project={teasers[address]!.name} />
          ))}
        </div>
        {parts((address) => (
          <TeaserCover teaser={teasers[address]!} />
        ))}
      </div>
    </main>
  );
}
