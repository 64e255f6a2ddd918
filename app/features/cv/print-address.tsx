import { displayAddress } from './cv-view.ts';

/** A link's address, after its text, on paper only: a printed link cannot be clicked. */
export function PrintAddress({ url }: { url: string }) {
  return <span className="print-address"> ({displayAddress(url)})</span>;
}
