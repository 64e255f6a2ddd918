/**
 * The part of Decap CMS's prebuilt app (window.CMS, and its React as `h` and
 * `createClass`) that the editor page uses. Components registered with it are
 * rendered by Decap's own copy of React, so they are written with `h`; the
 * site's React renders only into elements of its own.
 */
export type ImmutableMap = { get(key: string): unknown; toJS(): unknown };

/**
 * What Decap gives a preview template: the entry in the language on the left of the form (`locale`;
 * `entry`'s data is that language's), and the editor's state, whose entry draft holds the English data.
 */
export type PreviewProps = {
  entry: ImmutableMap;
  locale?: string;
  state?: { entryDraft?: { getIn(path: string[]): unknown } };
  document: Document;
  window: Window;
};

type Element = unknown;
export type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

export type Decap = {
  init(options?: unknown): void;
  registerPreviewTemplate(name: string, component: unknown): void;
  registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  registerEventListener(listener: { name: string; handler: (event: unknown) => unknown }): void;
  registerLocale(locale: string, phrases: unknown): void;
  getLocale(locale: string): Record<string, unknown> | undefined;
  getWidget(name: string): DecapWidget | undefined;
  registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
};

/** A widget as Decap keeps it: the form's control, its preview, the schema its field options are checked against. */
export type DecapWidget = { control: unknown; preview?: unknown; schema?: unknown };

type DecapGlobals = { CMS: Decap; h: H; createClass: (spec: Record<string, unknown>) => unknown };

export const decap = () => window as unknown as Window & DecapGlobals;
