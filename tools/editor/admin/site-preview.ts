import { storageKeys } from '../../../app/lib/storage.ts';
import { decap, type PreviewProps } from './decap.ts';
import { previewViews, type PreviewEntry } from './preview-address.ts';
import { defaultLocale, locales, type Locale } from '../../../app/i18n/locale.ts';

type Theme = 'light' | 'dark';
type State = { theme: Theme; reloads: number; view: number };
/** The theme the site's own pages start in on this computer: the one its theme switch stored. */
const storedTheme = (): Theme => (localStorage.getItem(storageKeys.theme) === 'dark' ? 'dark' : 'light');

type Self = {
  props: PreviewProps;
  state: State;
  setState(state: Partial<State>): void;
  frame?: HTMLIFrameElement | null;
  /** The link the page on show should bring into view. */
  focus?: string;
  reload?: () => void;
};

/** Every open preview, to reload once an entry is saved. */
const previews = new Set<() => void>();
export const reloadPreviews = () => previews.forEach((reload) => reload());

/** The preview pane's own layout, inside Decap's preview frame: a thin bar, then the page. */
export const previewStyle = `
html, body { margin: 0; height: 100%; font: 14px/1.4 system-ui, sans-serif; }
.site-preview { display: flex; flex-direction: column; height: 100vh; }
.site-preview-bar { display: flex; gap: 8px; align-items: center; padding: 6px 64px 6px 12px; background: #f4f4f6; border-bottom: 1px solid #dfdfe3; color: #313d3e; }
.site-preview-bar span { flex: 1; margin-left: 8px; }
.site-preview-bar button { font: inherit; border: 1px solid #c4c4cc; background: #fff; border-radius: 4px; padding: 2px 10px; cursor: pointer; }
.site-preview-bar button[aria-pressed='true'] { background: #313d3e; color: #fff; border-color: #313d3e; }
.site-preview iframe { flex: 1; border: 0; width: 100%; }
`;

/**
 * The preview beside the form: the site's own page for the entry, served by
 * the dev server (its components, stylesheet, fonts), in either theme. It
 * shows the entry as saved, and reloads on each save.
 */
export function sitePreview(siteBase: string) {
  const { h, createClass } = decap();
  return createClass({
    getInitialState(): State {
      return { theme: storedTheme(), reloads: 0, view: 0 };
    },
    componentDidMount(this: Self) {
      this.reload = () => this.setState({ reloads: this.state.reloads + 1 });
      previews.add(this.reload);
    },
    componentWillUnmount(this: Self) {
      if (this.reload) previews.delete(this.reload);
    },
    /**
     * Shows the page in a theme the way the site's theme switch does (it stores the choice, and the
     * page's first script applies it), so the page is drawn in it from its first paint.
     */
    chooseTheme(this: Self, theme: Theme) {
      localStorage.setItem(storageKeys.theme, theme);
      this.setState({ theme, reloads: this.state.reloads + 1 });
    },
    /** Brings the entry's own card into view on the home page, as soon as the page has it. */
    bringIntoView(this: Self, focus: string | undefined) {
      if (!focus) return;
      const until = Date.now() + 15_000;
      const look = () => {
        const link = this.frame?.contentDocument?.querySelector(`a[href="${focus}"]`);
        const view = this.frame?.contentWindow;
        // Scrolls the page alone: scrollIntoView would scroll the editor's panes too.
        if (link && view) view.scrollTo({ top: link.getBoundingClientRect().top + view.scrollY - view.innerHeight / 2 });
        else if (Date.now() < until && this.frame) requestAnimationFrame(look);
      };
      look();
    },
    /** Each new frame (a new page, a reload) brings the entry into view once; typing in the form does not scroll it. */
    setFrame(this: Self & { bringIntoView(focus: string | undefined): void }, frame: HTMLIFrameElement | null) {
      this.frame = frame;
      if (frame) this.bringIntoView(this.focus);
    },
    render(this: Self & { chooseTheme(theme: Theme): void; setFrame(frame: HTMLIFrameElement | null): void }) {
      const { entry, state } = this.props;
      // The page in the language on the left of the form. A translation has no access or codename: those
      // come from the English data, which the entry being edited holds.
      const locale = (locales as readonly string[]).includes(this.props.locale ?? '') ? (this.props.locale as Locale) : defaultLocale;
      const english = locale === defaultLocale ? entry.get('data') : (state?.entryDraft?.getIn(['entry', 'data']) ?? entry.get('data'));
      const views = previewViews(
        {
          path: String(entry.get('path') ?? ''),
          data: ((english as { toJS(): unknown } | undefined)?.toJS() ?? {}) as PreviewEntry['data'],
          locale,
        },
        siteBase,
      );
      const view = views[this.state.view] ?? views[0];
      if (!view) return h('p', { style: { padding: '1em' } }, 'Save this entry once to see it as the site shows it.');
      const { address, focus } = view;
      this.focus = focus;
      const themeButton = (theme: Theme, label: string) =>
        h('button', { type: 'button', 'aria-pressed': this.state.theme === theme, onClick: () => this.chooseTheme(theme) }, label);
      const viewButtons =
        views.length > 1
          ? views.map((each, i) =>
              h(
                'button',
                { key: each.label, type: 'button', 'aria-pressed': view === each, onClick: () => this.setState({ view: i }) },
                each.label,
              ),
            )
          : [];
      return h(
        'div',
        { className: 'site-preview' },
        h(
          'div',
          { className: 'site-preview-bar' },
          ...viewButtons,
          themeButton('light', 'Light'),
          themeButton('dark', 'Dark'),
          h('span', null, 'As the site shows it, as last saved'),
        ),
        h('iframe', {
          key: `${address}#${this.state.reloads}`,
          // Absolute: the pane is a document of its own (about:srcdoc), which resolves nothing against the site.
          src: new URL(address, window.location.origin).href,
          title: 'The page on the site',
          ref: this.setFrame,
        }),
      );
    },
  });
}
