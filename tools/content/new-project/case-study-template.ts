import { parse, stringify } from 'yaml';
import { placeholderMark } from '../../../app/features/content/validation/placeholders.ts';
import { splitFrontmatter } from '../../../app/features/content/source/frontmatter.ts';
import { translatedPart } from '../../../app/features/content/source/translation.ts';
import { translatedFields } from '../../../app/features/content/source/translated-fields.ts';
import { bodyHeadings } from '../../../app/features/content/source/body-headings.ts';
import { yamlLayout } from '../../../app/features/content/source/content-layout.ts';
import { defaultLocale, type TranslatedLocale } from '../../../app/i18n/locale.ts';

/** The images the template names; the scaffolder draws a placeholder for each. */
export const templateImages = {
  board: 'research-board.svg',
  flow: 'new-flow.svg',
  screens: 'final-screens.svg',
} as const;

const copy = (text: string) => `${text} ${placeholderMark}`;

/** A name YAML would read as something other than text (a number, true, null) is written in quotes. */
const yamlName = (name: string) => (/^[A-Za-z]/.test(name) && !/^(true|false|null|yes|no|on|off)$/i.test(name) ? name : `'${name}'`);

/**
 * A new project's `index.md`: the fields at the top, each with a `#` comment
 * saying what it is for, and the story below (which takes no comments: the
 * site shows no HTML, so the CONTENT.md example explains the text instead),
 * with placeholder copy to replace.
 */
export function caseStudyTemplate(name: string, accent: { light: string; dark: string }, year: number, isPrivate = false): string {
  const slug = name.toLowerCase();
  const media = isPrivate ? 'protected-media' : 'media';
  const access = isPrivate
    ? `# private: the case study and its images are encrypted; they open with the
# site's password (PORTFOLIO_PASSWORD), and the card links to the password page.
# Only the card's teaser, media/card/01.svg, is public; the cover frames (8,
# played in file-name order) are in protected-media/cover.
access: private
# What anyone may read about it, on purpose: the password page shows it, and
# the card uses its outcome as its subtitle. Nothing the NDA covers (and, with
# a codename, nothing that names the client). summary and cover are optional;
# a cover is an image in media/teaser/, abstract or blurred, never a frame of
# the private cover.
teaser:
  outcome: ${copy('Class bookings up 30% in the first term')}
  role: ${copy('Lead product designer')}
  year: '${year}'
  industry: ${copy('Fitness and wellbeing')}
  summary: ${copy('A booking tool for independent studios, from the first interviews to the release of a new booking flow.')}
# Optional: a public codename, shown instead of the real name on the card, the
# password page, the link preview, the page title and the address, so the
# client's name appears only encrypted. Remove the # at the start of the two
# lines to use one.
# codename:
#   name: Lighthouse`
    : `# public shows the case study to everyone. The cover frames (8, played in
# file-name order) are in media/cover.
access: public`;
  return `---
# The ${name} case study. Every text ending in "${placeholderMark}" is a
# placeholder: replace it with your own words. CONTENT.md explains every field.

# The name on the card and the page. Lower-cased it is the page's address
# (/${slug}${isPrivate ? ', unless a codename is set below' : ''}), so it stays the same as this folder's name.
name: ${yamlName(name)}
# One line under the name on the home page card.
subtitle: ${copy('Booking that fills classes instead of inboxes')}
${access}
# The project's colour: card, highlights and cover backdrop. light is for the
# light theme (dark enough for text on white), dark for the dark theme.
accent:
  light: '${accent.light}'
  dark: '${accent.dark}'
# The line under the title: your role, the client, the year.
role: ${copy(`Lead product designer · ${name} · ${year}`)}
# One line on what the project achieved, listed beside it on the CV.
outcome: ${copy('Class bookings up 30% in the first term')}
# What the cover frames show, for people who cannot see them.
coverAlt: ${copy(`${name} screens on a phone and a laptop, a weekly timetable and a booking confirmation`)}
# The first block under the cover: what the product is and what you were asked to do.
about:
  title: ${copy('A booking tool for independent studios')}
  text: |
    ${name} helps small studios sell classes and keep their timetable full. Owners were juggling messages, spreadsheets and a payment link, and one in five booked places went unused. ${placeholderMark}

    I was the only designer on a team of four, from the first interviews to the release of the new booking flow. ${placeholderMark}
# For a "Read the full case study" button (an article, a PDF), add a line:
# caseStudyUrl: https://…
# Three links, Mobile/Tablet/Desktop or Dashboard/Website/App. A link left
# empty shows as "On request".
prototypes:
  - kind: Mobile
    href:
  - kind: Tablet
    href:
  - kind: Desktop
    href:
---

## ${copy('Listening to studio owners')}

### ${copy('Twelve interviews, one pattern')}

Owners did not need more features; they needed fewer messages. Most bookings still started with a text, and every change meant a manual update in three places. ${placeholderMark}

![${copy('Research board with interview notes grouped into bookings, payments and cancellations')}](${media}/${templateImages.board})

## ${copy('One flow instead of three tools')}

### ${copy('From message to booked place')}

We mapped every step between "is there space on Tuesday?" and a paid place, then removed the ones only the software needed. ${placeholderMark}

![${copy('Flow diagram of a booking in four steps, with the payment step highlighted')}](${media}/${templateImages.flow})
![${copy('Three phone screens, the timetable, a class detail and the booking confirmation')}](${media}/${templateImages.screens} "${copy('Four steps, one screen each.')}")

## ${copy('Results')}

### ${copy('Fewer empty places')}

Three months after launch, unused places fell from one in five to one in twelve, and owners answered half as many messages a week. ${placeholderMark}

## Lessons

### ${copy('Count the messages, not the clicks')}

The best measure of the new flow was how many messages owners no longer had to answer. ${placeholderMark}

### ${copy('Small teams need fewer rules')}

A short list of components the team actually used did more than a complete library would have. ${placeholderMark}
`;
}

/**
 * A new project's translation (`index.es.md`) to fill in: only the fields that
 * change with the language, holding the English placeholders to replace, and
 * the same story with the language's own headings.
 */
export function translationTemplate(english: string, locale: TranslatedLocale): string {
  const { yaml, body } = splitFrontmatter(english, 'index.md');
  const fields = translatedPart(parse(yaml), translatedFields.caseStudy);
  const lessons = new RegExp(`^## ${bodyHeadings[defaultLocale].lessons}$`, 'm');
  return `---
# This case study's texts for its page at /${locale}/…, read over index.md: only the
# texts are here; everything else is written once, in index.md. Replace each text
# ending in "${placeholderMark}" with its translation (CONTENT.md, "Two languages").
${stringify(fields, yamlLayout)}---
${body.replace(lessons, `## ${bodyHeadings[locale].lessons}`)}`;
}
