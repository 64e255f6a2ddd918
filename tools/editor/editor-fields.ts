import { limits } from './content-schema.ts';

/**
 * What the schema cannot say about a form field: its label where its name
 * does not say it (`coverAlt` reads as "Cover alt", so it has one; `city`
 * reads as "City" and has none), a hint in the owner's words, a multi-line
 * box instead of one line, the most items a list takes when the schema counts
 * them in a custom rule. Keys are paths through the schema, a list's items
 * named by the list (`galleries.items.alt`). Everything else (which fields
 * exist, required or optional, hex colours, web addresses, choices, numbers
 * and their range) is read from the schema.
 */
export type FieldNote = {
  label?: string;
  hint?: string;
  /**
   * `text` for a multi-line box (paragraphs are separated by an empty line);
   * `file` to choose or upload a file into the page's media folder.
   */
  widget?: 'text' | 'file';
  /** The fewest and the most items a list takes. */
  min?: number;
  max?: number;
  /** The field shown as a list item's title while it is collapsed. */
  summary?: string;
};

export type FieldNotes = Readonly<Record<string, FieldNote>>;

const paragraphs = 'Separate paragraphs with an empty line.';

export const caseStudyNotes: FieldNotes = {
  name: {
    hint: 'The title. Keep it the same as the folder name, apart from capitals: it is the page address (Huru → /huru).',
  },
  subtitle: { hint: 'One line under the name on the home page card.' },
  access: { hint: 'private: the case study is encrypted behind the site’s password.' },
  codename: { hint: 'A private project only, optional: the name the public sees instead.' },
  'codename.name': { label: 'Public name' },
  teaser: {
    label: 'Public teaser',
    hint: 'A private project only, and required there: what anyone may read about it on its card and password page. Nothing the NDA covers.',
  },
  'teaser.outcome': { hint: 'One line on what the work achieved; the card’s subtitle.' },
  'teaser.role': { label: 'Your role', hint: 'Without the client’s name.' },
  'teaser.year': { hint: 'e.g. 2024, or 2023 – 2024' },
  'teaser.industry': { hint: 'e.g. Fashion retail' },
  'teaser.summary': { widget: 'text', hint: 'Optional: two or three sentences, nothing the NDA covers.' },
  'teaser.cover': {
    label: 'Public cover',
    hint: 'Optional: abstract, blurred or generated artwork in media/teaser/. Never a frame of the private cover.',
  },
  'teaser.cover.file': { widget: 'file' },
  'teaser.cover.alt': { label: 'Description', hint: 'What the image shows, for people who cannot see it.' },
  accent: { label: 'Accent colours', hint: 'Hex codes such as #6B3FD4.' },
  'accent.light': { label: 'Light theme', hint: 'Dark enough to read on white.' },
  'accent.dark': { label: 'Dark theme', hint: 'Light enough to read on black.' },
  publicAccent: {
    label: 'Accent colours in public',
    hint: 'A project with a codename only: on shows its colours on its card and the design-system page. Off, the public sees a neutral accent.',
  },
  role: { label: 'Role line', hint: 'Your role, the client, the year.' },
  outcome: { hint: 'One line on what the project achieved, shown on the CV. Needed for a public project.' },
  coverAlt: { label: 'Cover description', hint: 'What the cover shows, for people who cannot see it.' },
  about: { label: 'About block' },
  'about.text': { widget: 'text', hint: paragraphs },
  prototypes: {
    label: 'Prototype links',
    hint: 'Mobile, Tablet and Desktop (or Dashboard, Website and App). Leave a link empty to show it as “On request”.',
    summary: 'kind',
  },
  'prototypes.href': { label: 'Link', hint: 'Starts with https://' },
  caseStudyUrl: {
    label: 'Full case study link',
    hint: 'Optional: a “Read the full case study” button. Empty shows it as “Available on request”.',
  },
};

export const aboutNotes: FieldNotes = {
  hero: { label: 'Introduction' },
  'hero.eyebrow': { label: 'Small label' },
  'hero.intro': { label: 'Introduction', widget: 'text', hint: paragraphs },
  galleries: { summary: 'title' },
  'galleries.items': {
    max: limits.galleryItems,
    hint: `At most ${limits.galleryItems} photos or videos.`,
    summary: 'tag',
  },
  'galleries.items.name': {
    label: 'File',
    widget: 'file',
    hint: 'An image, or an MP4 or WebM video, in content/about/media; a video’s poster is the same name as .jpg.',
  },
  'galleries.items.tag': { label: 'Label', hint: 'Shown over the item, e.g. “Workshop · 2024”.' },
  'galleries.items.mediaType': { label: 'Kind' },
  'galleries.items.alt': { label: 'Description', hint: 'What it shows, for people who cannot see it.' },
  // The position: the Spanish side holds it too (its company is written once, in English), so both sides title each entry.
  experience: { summary: 'position' },
  'experience.companyUrl': { label: 'Company site', hint: 'Optional. Starts with https://' },
  'experience.dates': { hint: '“2021 – 2024”, “Mar 2021 – present” or “2019”.' },
  'experience.text': { label: 'What you did', widget: 'text', hint: paragraphs },
};

export const siteNotes: FieldNotes = {
  name: { label: 'Your name' },
  role: { label: 'Role line', hint: 'Shown under the home page headline.' },
  profileUrl: { label: 'Profile link', hint: 'Starts with https://' },
  profileLabel: { label: 'Profile link text', hint: 'e.g. LinkedIn' },
  url: { label: 'Site address', hint: 'The site’s public address. After changing it, restart the preview.' },
  description: { widget: 'text', hint: 'A sentence about you for search results and link previews.' },
  heroVariants: {
    label: 'Home page headlines',
    hint: `Exactly ${limits.heroVariants}; a click shows the next. Put words between asterisks to highlight them: I design *design systems*.`,
    min: limits.heroVariants,
    max: limits.heroVariants,
  },
  'footer.callToAction': { label: 'Line above the links' },
  gate: { label: 'Password page' },
  'gate.label': { label: 'Small label', hint: 'e.g. “Under NDA”' },
  'gate.intro': { label: 'Introduction', widget: 'text' },
  'gate.noPassword': { label: 'No password line', hint: 'Shown before the Request access link.' },
  'gate.requestAccess': { hint: 'A link that opens an email to you, for visitors without the password.' },
  'gate.requestAccess.label': { label: 'Link text', hint: 'e.g. “Request access”' },
  'gate.requestAccess.subject': {
    label: 'Email subject',
    hint: '{project} becomes the project’s public name (its codename, where one is set).',
  },
  'gate.requestAccess.body': {
    label: 'Email message',
    widget: 'text',
    hint: 'What the visitor’s email says; they can change it before sending. {project} works here too.',
  },
  'gate.rememberDays': { label: 'Days a visitor stays unlocked', hint: 'Optional; 30 when empty.' },
  notFound: { label: 'Not-found page' },
  'notFound.label': { label: 'Small label' },
  'notFound.text': { widget: 'text' },
  'notFound.workLink': { label: 'Link to the home page' },
  'notFound.aboutLink': { label: 'Link to the about page' },
  designSystem: { label: 'Design-system page' },
  'designSystem.intro': { label: 'Introduction', widget: 'text' },
  'designSystem.description': { widget: 'text', hint: 'A sentence for search results.' },
  'designSystem.figmaNote': { widget: 'text' },
  projects: {
    label: 'Projects on the home page',
    hint: 'The folder name of each case study, in the order of their cards. Take one out to hide it without deleting it.',
  },
};

export const cvNotes: FieldNotes = {
  'location.countryCode': { hint: 'Two capital letters, e.g. ES for Spain.' },
  summary: { widget: 'text', hint: `Two or three sentences at the top of the CV. ${paragraphs}` },
  skills: { summary: 'area' },
  'skills.area': { label: 'Group', hint: 'e.g. “Design systems”' },
  'skills.items': { label: 'Skills' },
  tools: { hint: 'e.g. Figma' },
  education: { summary: 'degree' },
  'education.degree': { label: 'Degree or course' },
  'education.dates': { hint: '“2013 – 2017”' },
  languages: { summary: 'language' },
  'languages.level': { hint: 'e.g. “Native” or “Professional (C1)”' },
};
