import { useLayoutEffect } from 'react';
import type { CaseStudyView } from '~/features/content/views';
import { CaseStudy } from '~/features/case-study/case-study';
import { LockBar } from './lock-bar';
import { removeSnapshot } from './snapshot';

type UnlockedCaseStudyProps = { study: CaseStudyView; onLocked: () => void };

/**
 * A protected case study, unlocked: the Lock control above the case study.
 * The build renders this same component into the encrypted snapshot a key
 * holder sees before the app arrives; once the app has rendered it, the
 * snapshot goes, before the browser paints, so nothing moves or flashes.
 */
export function UnlockedCaseStudy({ study, onLocked }: UnlockedCaseStudyProps) {
  useLayoutEffect(removeSnapshot, []);
  return (
    <>
      <LockBar onLocked={onLocked} />
      <CaseStudy study={study} />
    </>
  );
}
