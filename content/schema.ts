/**
 * The rules every piece of content must follow, checked when the site is
 * built and by `npm test`. `content/types.ts` describes the same shapes for
 * the editor; the assertions at the end keep the two in step.
 *
 * Each rule's message is the second half of an error line: the part after
 * the file and the field, saying what is wrong and how to fix it.
 */
import { z } from 'zod';
import { countryName } from '../app/features/cv/country.ts';
import { parseDateRange } from '../app/features/cv/date-range.ts';
import type { About, CaseStudy, Cv, Site } from './types';

/** How many of each thing the pages can show (from the site's specification). */
export const limits = {
  coverFrames: 8,
  cardTeasers: 1,
  galleryItems: 3,
  imagesPerBlock: 7,
  heroVariants: 5,
} as const;

export const imageExtensions = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'] as const;
export const videoExtensions = ['mp4', 'webm'] as const;

const imageFilePattern = new RegExp(`\\.(${imageExtensions.join('|')})$`);
const videoFilePattern = new RegExp(`\\.(${videoExtensions.join('|')})$`);
const imageList = 'PNG, JPEG, WebP, AVIF or SVG';

const required = (what: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `is missing; write ${what}` : `should be a text in quotes; write ${what}`),
  });

/** A text that must say something: empty or spaces only is an error. */
const text = (what: string) =>
  required(what)
    .trim()
    .min(1, { error: `is empty; write ${what}` });

const altText = required('what the image shows')
  .trim()
  .min(1, {
    error:
      'is empty; describe what the image shows for people who cannot see it, e.g. "Checkout screen with the order summary open"',
  });

const webAddress = (what: string) =>
  z.url({
    protocol: /^https?$/,
    hostname: z.regexes.domain,
    error: `is not a full web address; write ${what} starting with https://, e.g. https://www.example.com/page`,
  });

/** A link that may be left empty to show it as unavailable ("On request"). */
const optionalLink = (what: string) => {
  const address = webAddress(what);
  return required(`${what}, or '' to show it as unavailable`).refine(
    (value) => value === '' || address.safeParse(value).success,
    { error: `is not a full web address; write ${what} starting with https://, or leave it empty ('') to show it as unavailable` },
  );
};

const colour = required('a hex colour such as #6B3FD4').regex(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'is not a hex colour; write it as # and six digits or letters a–f, e.g. #6B3FD4' });

/** A date range the CV and the JSON Resume can read: `2021 – 2024`, `Mar 2021 – present` or `2019`. */
const dateRange = text('the dates, e.g. "2021 – 2024"').refine((value) => parseDateRange(value) !== null, {
  error: 'is not a date range the CV can read; write the years (or month and year) from first to last, e.g. "2021 – 2024", "Mar 2021 – present" or "2019"',
});

/** At most `max` items, counted even when an item itself is wrong, so every problem is reported at once. */
function atMost<T extends z.ZodType>(item: T, max: number, message: (count: number) => string) {
  return z.array(item).superRefine((items, ctx) => {
    if (items.length > max) ctx.addIssue({ code: 'custom', message: message(items.length), input: items });
  });
}

const imageRef = z.strictObject({
  file: required('the image file name, e.g. checkout.png').regex(imageFilePattern, {
    error: `is not an image file name; write the name of a ${imageList} file in lower case, e.g. checkout.png`,
  }),
  alt: altText,
});

const commentBlock = z.strictObject({
  kind: z.literal('comment'),
  title: text('a short title'),
  text: text('the paragraph'),
});

const imagesBlock = z.strictObject({
  kind: z.literal('images'),
  images: atMost(
    imageRef,
    limits.imagesPerBlock,
    (count) => `has ${count} images; an image block holds at most ${limits.imagesPerBlock}. Split it into two blocks`,
  ).min(1, { error: 'is empty; add at least one image, or remove the block' }),
  caption: z.string().optional(),
});

const block = z.discriminatedUnion('kind', [commentBlock, imagesBlock], {
  error: "needs a kind: 'comment' (a titled paragraph) or 'images' (a row of images)",
});

const lesson = z.strictObject({ title: text('a short title'), text: text('what you learned') });

const prototypeKind = z.enum(['Mobile', 'Tablet', 'Desktop', 'Dashboard', 'Website', 'App'], {
  error: 'must be one of Mobile, Tablet, Desktop, Dashboard, Website or App',
});

/**
 * Lower-cased, the name is the page address (Stayforlong → /stayforlong),
 * so it may only hold letters, digits and single hyphens.
 */
export const projectNamePattern = /^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

export const caseStudySchema = z.strictObject({
  name: required('the project name').regex(projectNamePattern, {
    error:
      'cannot be a page address; use only letters, digits and single hyphens (no spaces or accents), e.g. Stayforlong or Hypo-Bank',
  }),
  subtitle: text('one line about the project for its card'),
  access: z.enum(['public', 'private'], { error: "must be 'public' or 'private'" }),
  codename: z
    .strictObject({
      name: required('the public codename').regex(projectNamePattern, {
        error: 'cannot be a page address; use only letters, digits and single hyphens, e.g. Lighthouse',
      }),
      subtitle: text('one public line about the project, without the client\'s name'),
    })
    .optional(),
  accent: z.strictObject({ light: colour, dark: colour }),
  role: text('what you did, where and when'),
  outcome: text('one line on what the project achieved, e.g. "Bookings up 45% in six months"').optional(),
  coverAlt: altText,
  about: z.strictObject({ title: text('a short title'), text: text('what the product is and what you were asked to do') }),
  prototypes: z.array(z.strictObject({ kind: prototypeKind, href: optionalLink('the prototype link') })).superRefine((links, ctx) => {
    const kinds = links.map((link) => link.kind);
    kinds.forEach((kind, index) => {
      if (kinds.indexOf(kind) !== index)
        ctx.addIssue({ code: 'custom', path: [index, 'kind'], message: `is ${kind} a second time; each prototype kind appears once`, input: kind });
    });
  }),
  sections: z.array(z.strictObject({ title: text('the section title'), blocks: z.array(block) })),
  lessons: z.array(lesson),
  caseStudyUrl: optionalLink('the full case study link').optional(),
}).superRefine((study, ctx) => {
  // The CV lists a public project with its outcome; a private one only as "available on request".
  if (study.access === 'public' && study.outcome === undefined)
    ctx.addIssue({
      code: 'custom',
      path: ['outcome'],
      input: undefined,
      message: 'is missing; the CV shows a public project with one line on what it achieved. Add outcome, e.g. "Bookings up 45% in six months"',
    });
});

const mediaItem = z
  .strictObject({
    name: required('the file name, e.g. workshop.jpg'),
    tag: text('a short label, e.g. "Workshop · 2024"'),
    mediaType: z.enum(['image', 'video'], { error: "must be 'image' or 'video'" }),
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
  hero: z.strictObject({ eyebrow: text('a short label'), title: text('the page title'), intro: text('a short introduction') }),
  story: z.array(z.strictObject({ title: text('a short title'), text: text('the paragraph') })),
  galleries: z.array(
    z.strictObject({
      title: text('the gallery title'),
      items: atMost(
        mediaItem,
        limits.galleryItems,
        (count) => `has ${count} items; a gallery shows at most ${limits.galleryItems}. Move the rest to another gallery`,
      ),
    }),
  ),
  experience: z.array(
    z.strictObject({
      position: text('the job title'),
      company: text('the company name'),
      companyUrl: webAddress("the company's site").optional(),
      dates: dateRange,
      text: text('what you did there'),
    }),
  ),
  principles: z.array(z.strictObject({ title: text('a short title'), text: text('the paragraph') })),
  lessons: z.array(lesson),
});

export const siteSchema = z.strictObject({
  name: text('your name'),
  role: text('your current role'),
  email: z.email({ error: 'is not an email address; write it like name@example.com' }),
  profileUrl: webAddress('your profile link'),
  profileLabel: text('the profile link text, e.g. LinkedIn'),
  url: webAddress("the site's public address"),
  description: text('a sentence about you for search results'),
  heroVariants: z.array(text('a headline')).superRefine((variants, ctx) => {
    if (variants.length !== limits.heroVariants)
      ctx.addIssue({
        code: 'custom',
        input: variants,
        message: `has ${variants.length} headlines; the home page cycles exactly ${limits.heroVariants}. ${variants.length > limits.heroVariants ? 'Remove' : 'Add'} ${Math.abs(variants.length - limits.heroVariants)}`,
      });
  }),
  footer: z.strictObject({
    callToAction: text('the line above the footer links, e.g. "Hiring? Let’s talk."'),
    smallPrint: text('the small print at the very bottom'),
  }),
  gate: z.strictObject({
    label: text('a short label above the title, e.g. "Under NDA"'),
    intro: text('why the case study is protected'),
    noPassword: text('what a visitor without the password can do, e.g. "No password? Email me:"'),
    rememberDays: z
      .number({ error: 'must be a number of days, e.g. 30' })
      .int({ error: 'must be a whole number of days, e.g. 30' })
      .min(1, { error: 'must be at least 1 day; a visitor then types the password again after a day' })
      .max(365, { error: 'must be at most 365 days; a remembered key should not outlive a year' })
      .optional(),
  }),
  notFound: z.strictObject({
    label: text('a short label, e.g. "Error 404"'),
    title: text('the title of the not-found page'),
    text: text('a sentence saying what happened'),
    workLink: text('the text of the link to the home page'),
    aboutLink: text('the text of the link to the about page'),
  }),
});

export const cvSchema = z.strictObject({
  location: z.strictObject({
    city: text('the city you work from'),
    countryCode: required('the country as its two-letter code, e.g. ES').refine((code) => countryName(code) !== undefined, {
      error: 'is not a country code; write the two capital letters of the country, e.g. ES for Spain or GB for the United Kingdom',
    }),
  }),
  summary: text('two or three sentences about you for the top of the CV'),
  skills: z
    .array(z.strictObject({ area: text('the name of the group, e.g. "Design systems"'), items: z.array(text('a skill')).min(1, { error: 'is empty; list at least one skill, or remove the group' }) }))
    .min(1, { error: 'is empty; add at least one group of skills' }),
  tools: z.array(text('a tool, e.g. Figma')),
  education: z.array(z.strictObject({ degree: text('the degree or course'), school: text('the school'), dates: dateRange })),
  languages: z.array(z.strictObject({ language: text('the language'), level: text('how well you speak it, e.g. "Native" or "Professional (C1)"') })),
});

// The schema and content/types.ts describe the same shapes: a change to one
// without the other fails the type check here.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const schemasMatchTypes: [
  Same<z.infer<typeof caseStudySchema>, CaseStudy>,
  Same<z.infer<typeof aboutSchema>, About>,
  Same<z.infer<typeof siteSchema>, Site>,
  Same<z.infer<typeof cvSchema>, Cv>,
] = [true, true, true, true];
