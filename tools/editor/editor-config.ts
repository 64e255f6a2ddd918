import { stringify } from 'yaml';
import { aboutSchema, caseStudySchema, cvSchema, limits, siteFileSchema } from './content-schema.ts';
import { aboutNotes, caseStudyNotes, cvNotes, siteNotes } from './editor-fields.ts';
import { fieldsOf, jsonSchemaOf, type EditorField } from './schema-fields.ts';
import { caseStudyMediaFolder } from '../../app/features/content/source/case-study-file.ts';
import { imageExtensions } from '../../app/features/content/media.ts';
import { pictureSets } from './backend/cover-pictures.ts';
import { translatedFields } from '../../app/features/content/source/translated-fields.ts';
import { bodyHeadings } from '../../app/features/content/source/body-headings.ts';
import { locales } from '../../app/i18n/locale.ts';
import { editorI18n, languageName, singleFileI18n, withI18nFlags } from './editor-i18n.ts';

/** Schema fields written in the Markdown body rather than the frontmatter. */
export const bodyFields = {
  caseStudy: ['sections', 'lessons'],
  about: ['story', 'principles', 'lessons'],
} as const;

/**
 * Headings and images only: the body's structure is `## ` sections, `### `
 * titled paragraphs and rows of images; lists, tables, quotes and code are
 * refused by the content check, so the editor offers no button for them.
 */
const markdownOptions = {
  widget: 'markdown',
  buttons: ['heading-two', 'heading-three'],
  editor_components: ['image'],
  modes: ['rich_text', 'raw'],
} as const;

/** `“Lessons” (in Spanish “Aprendizajes”)`: a heading of the body in each language, as the pages read it. */
const headingInEachLanguage = (part: keyof (typeof bodyHeadings)['en']) => {
  const [english, ...others] = locales.map((locale) => ({ locale, heading: bodyHeadings[locale][part] }));
  const inOthers = others.map(({ locale, heading }) => `in ${languageName(locale)} “${heading}”`).join(', ');
  return `“${english!.heading}” (${inOthers})`;
};

const caseStudyBody: EditorField = {
  ...markdownOptions,
  name: 'body',
  label: 'Story',
  hint:
    'Heading 2 starts a numbered section; heading 3 starts a titled paragraph. ' +
    `Images on consecutive lines form one row of at most ${limits.imagesPerBlock}; describe each one (its alt text), ` +
    `and a title on the last image is the row’s caption. The last section, ${headingInEachLanguage('lessons')}, holds the lessons, each a heading 3 and its paragraph. ` +
    'Each language’s story shows the same images in the same places, with its own alt texts and captions.',
};

const aboutBody: EditorField = {
  ...markdownOptions,
  name: 'body',
  label: 'Story, principles and lessons',
  hint:
    `Each heading 2 starts a part of the page: ${headingInEachLanguage('story')}, ${headingInEachLanguage('principles')} ` +
    `and ${headingInEachLanguage('lessons')}; each heading 3 a titled paragraph in it.`,
};

const imageTypes = 'PNG, JPEG, WebP, AVIF or SVG';
const imagePattern: [string, string] = [
  `\\.(${imageExtensions.join('|')})$`,
  `A ${imageTypes} file, with its extension in lower case (.png, not .PNG).`,
];

/**
 * A case study's pictures that are files in a folder of their own, shown in its form after the cover
 * description: the cover frames and a private project's card picture (backend/cover-pictures.ts).
 * They are never written into index.md: saving them names the files after their places.
 */
function withPictureFields(fields: EditorField[], access: 'public' | 'private'): EditorField[] {
  const picture = (folder: string, label: string): EditorField => ({
    name: 'picture',
    label,
    widget: 'image',
    media_folder: folder,
    public_folder: folder,
    choose_url: false,
    pattern: imagePattern,
  });
  const sets = pictureSets(access).map((set): EditorField => {
    const folder = set.folder;
    if (set.field === 'cardPicture') {
      return {
        ...picture(folder, 'Card picture'),
        name: set.field,
        hint: `The one picture on the card, the only picture of a private case study anyone sees without the password. A ${imageTypes} file, at least 1600 × 1000 px.`,
      };
    }
    return {
      name: set.field,
      label: 'Cover frames',
      widget: 'list',
      min: set.count,
      max: set.count,
      collapsed: false,
      hint:
        `The ${set.count} pictures the cover plays, in this order; the first is also the card's picture. Drag a frame to move it, ` +
        `or choose another picture to replace it. ${imageTypes} files, 16:10, at least 1600 × 1000 px. Saved as ${set.stem(0)} to ${set.stem(set.count - 1)} in ${set.folder}/.`,
      field: picture(folder, 'Frame'),
    };
  });
  const at = fields.findIndex((field) => field.name === 'coverAlt') + 1;
  return [...fields.slice(0, at), ...sets, ...fields.slice(at)];
}

/**
 * The editor's collections: the case studies, and the site settings, the
 * about page and the CV. Each form is generated from the content schema, so
 * a field added to or removed from the schema appears in or leaves the
 * editor without a second edit.
 */
export function editorCollections() {
  // Public and private case studies share one folder; each list shows one kind, so uploads land in the
  // folder that kind keeps its images in (media/, or protected-media/, which is never served as files).
  const caseStudies = (access: 'public' | 'private') => ({
    name: access === 'public' ? 'projects' : 'private-projects',
    label: access === 'public' ? 'Case studies' : 'Private case studies',
    label_singular: access === 'public' ? 'Case study' : 'Private case study',
    description:
      access === 'public'
        ? 'One file each: content/projects/<name>/index.md. Add a new one to “Projects on the home page” in Site settings to show its card.'
        : 'Case studies behind the password, encrypted when the site is built. Start a new one with npm run new-project -- <Name> --private.',
    folder: 'content/projects',
    path: '{{slug}}/index',
    extension: 'md',
    format: 'yaml-frontmatter',
    filter: { field: 'access', value: access },
    create: access === 'public',
    slug: '{{name}}',
    identifier_field: 'name',
    summary: '{{name}} · {{subtitle}}',
    sortable_fields: ['name'],
    // Uploads land in the case study's own folder, and the Markdown names them <folder>/<file>.
    media_folder: caseStudyMediaFolder(access),
    public_folder: caseStudyMediaFolder(access),
    // Each case study in both languages: index.md, and index.es.md beside it with the texts that change.
    i18n: true,
    fields: withI18nFlags(
      withPictureFields(fieldsOf(jsonSchemaOf(caseStudySchema), caseStudyNotes, bodyFields.caseStudy), access).concat(caseStudyBody),
      translatedFields.caseStudy,
      bodyFields.caseStudy,
    ),
  });
  const projects = caseStudies('public');
  const privateProjects = caseStudies('private');
  const pages = {
    name: 'pages',
    label: 'Site and pages',
    i18n: singleFileI18n,
    files: [
      {
        name: 'site',
        label: 'Site settings',
        file: 'content/site.yaml',
        format: 'yaml',
        i18n: true,
        fields: withI18nFlags(fieldsOf(jsonSchemaOf(siteFileSchema), siteNotes), translatedFields.site),
      },
      {
        name: 'about',
        label: 'About page',
        file: 'content/about/index.md',
        format: 'yaml-frontmatter',
        // Gallery files are chosen from, and uploaded to, content/about/media, and named by their file name alone.
        media_folder: 'media',
        public_folder: '',
        i18n: true,
        fields: withI18nFlags(
          [...fieldsOf(jsonSchemaOf(aboutSchema), aboutNotes, bodyFields.about), aboutBody],
          translatedFields.about,
          bodyFields.about,
        ),
      },
      {
        name: 'cv',
        label: 'CV',
        file: 'content/cv.yaml',
        format: 'yaml',
        i18n: true,
        fields: withI18nFlags(fieldsOf(jsonSchemaOf(cvSchema), cvNotes), translatedFields.cv),
      },
    ],
  };
  return { projects, privateProjects, pages };
}

/** The files Decap keeps every language of in one file (the files collection's entries): the backend joins and splits them. */
export const singleFileEntries = (): ReadonlySet<string> => new Set(editorCollections().pages.files.map((file) => file.file));

/** Where the editor reaches its backend on the dev server, with this run's token. */
export type EditorConfigOptions = { backendUrl: string };

/** The editor's configuration: Decap CMS's config.yml. */
export function editorConfig({ backendUrl }: EditorConfigOptions) {
  const { projects, privateProjects, pages } = editorCollections();
  return {
    // The editor exists only on the dev server, against the files on this computer.
    backend: { name: 'proxy', proxy_url: backendUrl },
    publish_mode: 'simple',
    locale: 'en',
    // Every entry in English and Spanish, side by side; which fields each language has comes from the content.
    i18n: editorI18n,
    // Every collection says where its uploads go; this is Decap's required default.
    media_folder: 'content/about/media',
    public_folder: 'media',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [projects, privateProjects, pages],
  };
}

/** config.yml as the editor loads it. */
export function editorConfigYaml(options: EditorConfigOptions): string {
  return `# Generated from the content schema by tools/editor/editor-config.ts on every request: edit that, not this.\n${stringify(editorConfig(options), { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
