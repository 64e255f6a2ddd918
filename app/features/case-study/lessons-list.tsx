import type { Lesson } from '../content/types.ts';
import { TitledTexts } from '../../ui/titled-texts.tsx';
import { useWords } from '../../i18n/use-words.ts';

export function LessonsList({ lessons }: { lessons: Lesson[] }) {
  const words = useWords();
  return (
    <section className="lessons" aria-labelledby="lessons-title">
      <h2 id="lessons-title" className="section-title">
        {words.caseStudy.lessons}
      </h2>
      <TitledTexts items={lessons} className="lessons__list" itemClassName="lessons__item" />
    </section>
  );
}
