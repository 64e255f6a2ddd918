import {
  currentAttribute,
  motionDemo,
  motionDemoButton,
  motionDemoCell,
  motionDemoStill,
  type MotionDemoWord,
} from './motion-demo-contract.ts';
import { useWords } from '../../i18n/use-words.ts';
import { wordsAttributes } from '../../i18n/script-words.ts';
import type { DesignSystemView } from './design-system.server.ts';
import { SectionHeading } from './section-heading.tsx';

type MotionDemoProps = { motion: DesignSystemView['motion']; frames: number; description?: string };

/** The easing's curve as an SVG path, from its four control values. */
function curvePath(value: string): string | null {
  const numbers = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1]?.split(',').map(Number);
  if (!numbers || numbers.length !== 4) return null;
  const [x1, y1, x2, y2] = numbers as [number, number, number, number];
  const at = (x: number, y: number) => `${(x * 100).toFixed(1)} ${(100 - y * 100).toFixed(1)}`;
  return `M ${at(0, 0)} C ${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`;
}

/**
 * Each duration moves a knob along its track with the site's easing, and a
 * strip of frames steps at the cover interval. Nothing moves until Play is
 * pressed, and nothing moves at all for visitors who ask for less motion.
 * Its only handler is motion-demo-control.ts.
 */
export function MotionDemo({ motion, frames, description }: MotionDemoProps) {
  const easing = motion.easing[0];
  const curve = easing && curvePath(easing.value);
  const words = useWords().designSystem;
  return (
    <section className="ds-section" aria-labelledby="ds-motion">
      <SectionHeading id="ds-motion" number={5} title={words.sections.motion} description={description} />
      <div className="ds-motion" {...motionDemo.props}>
        <button
          type="button"
          className="button"
          aria-pressed="false"
          {...motionDemoButton.props}
          {...wordsAttributes<MotionDemoWord>({ play: words.motion.play, reset: words.motion.reset })}
        >
          {words.motion.play}
        </button>
        <p className="ds-description ds-motion__still" hidden {...motionDemoStill.props}>
          {words.motion.still}
        </p>
        {easing && (
          <figure className="ds-curve">
            {curve && (
              <svg viewBox="-4 -4 108 108" aria-hidden="true" focusable="false">
                <path d={curve} />
              </svg>
            )}
            <figcaption>
              <code>{`--${easing.name}`}</code> <span className="ds-swatch__value">{easing.value}</span>
            </figcaption>
          </figure>
        )}
        <ul className="ds-tracks">
          {motion.durations.map((token) => (
            <li key={token.name} className="ds-track">
              <p className="ds-scale__meta">
                <code>{`--${token.name}`}</code>
                <span>{token.value}</span>
              </p>
              {token.description && <p className="ds-sizes__use">{token.description}</p>}
              {token.name === 'frame-interval' ? (
                <span className="ds-frames" aria-hidden="true">
                  {Array.from({ length: frames }, (_, i) => (
                    <span
                      key={i}
                      className="ds-frames__cell"
                      {...motionDemoCell.props}
                      {...(i === 0 ? { [currentAttribute]: true } : {})}
                    />
                  ))}
                </span>
              ) : (
                <span className="ds-track__rail" aria-hidden="true">
                  <span className="ds-track__knob" style={{ transitionDuration: `var(--${token.name})` }} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
