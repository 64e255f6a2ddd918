import { currentSection, readingLine } from './current-section.ts';
import { caseStudySection } from './section-index-contract.ts';

/**
 * Reports the index of the section in view among the headings `ids` (each
 * heading sits at the top of its section), at most once a frame while the
 * page scrolls or resizes. Returns the undo.
 */
export function watchSections(ids: string[], report: (index: number) => void): () => void {
  const sections = ids
    .map((id) => document.getElementById(id)?.closest(caseStudySection.selector))
    .filter((section): section is HTMLElement => Boolean(section));
  let frame = 0;
  const measure = () => {
    frame = 0;
    const tops = sections.map((section) => section.getBoundingClientRect().top);
    const lastBottom = sections.at(-1)?.getBoundingClientRect().bottom ?? 0;
    report(currentSection(tops, lastBottom, readingLine(window.innerHeight)));
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  measure();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
  };
}
