import { useEffect } from 'react';
import { site } from 'virtual:content/site';
import { defaultRememberDays, gateTitle, isFlagged, payloadUrl, snapshotUrl } from '~/features/gate/gate';
import { payloadUrlAttribute, rememberDaysAttribute, snapshotUrlAttribute, unlockingAttribute } from '~/start/names';
import { gateScript } from './gate-script';
import { removeSnapshot } from './snapshot';
import { PasswordGate } from './password-gate';
import { RichText } from '~/ui/rich-text';
import type { TeaserView } from '~/features/content/views';
import { Teaser, TeaserCover } from './teaser';
import { RequestAccessLink } from './request-access-link';

type GatePageProps = {
  slug: string;
  /** The public teaser of the project the gate opens. */
  teaser: TeaserView;
  onUnlock: () => void;
  /** The protected page's prerendered shell: hands what was typed to /private's form. */
  shell?: boolean;
};

/**
 * The password page, and the protected page's prerendered shell: a visitor
 * without the password sees the form at first paint, and the app then moves
 * the address to /private, where the same form stands. A visitor holding the
 * flag sees the opening note instead while the case study is decrypted.
 */
export function GatePage({ slug, teaser, onUnlock, shell = false }: GatePageProps) {
  useEffect(() => {
    if (!isFlagged()) {
      document.documentElement.removeAttribute(unlockingAttribute);
      removeSnapshot();
    }
  }, []);

  const copy = site.gate;
  return (
    <main id="main" className="page page--narrow gate-page">
      <script
        {...{
          [payloadUrlAttribute]: payloadUrl(slug),
          [snapshotUrlAttribute]: snapshotUrl(slug),
          [rememberDaysAttribute]: String(copy.rememberDays ?? defaultRememberDays),
        }}
        dangerouslySetInnerHTML={{ __html: gateScript }}
      />
      <p className="section-label">{copy.label}</p>
      <h1 className="page-title gate-page__opening">Opening the protected case study…</h1>
      <div className="gate-page__locked">
        <div className="gate-page__text">
          <h1 className="page-title">{gateTitle}</h1>
          <Teaser teaser={teaser} />
          <p className="gate-page__intro">
            <RichText text={copy.intro} />
          </p>
          <noscript>
            <p className="gate-page__note">
              Unlocking needs JavaScript: the password is checked in your browser and never sent anywhere. Turn JavaScript on to enter it.
            </p>
          </noscript>
          <PasswordGate slug={slug} onUnlock={onUnlock} handsOver={shell} />
          <RequestAccessLink project={teaser.name} />
        </div>
        <TeaserCover teaser={teaser} />
      </div>
    </main>
  );
}
