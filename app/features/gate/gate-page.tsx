import { site } from 'virtual:content/site';
import { defaultRememberDays, gateTitle } from '~/features/gate/gate';
import { gateBaseAttribute, gateProjectAttribute, gateProjectsAttribute, rememberDaysAttribute } from '~/start/names';
import gateScript from '~/start/gate.ts?inline-script';
import { PasswordGate } from './password-gate';
import { RichText } from '~/ui/rich-text';

type GatePageProps = {
  /** The private project this page opens (on /private, the one it opens when the visitor came from none). */
  project: string;
  /** On /private: every private project's address, any of which the gate may open. */
  projects?: readonly string[];
};

/**
 * The password page, and each private project's page until it opens: the
 * gate's script (app/start/gate.ts) at the top, then the form. A visitor
 * holding the flag sees the opening note instead while the project is
 * decrypted.
 */
export function GatePage({ project, projects }: GatePageProps) {
  const copy = site.gate;
  return (
    <main id="main" className="page page--narrow gate-page">
      <script
        {...{
          [gateBaseAttribute]: import.meta.env.BASE_URL,
          [gateProjectAttribute]: project,
          [gateProjectsAttribute]: projects && JSON.stringify(projects),
          [rememberDaysAttribute]: String(copy.rememberDays ?? defaultRememberDays),
        }}
        dangerouslySetInnerHTML={{ __html: gateScript }}
      />
      <p className="section-label">{copy.label}</p>
      <h1 className="page-title gate-page__opening">Opening the protected case study…</h1>
      <div className="gate-page__locked">
        <h1 className="page-title">{gateTitle}</h1>
        <p className="lead">
          <RichText text={copy.intro} />
        </p>
        <noscript>
          <p className="gate-page__note">
            Unlocking needs JavaScript: the password is checked in your browser and never sent anywhere. Turn JavaScript on to enter it.
          </p>
        </noscript>
        <PasswordGate />
        <p className="gate-page__ask">
          {copy.noPassword} <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </div>
    </main>
  );
}
