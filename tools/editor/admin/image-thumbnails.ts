import { decap } from './decap.ts';

/** A picture as Decap hands it to an image field: its URL once read, a blank placeholder while it is read. */
type GetAsset = (value: unknown, field: unknown) => unknown;

type ControlProps = { getAsset: GetAsset } & Record<string, unknown>;

type Self = {
  props: ControlProps;
  state: { round: number };
  setState(state: { round: number }): void;
  /** Decap's own image control, rendered inside. */
  inner?: { props: ControlProps; shouldComponentUpdate?(next: ControlProps): boolean } | null;
  asking?: GetAsset;
  askedIn?: { getAsset: GetAsset; round: number };
  retry?: ReturnType<typeof setTimeout>;
};

/** Decap's placeholder for a picture it is still reading (actions/media.ts, `emptyAsset`). */
const isPlaceholder = (asset: unknown) => (asset as { path?: unknown } | null)?.path === 'empty.svg';

/** How often, and for how long, a field whose picture is still being read asks again. */
const retryEvery = 100;
const retries = 600;

/**
 * Makes every image field show its picture. Decap's image field (decap-cms
 * 3.x) asks for its picture once, when its value is set. On opening an entry
 * the picture is still being read from the backend, so the field gets Decap's
 * blank placeholder and never asks again: every cover frame showed as an
 * empty checkerboard. This wraps Decap's own control: while the answer is the
 * placeholder, it hands the control a new `getAsset` a moment later, which
 * makes it ask again, until the picture has arrived. Choosing, uploading and
 * saving stay Decap's own.
 */
export function showImageThumbnails() {
  const { CMS, h, createClass } = decap();
  const image = CMS.getWidget('image');
  if (!image) return;
  const control = createClass({
    getInitialState: () => ({ round: 0 }),
    componentWillUnmount(this: Self) {
      clearTimeout(this.retry);
    },
    /**
     * Decap's form asks this control, with the next props alone, in place of the inner one's test
     * (which also notices a picture chosen in the media library); React asks with the next state too.
     */
    shouldComponentUpdate(this: Self, next: ControlProps, nextState?: { round: number }) {
      if (nextState && nextState.round !== this.state.round) return true;
      if (next.getAsset !== this.props.getAsset) return true;
      const inner = this.inner;
      return inner?.shouldComponentUpdate ? inner.shouldComponentUpdate({ ...next, getAsset: inner.props.getAsset }) : true;
    },
    render(this: Self) {
      const { getAsset } = this.props;
      const { round } = this.state;
      if (!this.asking || this.askedIn?.getAsset !== getAsset || this.askedIn.round !== round) {
        this.asking = (value, field) => {
          const asset = getAsset(value, field);
          if (isPlaceholder(asset) && round < retries) {
            clearTimeout(this.retry);
            this.retry = setTimeout(() => this.setState({ round: round + 1 }), retryEvery);
          }
          return asset;
        };
        this.askedIn = { getAsset, round };
      }
      return h(image.control, {
        ...this.props,
        getAsset: this.asking,
        ref: (inner: Self['inner']) => {
          this.inner = inner;
        },
      });
    },
  });
  CMS.registerWidget('image', control, image.preview, image.schema);
}
