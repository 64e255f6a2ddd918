import { placeholderMark } from '../../../app/features/content/validation/placeholders.ts';

/** The images the template names; the scaffolder draws a placeholder for each. */
export const templateImages = {
  board: 'research-board.svg',
  flow: 'new-flow.svg',
  screens: 'final-screens.svg',
} as const;

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const copy = (text: string) => quote(`${text} ${placeholderMark}`);
/** A paragraph followed by a line break, written as the content files write it. */
const paragraph = (text: string) => copy(text).replace(/'$/, "\\n'");

/** The source of a new project's `case-study.ts`: typed, commented, with placeholder copy to replace. */
export function caseStudyTemplate(name: string, accent: { light: string; dark: string }, year: number, isPrivate = false): string {
  const slug = name.toLowerCase();
  const images = isPrivate
    ? ` * Its images are encrypted with the rest of it: they live in ./protected-media,
 * the cover frames in ./protected-media/cover (8 of them, played in file-name
 * order). Only the card's teaser, ./media/card/01.svg, is public.`
    : ` * Images live in ./media: the cover frames in ./media/cover (8 of them,
 * played in file-name order), the others wherever a block names them.`;
  const access = isPrivate
    ? `  // 'private' encrypts the case study and its images: they open with the
  // site's password (PORTFOLIO_PASSWORD), and the card links to the password page.
  access: 'private',
  // Optional: a public codename and subtitle, shown instead of the real name
  // and subtitle on the card, the password page, the link preview, the page
  // title and the address, so the client's name appears only encrypted.
  // codename: { name: 'Lighthouse', subtitle: 'A booking tool for independent studios' },`
    : `  // 'public' shows the case study to everyone.
  access: 'public',`;
  return `import type { CaseStudy } from '../../types';

/*
 * The ${name} case study. Every text below ends in "${placeholderMark}": replace
 * it with your own words (and remove the mark). Each comment says what the
 * text is for; CONTENT.md explains every field.
 *
${images}
 */
export const caseStudy = {
  // The project's name on its card and page. Lower-cased it is the page's
  // address (/${slug}${isPrivate ? ', unless a codename is set below' : ''}), so it must stay the same as this folder's name.
  name: ${quote(name)},
  // One line under the name on the home page card.
  subtitle: ${copy('Booking that fills classes instead of inboxes')},
${access}
  // The project's colour: card, highlights and cover backdrop. "light" is for
  // the light theme (dark enough for text on white), "dark" for the dark theme.
  accent: { light: ${quote(accent.light)}, dark: ${quote(accent.dark)} },
  // The line under the title: your role, the client, the year.
  role: ${copy(`Lead product designer · ${name} · ${year}`)},
  // One line on what the project achieved, listed beside it on the CV.
  outcome: ${copy('Class bookings up 30% in the first term')},
  // What the cover frames show, for people who cannot see them.
  coverAlt: ${copy(`${name} screens on a phone and a laptop: a weekly timetable and a booking confirmation`)},
  // The first block under the cover: what the product is and what you were asked to do.
  about: {
    title: ${copy('A booking tool for independent studios')},
    text:
      ${paragraph(`${name} helps small studios sell classes and keep their timetable full. Owners were juggling messages, spreadsheets and a payment link, and one in five booked places went unused.`)} +
      ${copy('I was the only designer on a team of four, from the first interviews to the release of the new booking flow.')},
  },
  // Three links, Mobile/Tablet/Desktop or Dashboard/Website/App. Leave a link
  // empty ('') to show it as "On request".
  prototypes: [
    { kind: 'Mobile', href: '' },
    { kind: 'Tablet', href: '' },
    { kind: 'Desktop', href: '' },
  ],
  // Numbered sections. A block is a titled paragraph ('comment') or a row of
  // up to 7 images ('images'); every image needs alt text.
  sections: [
    {
      title: ${copy('Listening to studio owners')},
      blocks: [
        {
          kind: 'comment',
          title: ${copy('Twelve interviews, one pattern')},
          text: ${copy('Owners did not need more features; they needed fewer messages. Most bookings still started with a text, and every change meant a manual update in three places.')},
        },
        {
          kind: 'images',
          images: [
            {
              file: ${quote(templateImages.board)},
              alt: ${copy('Research board with interview notes grouped into bookings, payments and cancellations')},
            },
          ],
        },
      ],
    },
    {
      title: ${copy('One flow instead of three tools')},
      blocks: [
        {
          kind: 'comment',
          title: ${copy('From message to booked place')},
          text: ${copy('We mapped every step between "is there space on Tuesday?" and a paid place, then removed the ones only the software needed.')},
        },
        {
          kind: 'images',
          images: [
            {
              file: ${quote(templateImages.flow)},
              alt: ${copy('Flow diagram of a booking in four steps, with the payment step highlighted')},
            },
            {
              file: ${quote(templateImages.screens)},
              alt: ${copy('Three phone screens: the timetable, a class detail and the booking confirmation')},
            },
          ],
          // A caption is optional: delete this line if you do not need one.
          caption: ${copy('Four steps, one screen each.')},
        },
      ],
    },
    {
      title: ${copy('Results')},
      blocks: [
        {
          kind: 'comment',
          title: ${copy('Fewer empty places')},
          text: ${copy('Three months after launch, unused places fell from one in five to one in twelve, and owners answered half as many messages a week.')},
        },
      ],
    },
  ],
  // What you learned, one title and a short paragraph each.
  lessons: [
    {
      title: ${copy('Count the messages, not the clicks')},
      text: ${copy('The best measure of the new flow was how many messages owners no longer had to answer.')},
    },
    {
      title: ${copy('Small teams need fewer rules')},
      text: ${copy('A short list of components the team actually used did more than a complete library would have.')},
    },
  ],
  // To add a "Read the full case study" button (an article, a PDF), add a line:
  // caseStudyUrl: 'https://…',
} satisfies CaseStudy;
`;
}
