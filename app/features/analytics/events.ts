// What is counted, and nothing more. Each event's name is what the owner's
// dashboard shows; its properties are what the page already shows anyone:
// the page's language, a project's public address (its codename's, for a
// codenamed project), a file's format, a prototype's kind, and the label the
// owner signed into a share link. Never a password, a key, or a real name
// behind a codename.
import type { CvFormat } from './analytics-contract.ts';

/** The events' names, as the issue of the feature and the owner's dashboard spell them. */
export const eventNames = {
  cvDownload: 'CV download',
  caseStudyRead: 'Case study read',
  prototypeOpened: 'Prototype opened',
  privateProjectOpened: 'Private project opened',
  shareLinkOpened: 'Share link opened',
} as const;

export type EventName = (typeof eventNames)[keyof typeof eventNames];

/** A page view (`name` null) or a named event, with its properties. */
export type AnalyticsEvent = { name: EventName | null; props: Readonly<Record<string, string>> };

/** How a private project was opened. */
export type OpenedBy = 'password' | 'share link';

export const pageView = (language: string): AnalyticsEvent => ({ name: null, props: { language } });

export const cvDownload = (language: string, format: CvFormat): AnalyticsEvent => ({
  name: eventNames.cvDownload,
  props: { language, format },
});

export const caseStudyRead = (project: string, language: string): AnalyticsEvent => ({
  name: eventNames.caseStudyRead,
  props: { project, language },
});

export const prototypeOpened = (project: string, kind: string): AnalyticsEvent => ({
  name: eventNames.prototypeOpened,
  props: { project, kind },
});

/** `project`: its public address, which for a codenamed project is its codename's. */
export const privateProjectOpened = (project: string, by: OpenedBy): AnalyticsEvent => ({
  name: eventNames.privateProjectOpened,
  props: { project, by },
});

/** `recipient`: the label the owner signed into the link (`npm run share-link -- … --for "…"`). */
export const shareLinkOpened = (project: string, recipient: string): AnalyticsEvent => ({
  name: eventNames.shareLinkOpened,
  props: { project, recipient },
});

/** The project a page is about: the last part of its path (`/es/mango/` → `mango`), its public address. */
export function projectOfPath(pathname: string): string {
  return pathname.split('/').filter(Boolean).pop() ?? '';
}
