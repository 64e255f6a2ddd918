import type { CaseStudyView } from '../content/views.ts';
import { CaseStudy } from '../case-study/case-study.tsx';
import { LockBar } from './lock-bar.tsx';

/**
 * A protected case study, unlocked: the Lock control above the case study.
 * The build renders it, encrypts it, and the gate's script shows it in place
 * of the gate to a visitor holding the key (app/features/gate/gate-script.ts).
 */
export function UnlockedCaseStudy({ study }: { study: CaseStudyView }) {
  return (
    <>
      <LockBar />
      <CaseStudy study={study} />
    </>
  );
}
