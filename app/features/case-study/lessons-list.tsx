import type { Lesson } from '../content/types.ts';
import { RichText } from '~/ui/rich-text';

export function LessonsList({ lessons }: { lessons: Lesson[] }) {
  return (
    <section className="lessons" aria-labelledby="lessons-title">
      <h2 id="lessons-title" className="section-title">
        Lessons
      </h2>
      <ol className="lessons__list">
        {lessons.map((lesson) => (
          <li key={lesson.title} className="lessons__item">
            <h3>{lesson.title}</h3>
            <p>
              <RichText text={lesson.text} />
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
