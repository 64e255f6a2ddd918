/**
 * The rules every piece of content must follow, checked when the site is
 * built and by `npm test`: what the Markdown and YAML files in content/
 * read into (source/) must pass them. The TypeScript types of the content
 * (`types.ts`) are derived from these schemas, so the shapes are written
 * once, here; the comments on the fields show in the editor.
 *
 * Each rule's message is the second half of an error line: the part after
 * the file and the field, saying what is wrong and how to fix it.
 */
import { z } from 'zod';
import { countryName } from '../../i18n/country.ts';
import { parseDateRange } from '../../i18n/date-range.ts';
import { imageExtensions, videoExtensions } from './media.ts';
import { heroHeadlineCount } from '../hero/hero-index.ts';
import { hasHiddenCharacters, hiddenCharactersMessage } from './hidden-characters.ts';
import { analyticsHostProblem, analyticsProviders } from '../analytics/analytics-config.ts';


/** How many of each thing the pages can show: their layouts are designed for exactly these counts. */
export const limits = {
  coverFrames: 8,
  cardTeasers: 1,
  galleryItems: 3,
  imagesPerBlock: 7,
  heroVariants: heroHeadlineCount,
} as const;

/**
 * The longest one-line texts the pages are designed for, in characters
 * (spaces and the stars of highlighted words count). Generous: a text this
 * long still fits its place, on two or three lines at most.
 */
export const maxLengths = {
  /** A project's name or codename: the card's title, the page's address and the folder's name. */
  projectName: 40,
  /** A short label: above a title, over a gallery item, a link's text. */
  label: 60,
  /** A name: yours, a company's, a school's; a job title, a city, a skill, a tool, a language. */
  name: 80,
  /** A title or a headline: a page's, a section's, a titled paragraph's, a gallery's, the home page's headlines. */
  title: 120,
  /** One line under or beside a title: a subtitle, a role, an outcome, a caption, a degree. */
  line: 140,
  /** Alt text: a screen reader reads it out in one go, so more than this belongs in the text. */
  alt: 200,
  /** A short paragraph: a private project's public summary, two or three sentences. */
  summary: 480,
  /** A description for search results and link previews, which show about 160 characters. */
  description: 300,
  /**
   * A text of one or more paragraphs: a titled paragraph of a case study, a
   * lesson, an introduction, a job, the CV's summary (about 800 words).
   */
  text: 5000,
} as const;


const imageFilePattern = new RegExp(`\\.(${imageExtensions.join('|')})$`);
const videoFilePattern = new RegExp(`\\.(${videoExtensions.join('|')})$`);
const imageList = 'PNG, JPEG, WebP, AVIF or SVG';

/**
 * Refuses the characters no text may hold (hidden-characters.ts), naming
 * each and where it is. A one-line field also refuses a line break; a field
 * of several lines (`multiLine`) holds line breaks and tabs as text.
 */
const plainText = (multiLine: boolean) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const lineBreak = multiLine ? -1 : value.indexOf('\n');
  if (lineBreak !== -1)
    ctx.addIssue({
      code: 'custom',
      input: value,
      message: `runs onto a second line (a line break after character ${[...value.slice(0, lineBreak)].length}), but is one line on the page; write it on one line`,
    });
  const message = hiddenCharactersMessage(multiLine ? value : value.replaceAll('\n', ' '), { multiLine });
  if (message) ctx.addIssue({ code: 'custom', input: value, message });
};

/** Any text of the content: every text field is one of these, so the characters are checked once, for all. */
const required = (what: string, { multiLine = false } = {}) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? `is missing; write ${what}` : `should be a text in quotes; write ${what}`),
    })
    .superRefine(plainText(multiLine));

/** At most `max` characters (the second half of the line, with how many there are). */
const tooLong = (max: number) => ({
  error: (issue: { input?: unknown }) =>
    `is too long (${String(issue.input ?? '').length} characters; at most ${max} fit); shorten it to at most ${max} characters`,
});

/**
 * A text that must say something (empty or spaces only is an error), of one
 * or more paragraphs, in at most `max` characters.
 */
const text = (what: string, max: number = maxLengths.text) =>
  required(what, { multiLine: true })
    .trim()
    .min(1, { error: `is empty; write ${what}` })
    .max(max, tooLong(max));

/** One of a few words (`public` or `private`); a word holding a hidden character is told so. */
const choice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: (issue) => (typeof issue.input === 'string' && hiddenCharactersMessage(issue.input)) || message });

/**
 * A one-line text: it must say something, in at most `max` characters, with
 * no hidden characters (they are checked as written, before the spaces
 * around the text are dropped).
 */
const oneLine = (what: string, max: number) =>
  required(what)
    .trim()
    .min(1, { error: `is empty; write ${what}` })
    .max(max, tooLong(max));

const altText = required('what the image shows')
  .trim()
  .min(1, {
    error:
      'is empty; describe what the image shows for people who cannot see it, e.g. "Checkout screen with the order summary open"',
  })
  .max(maxLengths.alt, tooLong(maxLengths.alt));

/**
 * `https://name:password@host/`: the part before the @ is a user name, which
 * a link can use to pass for another site (`https://www.bank.com@example.net/`).
 * Browsers read `https:name@host` and `https:\\name@host` the same way.
 */
const userInfo = /^\s*https:[/\\]*[^/\\?#]*@/i;

/** A full `https://` address; `orElse` ends the message for one that is not. */
const webAddress = (what: string, orElse = 'e.g. https://www.example.com/page') =>
  z
    .url({
      // Only https: a plain http:// page is marked "not secure" by browsers, and mailto: belongs in the email field.
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: (issue) =>
        /^\s*http:/i.test(String(issue.input))
          ? `starts with http://, which browsers mark as not secure; write ${what} with https:// instead`
          : `is not a full web address; write ${what} starting with https://, ${orElse}`,
    })
    .refine((value) => !userInfo.test(value), {
      error: 'has a user name or password before an @, which can disguise where the link goes; remove the part between https:// and the @',
    })
    .superRefine(plainText(false));

/** A link that may be left empty to show it as unavailable ("On request"). */
const optionalLink = (what: string) => {
  const address = webAddress(what, "or leave it empty ('') to show it as unavailable");
  return required(`${what}, or '' to show it as unavailable`).superRefine((value, ctx) => {
    if (value === '') return;
    for (const issue of address.safeParse(value).error?.issues ?? []) ctx.addIssue({ code: 'custom', input: value, message: issue.message });
  });
};

const colour = required('a hex colour such as #6B3FD4').regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'is not a hex colour; write it as # and six digits or letters a–f, e.g. #6B3FD4' });

/** A date range the CV and the JSON Resume can read: `2021 – 2024`, `Mar 2021 – present` or `2019`. */
const dateRange = oneLine('the dates, e.g. "2021 – 2024"', maxLengths.label).refine((value) => parseDateRange(value) !== null, {
  error: 'is not a date range the CV can read; write the years (or month and year) from first to last, e.g. "2021 – 2024", "Mar 2021 – present" or "2019"',
});

/** At most `max` items, counted even when an item itself is wrong, so every problem is reported at once. */
function atMost<T extends z.ZodType>(item: T, max: number, message: (count: number) => string) {
  return z.array(item).superRefine((items, ctx) => {
    if (items.length > max) ctx.addIssue({ code: 'custom', message: message(items.length), input: items });
  });
}

/** An image that lives in the owning project's (or the about page's) media folder. */
const imageRef = z.strictObject({
  /** File name inside the media folder, e.g. `search-results.svg`. */
  file: required('the image file name, e.g. checkout.png').regex(imageFilePattern, {
    error: `is not an image file name; write the name of a ${imageList} file in lower case, e.g. checkout.png`,
  }),
  /** What the image shows, for people who cannot see it. Never empty. */
  alt: altText,
});

/** A titled paragraph (a "comment block"). */
const commentBlock = z.strictObject({
  kind: z.literal('comment'),
  title: oneLine('a short title', maxLengths.title),
  text: text('the paragraph'),
});

/** A row of up to seven images. */
const imagesBlock = z.strictObject({
  kind: z.literal('images'),
  images: atMost(
    imageRef,
    limits.imagesPerBlock,
    (count) => `has ${count} images; an image block holds at most ${limits.imagesPerBlock}. Split it into two blocks`,
  ).min(1, { error: 'is empty; add at least one image, or remove the block' }),
  caption: required("the row's caption").max(maxLengths.line, tooLong(maxLengths.line)).optional(),
});

const block = z.discriminatedUnion('kind', [commentBlock, imagesBlock], {
  error: "needs a kind: 'comment' (a titled paragraph) or 'images' (a row of images)",
});

/** A titled lesson learned. */
const lesson = z.strictObject({ title: oneLine('a short title', maxLengths.title), text: text('what you learned') });

const prototypeKind = choice(['Mobile', 'Tablet', 'Desktop', 'Dashboard', 'Website', 'App'], 'must be one of Mobile, Tablet, Desktop, Dashboard, Website or App');

/**
 * Lower-cased, the name is the page address (Stayforlong → /stayforlong),
 * so it may only hold letters, digits and single hyphens.
 */
export const projectNamePattern = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

/** How many sentences a teaser's summary may have: two or three, a paragraph a recruiter reads at a glance. */
export const teaserSentences = 3;

/**
 * The public teaser of a private project: written to be read by anyone, so
 * it must say nothing the NDA covers (and, with a codename, nothing that
 * names the client).
 */
const teaserSchema = z.strictObject({
  /** One line on what the work achieved: the card's subtitle and the first line under the gate's heading. */
  outcome: oneLine('one public line on what the work achieved, e.g. "One design system for four storefronts"', maxLengths.line),
  /** Your role, without the client's name. */
  role: oneLine('your role, e.g. "Lead product designer, design system"', maxLengths.name),
  /** The year or years, e.g. `2024` or `2023 – 2024`. */
  year: dateRange,
  /** The client's industry, e.g. "Fashion retail". */
  industry: oneLine('the industry, e.g. "Fashion retail"', maxLengths.name),
  /** Optional: two or three sentences on the problem and the work, without anything the NDA covers. */
  summary: text('two or three public sentences about the work', maxLengths.summary)
    .refine((value) => (value.match(/[.!?](\s|$)/g) ?? []).length <= teaserSentences, {
      error: `has more than ${teaserSentences} sentences; keep the public summary to two or three, and leave the rest to the case study`,
    })
    .optional(),
  /**
   * Optional: an image published on purpose, from the project's media/teaser/
   * folder. Abstract, blurred or generated: never a frame of the private cover.
   */
  cover: imageRef.optional(),
});

export const caseStudySchema = z.strictObject({
  /** Display name; the URL is its lower-cased form (Stayforlong → /stayforlong). */
  name: required('the project name')
    .regex(projectNamePattern, {
      error:
        'cannot be a page address; use only letters, digits and single hyphens (no spaces or accents), e.g. Stayforlong or Hypo-Bank',
    })
    .max(maxLengths.projectName, tooLong(maxLengths.projectName)),
  /** One line under the name on the project card. */
  subtitle: oneLine('one line about the project for its card', maxLengths.line),
  /** Who may open the case study from its card. */
  access: choice(['public', 'private'], "must be 'public' or 'private'"),
  /**
   * A private project only: the name and subtitle the public sees instead of
   * the real ones (card, gate, link preview, page title, address). The real
   * name then appears only inside the encrypted case study.
   */
  codename: z
    .strictObject({
      name: required('the public codename')
        .regex(projectNamePattern, {
          error: 'cannot be a page address; use only letters, digits and single hyphens, e.g. Lighthouse',
        })
        .max(maxLengths.projectName, tooLong(maxLengths.projectName)),
    })
    .optional(),
  /**
   * A private project only, and required there: what the public may know of
   * it, on purpose. The password page shows it, the card uses its outcome as
   * its subtitle; nothing else of a private project reaches public files.
   */
  teaser: teaserSchema.optional(),
  /** The project's accent colour, used for its card, highlights and cover backdrop. */
  accent: z.strictObject({ light: colour, dark: colour }),
  /**
   * A private project with a codename only: whether its accent colours may
   * still appear in public (its card, /design-system, tokens.json, link
   * previews). Off unless set to true, because a brand's colours can name the
   * client as surely as its name: the public then sees a neutral accent, and
   * only the unlocked case study shows the project's own.
   */
  publicAccent: z.boolean().optional(),
  /** The role line under the title: what the owner did, where and when. */
  role: oneLine('what you did, where and when', maxLengths.line),
  /**
   * One line on what the project achieved, shown beside it on the CV.
   * Required for a public project; a private one is listed as "available on request".
   */
  outcome: oneLine('one line on what the project achieved, e.g. "Bookings up 45% in six months"', maxLengths.line).optional(),
  /** Short alt text for the cover frames (each frame gets "frame n of 8" added). */
  coverAlt: altText,
  /** The about block: what the product is and what the designer was asked to do. */
  about: z.strictObject({ title: oneLine('a short title', maxLengths.title), text: text('what the product is and what you were asked to do') }),
  /** Three prototype links: Mobile/Tablet/Desktop or Dashboard/Website/App; an empty href shows one as unavailable. */
  prototypes: z.array(z.strictObject({ kind: prototypeKind, href: optionalLink('the prototype link') })).superRefine((links, ctx) => {
    const kinds = links.map((link) => link.kind);
    kinds.forEach((kind, index) => {
      if (kinds.indexOf(kind) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: `is ${kind} a second time; each prototype kind appears once`, input: kind });
    });
  }),
  /** The numbered sections; each one's number comes from its position. */
  sections: z.array(z.strictObject({ title: oneLine('the section title', maxLengths.title), blocks: z.array(block) })),
  lessons: z.array(lesson),
  /** Link of the "Read the full case study" button; empty shows it as unavailable. */
  caseStudyUrl: optionalLink('the full case study link').optional(),
}).superRefine((study, ctx) => {
  // A private project's card and password page show its teaser: nothing else of it is public.
  if (study.access === 'private' && study.teaser === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['teaser'],
      input: undefined,
      message:
        'is missing; a private project shows a public teaser on its card and password page. Add teaser: with outcome, role, year and industry (see CONTENT.md)',
    });
  if (study.access === 'public' && study.teaser !== undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['teaser'],
      input: study.teaser,
      message: 'is set, but only a private project has a teaser (a public one shows its whole case study); remove it, or make the project private',
    });
  // The CV lists a public project with its outcome; a private one only as "available on request".
  if (study.access === 'public' && study.outcome === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['outcome'],
      input: undefined,
      message: 'is missing; the CV shows a public project with one line on what it achieved. Add outcome, e.g. "Bookings up 45% in six months"',
    });
});

/** One image or video in an about-page gallery. */
const mediaItem = z
  .strictObject({
    /** File name in `content/about/media`; a video's poster is the same name as `.jpg`. */
    name: required('the file name, e.g. workshop.jpg'),
    /** Short label shown over the item, e.g. "Workshop, 2024". */
    tag: oneLine('a short label, e.g. "Workshop · 2024"', maxLengths.label),
    mediaType: choice(['image', 'video'], "must be 'image' or 'video'"),
    alt: altText,
  })
  .superRefine((item, ctx) => {
    const pattern = item.mediaType === 'video' ? videoFilePattern : imageFilePattern;
    if (!pattern.test(item.name))
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        input: item.name,
        message:
          item.mediaType === 'video'
            ? 'is not a video file name; write the name of an MP4 or WebM file in lower case, e.g. sketching.mp4'
            : `is not an image file name; write the name of a ${imageList} file in lower case, e.g. workshop.jpg`,
      });
  });

export const aboutSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: oneLine('a short label', maxLengths.label),
    title: oneLine('the page title', maxLengths.title),
    intro: text('a short introduction'),
  }),
  story: z.array(z.strictObject({ title: oneLine('a short title', maxLengths.title), text: text('the paragraph') })),
  galleries: z.array(
    z.strictObject({
      title: oneLine('the gallery title', maxLengths.title),
      items: atMost(
        mediaItem,
        limits.galleryItems,
        (count) => `has ${count} items; a gallery shows at most ${limits.galleryItems}. Move the rest to another gallery`,
      ),
    }),
  ),
  experience: z.array(
    z.strictObject({
      position: oneLine('the job title', maxLengths.name),
      company: oneLine('the company name', maxLengths.name),
      /** Company site, opened in a new tab. */
      companyUrl: webAddress("the company's site").optional(),
      /** `2021 – 2024`, `Mar 2021 – present` or `2019`: the CV and the JSON Resume read the years from it. */
      dates: dateRange,
      text: text('what you did there'),
    }),
  ),
  principles: z.array(z.strictObject({ title: oneLine('a short title', maxLengths.title), text: text('the paragraph') })),
  lessons: z.array(lesson),
});

/**
 * Privacy-first analytics, off unless set: the provider, where it receives
 * events, and the site's name or id there.
 */
const analytics = z.strictObject({
  /** Which service counts the visits. */
  provider: choice(analyticsProviders, `is not a provider the site can send to; write one of ${analyticsProviders.join(', ')}`),
  /** Where the provider receives events, hosted or self-hosted, e.g. https://plausible.io. */
  host: oneLine('where the provider receives events, e.g. https://plausible.io', maxLengths.line).superRefine((value, ctx) => {
    // A hidden character is named by oneLine; the address is judged once it is clean.
    const problem = hasHiddenCharacters(value) ? undefined : analyticsHostProblem(value.trim());
    if (problem) ctx.addIssue({ code: 'custom', input: value, message: problem });
  }),
  /** The site's name or id at the provider (Plausible: the domain; Umami: the website id; GoatCounter: the site code). */
  site: oneLine("the site's name or id at the provider, e.g. noracastell.example.com", maxLengths.line),
});

/** In the Request access email's subject and message (`gate.requestAccess`): replaced by the project's public name. */
export const projectToken = '{project}';

export const siteSchema = z.strictObject({
  /** The owner's name, shown in the header on the home page. */
  name: oneLine('your name', maxLengths.name),
  /** The current-role line shown under the hero headline. */
  role: oneLine('your current role', maxLengths.line),
  email: z.email({ error: 'is not an email address; write it like name@example.com' }).superRefine(plainText(false)),
  /** Professional network profile. */
  profileUrl: webAddress('your profile link'),
  profileLabel: oneLine('the profile link text, e.g. LinkedIn', maxLengths.label),
  /**
   * The home page's public address, used for canonical URLs, link previews
   * and the sitemap. A path in it (`https://nora.github.io/portfolio/`) is
   * the path every link and asset is built under.
   */
  url: webAddress("the site's public address"),
  /** Short description for search results and previews. */
  description: text('a sentence about you for search results', maxLengths.description),
  /**
   * The five (`heroHeadlineCount`) intro headlines, cycled by clicking. Words
   * between asterisks are highlighted in accent colours: `I build *design systems*`.
   */
  heroVariants: z.array(oneLine('a headline', maxLengths.title)).superRefine((variants, ctx) => {
    if (variants.length !== limits.heroVariants)
      ctx.addIssue({
        code: 'custom',
        input: variants,
        message: `has ${variants.length} headlines; the home page cycles exactly ${limits.heroVariants}. ${variants.length > limits.heroVariants ? 'Remove' : 'Add'} ${Math.abs(variants.length - limits.heroVariants)}`,
      });
  }),
  /** The line above the footer's links, and the small print under them. */
  footer: z.strictObject({
    callToAction: oneLine('the line above the footer links, e.g. "Hiring? Let’s talk."', maxLengths.line),
    smallPrint: oneLine('the small print at the very bottom', maxLengths.line),
  }),
  /**
   * The password page's own words. Its title ("This content is protected"),
   * the field's placeholder and the wrong-password message are the same on
   * every copy of this site, so they live in the code, not here.
   */
  gate: z.strictObject({
    /** Small label above the title, e.g. "Under NDA". */
    label: oneLine('a short label above the title, e.g. "Under NDA"', maxLengths.label),
    intro: text('why the case study is protected'),
    /** Shown before the Request access link, for visitors without the password. */
    noPassword: oneLine('what a visitor without the password can do, e.g. "No password? Ask me for access."', maxLengths.line),
    /**
     * The Request access link: an email to you, its subject naming the
     * project (`{project}` becomes its public name) and a short message the
     * visitor can change before sending.
     */
    requestAccess: z.strictObject({
      label: oneLine('the link text, e.g. "Request access"', maxLengths.label),
      subject: oneLine('the subject of the email, e.g. "Access to the {project} case study"', maxLengths.line).refine(
        (value) => value.includes(projectToken),
        { error: `does not name the project; write ${projectToken} where its name goes, e.g. "Access to the ${projectToken} case study"` },
      ),
      body: text('a short message the visitor can change before sending'),
    }),
    /** Days a visitor's browser keeps the unlocked key before asking for the password again (default 30). */
    rememberDays: z
      .number({ error: 'must be a number of days, e.g. 30' })
      .int({ error: 'must be a whole number of days, e.g. 30' })
      .min(1, { error: 'must be at least 1 day; a visitor then types the password again after a day' })
      .max(365, { error: 'must be at most 365 days; a remembered key should not outlive a year' })
      .optional(),
  }),
  /** The page shown at an address that is not part of the site. */
  notFound: z.strictObject({
    label: oneLine('a short label, e.g. "Error 404"', maxLengths.label),
    title: oneLine('the title of the not-found page', maxLengths.title),
    text: text('a sentence saying what happened'),
    workLink: oneLine('the text of the link to the home page', maxLengths.label),
    aboutLink: oneLine('the text of the link to the about page', maxLengths.label),
  }),
  /**
   * The /design-system page: how this site is built. Its swatches, scales and
   * components come from the token files and the components themselves.
   */
  designSystem: z.strictObject({
    /** The link to the page from the footer and the about page, and the page's small label. */
    linkText: oneLine('the text of the links to the page, e.g. "How this site is built"', maxLengths.label),
    title: oneLine('the title of the design-system page', maxLengths.title),
    intro: text('a paragraph saying what the page shows'),
    description: text('a sentence about the page for search results', maxLengths.description),
    /** How to bring tokens.json into Figma. */
    figmaNote: text('how to import tokens.json into Figma'),
  }),
  /** Analytics, off unless set: nothing is sent and no byte is added to a page without it. */
  analytics: analytics.optional(),
});

/**
 * What only the CV says (`/cv`, the PDF and `resume.json`). Name, role,
 * email and profile come from the site; experience from the about page;
 * the work from the projects.
 */
export const cvSchema = z.strictObject({
  /** Where you work from; the country as its two-letter code (ES, GB, US), which the CV writes out in full. */
  location: z.strictObject({
    city: oneLine('the city you work from', maxLengths.name),
    countryCode: required('the country as its two-letter code, e.g. ES').refine((code) => countryName(code) !== undefined, {
      error: 'is not a country code; write the two capital letters of the country, e.g. ES for Spain or GB for the United Kingdom',
    }),
  }),
  /** Two or three sentences at the top of the CV. */
  summary: text('two or three sentences about you for the top of the CV'),
  /** Groups of skills, e.g. "Design systems": token architecture, documentation, … */
  skills: z
    .array(z.strictObject({ area: oneLine('the name of the group, e.g. "Design systems"', maxLengths.name), items: z.array(oneLine('a skill', maxLengths.name)).min(1, { error: 'is empty; list at least one skill, or remove the group' }) }))
    .min(1, { error: 'is empty; add at least one group of skills' }),
  /** The tools you work in, e.g. "Figma". */
  tools: z.array(oneLine('a tool, e.g. Figma', maxLengths.name)),
  education: z.array(
    z.strictObject({ degree: oneLine('the degree or course', maxLengths.line), school: oneLine('the school', maxLengths.name), dates: dateRange }),
  ),
  languages: z.array(
    z.strictObject({
      language: oneLine('the language', maxLengths.name),
      level: oneLine('how well you speak it, e.g. "Native" or "Professional (C1)"', maxLengths.name),
    }),
  ),
});
