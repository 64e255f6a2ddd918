import type { TranslatedField } from './translation.ts';

/**
 * The fields that change with the language, per kind of content file: a
 * translation holds these and nothing else. Every other field (names,
 * addresses, colours, dates, files, the order of the projects) is written
 * once, in the English file. A case study's sections and lessons and the
 * about page's story, principles and lessons are its Markdown body, which a
 * translation writes whole, showing the same images.
 */
export const translatedFields = {
  site: [
    'role',
    'description',
    'heroVariants',
    'footer.callToAction',
    'footer.smallPrint',
    'gate.label',
    'gate.intro',
    'gate.noPassword',
    'gate.requestAccess.label',
    'gate.requestAccess.subject',
    'gate.requestAccess.body',
    'notFound.label',
    'notFound.title',
    'notFound.text',
    'notFound.workLink',
    'notFound.aboutLink',
    'designSystem.linkText',
    'designSystem.title',
    'designSystem.intro',
    'designSystem.description',
    'designSystem.figmaNote',
  ],
  cv: ['summary', 'skills[].area', 'skills[].items', 'education[].degree', 'languages[].language', 'languages[].level'],
  about: [
    'hero.eyebrow',
    'hero.title',
    'hero.intro',
    'galleries[].title',
    'galleries[].items[].tag',
    'galleries[].items[].alt',
    'experience[].position',
    'experience[].text',
    'story',
    'principles',
    'lessons',
  ],
  caseStudy: [
    'subtitle',
    'role',
    'outcome',
    'coverAlt',
    'about.title',
    'about.text',
    'teaser.outcome',
    'teaser.role',
    'teaser.industry',
    'teaser.summary',
    'teaser.cover.alt',
    'sections',
    'lessons',
  ],
} as const satisfies Record<string, readonly TranslatedField[]>;
