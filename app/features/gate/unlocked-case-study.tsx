import type { CaseStudyView } from '~/features/content/views';
import { CaseStudy } from '~/features/case-study/case-study';
import { LockBar } from './lock-bar';

/**
 * A protected case study, unlocked: the Lock control above the case study.
 * The build renders it, encrypts it, and the gate's script shows it in place
 * of the gate to a visitor holding the key (app/start/gate.ts).
 */
export function UnlockedCaseStudy({ study }: { study: CaseStudyView }) {
  return (
    <>
      <LockBar />
      <CaseStudy study={study} />
    </>
  );
}
