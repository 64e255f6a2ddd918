import { Fragment } from 'react';
import { highlightColours, parseHighlights, splitLines } from '../lib/rich-text.ts';

/** Content text with its line breaks, never parsed as HTML. */
export function RichText({ text }: { text: string }) {
  const lines = splitLines(text);
  return lines.map((line, i) =>
    i === 0 ? (
      <Fragment key={i}>{line}</Fragment>
    ) : (
      <Fragment key={i}>
        <br />
        <span className="rich-text__line">{line}</span>
      </Fragment>
    ),
  );
}

/** Text whose *starred* words take the accent colours in turn. */
export function HighlightedText({ text }: { text: string }) {
  return parseHighlights(text).map((fragment, i) =>
    fragment.highlight === null ? (
      <Fragment key={i}>{fragment.text}</Fragment>
    ) : (
      <em key={i} className={`highlight highlight--${fragment.highlight % highlightColours}`}>
        {fragment.text}
      </em>
    ),
  );
}
