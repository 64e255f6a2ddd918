import type { Lesson } from '../content/types.ts';
import { TitledTexts } from '~/ui/titled-texts';

export function LessonsList({ lessons }: { lessons: Lesson[] }) {
  return (
    <section className="lessons" aria-labelledby="lessons-title">
      <h2 id="lessons-title" className="section-title">
        Lessons
      </h2>
      <TitledTexts items={lessons} className="lessons__list" itemClassName="lessons__item" />
    </section>
  );
}
