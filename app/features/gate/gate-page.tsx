import { useEffect, useState } from 'react';
import { site } from 'virtual:content/site';
import { defaultRememberDays, gateTitle, isFlagged, payloadUrl, shareLinkMessages, snapshotUrl } from '~/features/gate/gate';
import { openShareLink } from './share-link';
import { gatePath } from '~/pages';
import { payloadUrlAttribute, projectAttribute, rememberDaysAttribute, snapshotUrlAttribute, unlockingAttribute } from '~/start/names';
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
  /** Opens a project: the one the gate is for, or the one a share link opened. */
  onUnlock: (address: string) => void;
  /** The gate's own page: the private projects a share link may open here (the shell leaves links to it). */
  addresses?: readonly string[];
  /** The protected page's prerendered shell: hands what was typed to /private's form. */
  shell?: boolean;
};

/**
 * The password page, and the protected page's prerendered shell: a visitor
 * without the password sees the form at first paint, and the app then moves
 * the address to /private, where the same form stands. A visitor holding the
 * flag sees the opening note instead while the case study is decrypted.
 */
export function GatePage({ slug, teaser, onUnlock, addresses, shell = false }: GatePageProps) {
  const [linkNotice, setLinkNotice] = useState('');
  useEffect(() => {
    if (!isFlagged()) {
      document.documentElement.removeAttribute(unlockingAttribute);
      removeSnapshot();
    }
  }, []);

  // A share link in the address: checked once, on the gate's own page; it opens its project or says why not.
  useEffect(() => {
    if (!addresses) return;
    void openShareLink(gatePath, addresses).then((outcome) => {
      if (outcome.kind === 'opened') onUnlock(outcome.address);
      else if (outcome.kind === 'refused')
        setLinkNotice(outcome.refusal === 'expired' ? shareLinkMessages.expired(outcome.expired!) : shareLinkMessages[outcome.refusal]);
    });
    // Once, on load: the link is taken off the address as it is read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copy = site.gate;
  return (
    <main id="main" className="page page--narrow gate-page">
      <script
        {...{
          [payloadUrlAttribute]: payloadUrl(slug),
          [projectAttribute]: slug,
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
          {linkNotice && (
            <p className="gate-page__link-notice" role="alert">
              {linkNotice}
            </p>
          )}
          <PasswordGate slug={slug} onUnlock={() => onUnlock(slug)} handsOver={shell} />
          <RequestAccessLink project={teaser.name} />
        </div>
        <TeaserCover teaser={teaser} />
      </div>
    </main>
  );
}
