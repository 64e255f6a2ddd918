import { RichText } from './rich-text.tsx';

type TitledTextsProps = { items: { title: string; text: string }[]; className: string; itemClassName?: string };

/** A numbered list of short titled texts: the about page's principles, a case study's lessons. */
export function TitledTexts({ items, className, itemClassName }: TitledTextsProps) {
  return (
    <ol className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClassName}>
          <h3>{item.title}</h3>
          <p>
            <RichText text={item.text} />
          </p>
        </li>
      ))}
    </ol>
  );
}
