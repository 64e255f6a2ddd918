import { describe, expect, it } from 'vitest';
import { buildOutputNames } from '../../../lib/build-output.ts';
import { maxLengths } from '../schema.ts';
import type { About, CaseStudy, Cv, Site } from '../types.ts';
import { reservedSlugs } from './projects.ts';
import { editorFolder } from '../../../lib/server-addresses.ts';
import { contentFolder } from '../source/files.ts';
import { reservedSegments } from '../../../lib/pages.ts';
import { validateContent, type ContentInput } from './validate-content.ts';

const frames = (folder: string, count: number, extension = 'png') =>
  Array.from({ length: count }, (_, i) => `${folder}/${String(i + 1).padStart(2, '0')}.${extension}`);

const teaser = { outcome: 'Bookings up a third in one term', role: 'Lead designer', year: '2024', industry: 'Fitness' };

function study(name: string, access: CaseStudy['access'] = 'public'): CaseStudy {
  return {
    name,
    subtitle: 'A booking app for small studios',
    access,
    accent: { light: '#6B3FD4', dark: '#B9A2FF' },
    role: 'Lead designer · 2024',
    ...(access === 'public' ? { outcome: 'Class bookings up 30% in a term' } : { teaser: { ...teaser } }),
    coverAlt: 'Booking screens on a phone',
    about: { title: 'What it is', text: 'A booking app.' },
    prototypes: [
      { kind: 'Mobile', href: 'https://prototypes.example.com/mobile' },
      { kind: 'Tablet', href: '' },
      { kind: 'Desktop', href: 'https://prototypes.example.com/desktop' },
    ],
    sections: [
      {
        title: 'Research',
        blocks: [
          { kind: 'comment', title: 'Interviews', text: 'We spoke to 12 studio owners.' },
          { kind: 'images', images: [{ file: 'calendar.png', alt: 'Weekly calendar with three classes booked' }] },
        ],
      },
    ],
    lessons: [{ title: 'Ask early', text: 'Owners knew the answers.' }],
    caseStudyUrl: '',
  };
}

const site: Site = {
  name: 'Nora Castell',
  role: 'Senior product designer',
  email: 'nora@example.com',
  profileUrl: 'https://www.linkedin.com/in/nora',
  profileLabel: 'LinkedIn',
  url: 'https://nora.example.com',
  description: 'A designer.',
  heroVariants: ['One', 'Two', 'Three', 'Four', '*Five*'],
  footer: { callToAction: 'Hiring?', smallPrint: 'Made in Barcelona.' },
  gate: {
    label: 'Under NDA',
    intro: 'Protected work.',
    noPassword: 'Ask me.',
    requestAccess: { label: 'Request access', subject: 'Access to {project}', body: 'Hello.' },
  },
  notFound: { label: '404', title: 'Not here', text: 'Old link.', workLink: 'Work', aboutLink: 'About' },
  designSystem: { linkText: 'How it is built', title: 'System', intro: 'Tokens.', description: 'The tokens.', figmaNote: 'Load it.' },
};

const about: About = {
  hero: { eyebrow: 'About', title: 'Hello', intro: 'I design.' },
  story: [{ title: 'Start', text: 'I began in print.' }],
  galleries: [
    {
      title: 'Studio',
      items: [
        { name: 'wall.jpg', tag: 'Workshop', mediaType: 'image', alt: 'A wall of sticky notes' },
        { name: 'loop.mp4', tag: 'Sketching', mediaType: 'video', alt: 'A hand sketching' },
      ],
    },
  ],
  experience: [{ position: 'Designer', company: 'Tessera', companyUrl: 'https://tessera.example.com', dates: '2021 – now', text: 'Systems.' }],
  principles: [{ title: 'Clarity', text: 'Say it plainly.' }],
  lessons: [{ title: 'Write it down', text: 'Nobody remembers.' }],
};

const cv: Cv = {
  location: { city: 'Barcelona', countryCode: 'ES' },
  summary: 'Designer of systems.',
  skills: [{ area: 'Design systems', items: ['Tokens', 'Documentation'] }],
  tools: ['Figma'],
  education: [{ degree: 'BA in Graphic Design', school: 'EASD València', dates: '2012 – 2016' }],
  languages: [{ language: 'Spanish', level: 'Native' }],
};

/** A small, valid site: two public projects and one private one, with every file they name. */
function fixture() {
  const content = {
    site: structuredClone(site),
    about: structuredClone(about),
    cv: structuredClone(cv),
    caseStudies: { mango: study('Mango', 'private'), solenne: study('Solenne'), vela: study('Vela') },
    projectOrder: ['mango', 'solenne', 'vela'],
  } satisfies ContentInput & { caseStudies: Record<string, CaseStudy> };
  const files = [
    'content/site.yaml',
    'content/about/index.md',
    'content/cv.yaml',
    'content/about/media/wall.jpg',
    'content/about/media/loop.mp4',
    'content/about/media/loop.jpg',
    ...['solenne', 'vela'].flatMap((slug) => [
      `content/projects/${slug}/index.md`,
      ...frames(`content/projects/${slug}/media/cover`, 8),
      `content/projects/${slug}/media/calendar.png`,
    ]),
    'content/projects/mango/index.md',
    'content/projects/mango/media/card/01.png',
    ...frames('content/projects/mango/protected-media/cover', 8),
    'content/projects/mango/protected-media/calendar.png',
  ];
  return { content, files };
}

describe('validateContent', () => {
  it('finds nothing wrong in valid content', () => {
    const { content, files } = fixture();
    expect(validateContent(content, files)).toEqual([]);
  });

  it('names a missing image file, and the file it probably meant', () => {
    const { content, files } = fixture();
    const block = content.caseStudies.vela.sections[0]?.blocks[1];
    if (block?.kind === 'images') block.images.push({ file: 'calender.png', alt: 'Calendar' }, { file: 'moodboard.png', alt: 'Moodboard' });
    expect(validateContent(content, files)).toEqual([
      'content/projects/vela/index.md: sections[0].blocks[1].images[1].file is "calender.png", but there is no content/projects/vela/media/calender.png; add the file there, or correct the name (did you mean "calendar.png"?).',
      'content/projects/vela/index.md: sections[0].blocks[1].images[2].file is "moodboard.png", but there is no content/projects/vela/media/moodboard.png; add the file there, or correct the name.',
    ]);
  });

  it('looks for a private project\'s images in protected-media', () => {
    const { content, files } = fixture();
    const withoutImage = files.filter((file) => file !== 'content/projects/mango/protected-media/calendar.png');
    expect(validateContent(content, withoutImage)).toEqual([
      'content/projects/mango/index.md: sections[0].blocks[1].images[0].file is "calendar.png", but there is no content/projects/mango/protected-media/calendar.png; add the file there, or correct the name.',
    ]);
  });

  it('names a missing gallery image, video or poster', () => {
    const { content, files } = fixture();
    const remaining = files.filter((file) => !/about\/media\/(wall\.jpg|loop\.)/.test(file));
    expect(validateContent(content, [...remaining, 'content/about/media/loop.webm'])).toEqual([
      'content/about/index.md: galleries[0].items[0].name is "wall.jpg", but there is no content/about/media/wall.jpg; add the file there, or correct the name.',
      'content/about/index.md: galleries[0].items[1].name (its poster) is "loop.jpg", but there is no content/about/media/loop.jpg; add the file there, or correct the name (did you mean "loop.webm"?).',
    ]);
  });

  it('counts cover frames: exactly 8 for a case study', () => {
    const { content, files } = fixture();
    const seven = files.filter((file) => file !== 'content/projects/vela/media/cover/08.png');
    expect(validateContent(content, [...seven, 'content/projects/solenne/media/cover/09.webp'])).toEqual([
      'content/projects/solenne/media/cover: has 9 images; a case study cover needs exactly 8. Add or remove images there (they play in file-name order: 01.png, 02.png, …).',
      'content/projects/vela/media/cover: has 7 images; a case study cover needs exactly 8. Add or remove images there (they play in file-name order: 01.png, 02.png, …).',
    ]);
  });

  it('counts any image format, and ignores files the system leaves behind', () => {
    const { content, files } = fixture();
    const mixed = files.filter((file) => !file.startsWith('content/projects/vela/media/cover/'));
    const cover = 'content/projects/vela/media/cover';
    const eight = ['01.svg', '02.png', '03.jpg', '04.jpeg', '05.webp', '06.avif', '07.png', '08.png'].map((name) => `${cover}/${name}`);
    expect(validateContent(content, [...mixed, ...eight, `${cover}/.DS_Store`])).toEqual([]);
  });

  it('gives a private project exactly 1 card teaser (an image elsewhere in media/ is left out: published-media.ts)', () => {
    const { content, files } = fixture();
    const extra = ['content/projects/mango/media/card/02.png', 'content/projects/mango/media/cover/01.png'];
    expect(validateContent(content, [...files, ...extra])).toEqual([
      "content/projects/mango/media/card: has 2 images; a private project's card shows exactly 1. Keep one teaser image there.",
    ]);
  });

  it('allows at most 3 items in a gallery', () => {
    const { content, files } = fixture();
    const items = content.about.galleries[0]!.items;
    items.push({ ...items[0]! }, { ...items[0]! });
    expect(validateContent(content, files)).toEqual([
      'content/about/index.md: galleries[0].items has 4 items; a gallery shows at most 3. Move the rest to another gallery.',
    ]);
  });

  it('allows at most 7 images in an image block', () => {
    const { content, files } = fixture();
    const block = content.caseStudies.solenne.sections[0]!.blocks[1]!;
    if (block.kind === 'images') block.images = Array.from({ length: 8 }, () => ({ file: 'calendar.png', alt: 'Calendar' }));
    expect(validateContent(content, files)).toEqual([
      'content/projects/solenne/index.md: sections[0].blocks[1].images has 8 images; an image block holds at most 7. Split it into two blocks.',
    ]);
  });

  it('refuses two projects with the same address, and a project listed twice', () => {
    const { content, files } = fixture();
    const caseStudies = { ...content.caseStudies, 'vela-2': study('VELA') };
    const duplicated = { ...content, caseStudies, projectOrder: ['mango', 'solenne', 'vela', 'solenne'] };
    expect(validateContent(duplicated, [...files, 'content/projects/vela-2/index.md', ...frames('content/projects/vela-2/media/cover', 8), 'content/projects/vela-2/media/calendar.png'])).toEqual([
      'content/site.yaml: projects[3] lists "solenne" a second time (first at projects[1]); remove one.',
      'content/projects/vela-2/index.md: name "VELA" gives the address /vela, which content/projects/vela/index.md already has; give each project its own name.',
    ]);
  });

  it('refuses empty alt text', () => {
    const { content, files } = fixture();
    const block = content.caseStudies.vela.sections[0]!.blocks[1]!;
    if (block.kind === 'images') block.images[0]!.alt = '  ';
    content.caseStudies.solenne.coverAlt = '';
    content.about.galleries[0]!.items[1]!.alt = '';
    const empty =
      'is empty; describe what the image shows for people who cannot see it, e.g. "Checkout screen with the order summary open".';
    expect(validateContent(content, files)).toEqual([
      `content/about/index.md: galleries[0].items[1].alt ${empty}`,
      `content/projects/solenne/index.md: coverAlt ${empty}`,
      `content/projects/vela/index.md: sections[0].blocks[1].images[0].alt ${empty}`,
    ]);
  });

  it('refuses malformed web addresses, and allows an empty prototype or case-study link', () => {
    const { content, files } = fixture();
    content.site.profileUrl = 'www.linkedin.com/in/nora';
    content.about.experience[0]!.companyUrl = 'tessera';
    content.caseStudies.vela.prototypes[0]!.href = 'htp://prototypes.example.com';
    content.caseStudies.vela.caseStudyUrl = 'medium.com/@nora/vela';
    content.caseStudies.solenne.prototypes[0]!.href = '';
    const fix = (what: string) => `is not a full web address; write ${what} starting with https://`;
    expect(validateContent(content, files)).toEqual([
      `content/site.yaml: profileUrl ${fix('your profile link')}, e.g. https://www.example.com/page.`,
      `content/about/index.md: experience[0].companyUrl ${fix("the company's site")}, e.g. https://www.example.com/page.`,
      `content/projects/vela/index.md: prototypes[0].href ${fix('the prototype link')}, or leave it empty ('') to show it as unavailable.`,
      `content/projects/vela/index.md: caseStudyUrl ${fix('the full case study link')}, or leave it empty ('') to show it as unavailable.`,
    ]);
  });

  it('says which field is missing, misspelt or of the wrong kind', () => {
    const { content, files } = fixture();
    const vela: Record<string, unknown> = content.caseStudies.vela;
    delete vela.subtitle;
    vela.subtitel = 'Typo';
    vela.access = 'secret';
    vela.lessons = 'Ask early';
    content.site.email = 'nora at example.com';
    expect(validateContent(content, files)).toEqual([
      'content/site.yaml: email is not an email address; write it like name@example.com.',
      'content/projects/vela/index.md: subtitle is missing; write one line about the project for its card.',
      "content/projects/vela/index.md: access must be 'public' or 'private'.",
      'content/projects/vela/index.md: lessons is "Ask early", but should be a list (one "- item" a line).',
      'content/projects/vela/index.md: subtitel is not a field here; check its spelling against CONTENT.md, or remove it.',
    ]);
  });

  it('asks for the design-system page’s words, naming the field', () => {
    const { content, files } = fixture();
    content.site.designSystem.figmaNote = ' ';
    expect(validateContent(content, files)).toEqual([
      'content/site.yaml: designSystem.figmaNote is empty; write how to import tokens.json into Figma.',
    ]);
  });

  it('checks the home page order against the projects, suggesting the one a typo meant when one is close', () => {
    const { content, files } = fixture();
    const order = { ...content, projectOrder: ['mango', 'solene', 'vela', 'orchid', 'draft'] };
    expect(validateContent(order, [...files, 'content/projects/draft/media/cover/01.png'])).toEqual([
      'content/site.yaml: projects[1] is "solene", but there is no content/projects/solene; did you mean "solenne"?',
      'content/site.yaml: projects[3] is "orchid", but there is no content/projects/orchid; add the project (npm run new-project -- orchid), or remove the line.',
      'content/site.yaml: projects[4] is "draft", but there is no content/projects/draft/index.md; write its case study there, or remove the line.',
      'content/projects/draft: has no index.md, so the site cannot show it; write its case study in content/projects/draft/index.md (npm run new-project -- <Name> starts one for you), or delete the folder.',
    ]);
  });

  it('keeps the address, the name and the folder in step', () => {
    const { content, files } = fixture();
    content.caseStudies.vela.name = 'Velo';
    content.caseStudies.solenne.name = 'Solenne Studio';
    const about = { ...content, caseStudies: { ...content.caseStudies, about: study('About') } };
    const aboutFiles = ['content/projects/about/index.md', ...frames('content/projects/about/media/cover', 8), 'content/projects/about/media/calendar.png'];
    expect(validateContent(about, [...files, ...aboutFiles])).toEqual([
      'content/projects/vela/index.md: name "Velo" gives the address /velo, but the project\'s folder is content/projects/vela; the name, lower-cased, must match the folder. Change it back to vela (any capitals), or create the project anew with npm run new-project -- Velo.',
      'content/projects/about/index.md: name "About" would give the address /about, which the site uses for something else; choose another name.',
      'content/projects/solenne/index.md: name cannot be a page address; use only letters, digits and single hyphens (no spaces or accents), e.g. Stayforlong or Hypo-Bank.',
    ]);
  });

  it('refuses the address of every page the site has, /design-system among them', () => {
    const { content, files } = fixture();
    const taken = { ...content, caseStudies: { ...content.caseStudies, 'design-system': study('Design-System') } };
    const takenFiles = ['content/projects/design-system/index.md', ...frames('content/projects/design-system/media/cover', 8), 'content/projects/design-system/media/calendar.png'];
    expect(validateContent(taken, [...files, ...takenFiles])).toEqual([
      'content/projects/design-system/index.md: name "Design-System" would give the address /design-system, which the site uses for something else; choose another name.',
    ]);
  });

  it('refuses media the site would skip', () => {
    const { content, files } = fixture();
    const extra = ['content/projects/vela/media/photo.heic', 'content/projects/vela/media/Board.PNG', 'content/about/media/notes'];
    expect(validateContent(content, [...files, ...extra])).toEqual([
      'content/projects/vela/media/photo.heic: is a .heic, which the site cannot show; export it as PNG, JPEG, WebP, AVIF or SVG (videos as MP4 or WebM), or move it out of the media folder.',
      'content/projects/vela/media/Board.PNG: has an upper-case extension the site does not pick up; rename it to Board.png.',
      'content/about/media/notes: is a file without an extension, which the site cannot show; export it as PNG, JPEG, WebP, AVIF or SVG (videos as MP4 or WebM), or move it out of the media folder.',
    ]);
  });

  it('keeps 5 hero headlines and hex accent colours', () => {
    const { content, files } = fixture();
    content.site.heroVariants.push('Six');
    content.caseStudies.vela.accent.dark = 'purple';
    expect(validateContent(content, files)).toEqual([
      'content/site.yaml: heroVariants has 6 headlines; the home page cycles exactly 5. Remove 1.',
      'content/projects/vela/index.md: accent.dark is not a hex colour; write it as # and six digits or letters a–f, e.g. #6B3FD4.',
    ]);
  });

  it('allows several private projects, and a codename only on a private one, unique and not the real name', () => {
    const { content, files } = fixture();
    Object.assign(content.caseStudies.vela, { access: 'private', teaser });
    const velaFiles = files
      .filter((file) => !file.startsWith('content/projects/vela/media/'))
      .concat('content/projects/vela/media/card/01.png', ...frames('content/projects/vela/protected-media/cover', 8), 'content/projects/vela/protected-media/calendar.png');
    expect(validateContent(content, velaFiles)).toEqual([]);

    Object.assign(content.caseStudies.vela, { codename: { name: 'Vela' } });
    Object.assign(content.caseStudies.solenne, { codename: { name: 'Lighthouse' } });
    expect(validateContent(content, velaFiles)).toEqual([
      "content/projects/solenne/index.md: codename is set, but only a private project hides its name; remove it, or make the project 'private'.",
      'content/projects/vela/index.md: codename.name "Vela" gives the address /vela, which content/projects/vela/index.md already has; give each project its own name.',
    ]);

    const other = fixture().content;
    Object.assign(other.caseStudies.mango, { codename: { name: 'Solenne' } });
    expect(validateContent(other, files)).toEqual([
      'content/projects/solenne/index.md: name "Solenne" gives the address /solenne, which content/projects/mango/index.md already has; give each project its own name.',
    ]);
  });

  it("requires a private project's teaser, refuses one on a public project, and checks its cover and summary", () => {
    const { content, files } = fixture();
    delete content.caseStudies.mango.teaser;
    Object.assign(content.caseStudies.vela, { teaser });
    expect(validateContent(content, files)).toEqual([
      'content/projects/mango/index.md: teaser is missing; a private project shows a public teaser on its card and password page. Add teaser: with outcome, role, year and industry (see CONTENT.md).',
      'content/projects/vela/index.md: teaser is set, but only a private project has a teaser (a public one shows its whole case study); remove it, or make the project private.',
    ]);

    const other = fixture().content;
    other.caseStudies.mango.teaser = {
      ...teaser,
      year: 'recently',
      summary: 'One. Two. Three. Four.',
      cover: { file: 'cover.svg', alt: 'Soft coloured shapes' },
    };
    const teaserFolder = 'content/projects/mango/media/teaser';
    expect(validateContent(other, [...files, `${teaserFolder}/covr.svg`])).toEqual([
      'content/projects/mango/index.md: teaser.year is not a date range the CV can read; write the years (or month and year) from first to last, e.g. "2021 – 2024", "Mar 2021 – present" or "2019".',
      'content/projects/mango/index.md: teaser.summary has more than 3 sentences; keep the public summary to two or three, and leave the rest to the case study.',
      `content/projects/mango/index.md: teaser.cover.file is "cover.svg", but there is no ${teaserFolder}/cover.svg; add the file there, or correct the name (did you mean "covr.svg"?).`,
    ]);
    other.caseStudies.mango.teaser = { ...teaser, summary: 'One. Two.', cover: { file: 'covr.svg', alt: 'Soft coloured shapes' } };
    expect(validateContent(other, [...files, `${teaserFolder}/covr.svg`])).toEqual([]);
  });

  it('checks the CV: readable dates, skills, and the fields it needs', () => {
    const { content, files } = fixture();
    content.about.experience[0]!.dates = 'since 2021';
    content.cv.education[0]!.dates = '2016 – 2012';
    content.cv.skills[0]!.items = [];
    content.cv.languages[0]!.level = ' ';
    content.cv.location.countryCode = 'Spain';
    const cvFields: Record<string, unknown> = content.cv;
    delete cvFields.summary;
    const unreadable =
      'is not a date range the CV can read; write the years (or month and year) from first to last, e.g. "2021 – 2024", "Mar 2021 – present" or "2019".';
    expect(validateContent(content, files)).toEqual([
      `content/about/index.md: experience[0].dates ${unreadable}`,
      'content/cv.yaml: location.countryCode is not a country code; write the two capital letters of the country, e.g. ES for Spain or GB for the United Kingdom.',
      'content/cv.yaml: summary is missing; write two or three sentences about you for the top of the CV.',
      'content/cv.yaml: skills[0].items is empty; list at least one skill, or remove the group.',
      `content/cv.yaml: education[0].dates ${unreadable}`,
      'content/cv.yaml: languages[0].level is empty; write how well you speak it, e.g. "Native" or "Professional (C1)".',
    ]);
  });

  it('asks a public project, and only a public one, for the outcome the CV shows', () => {
    const { content, files } = fixture();
    delete content.caseStudies.vela.outcome;
    expect(content.caseStudies.mango.outcome).toBeUndefined();
    expect(validateContent(content, files)).toEqual([
      'content/projects/vela/index.md: outcome is missing; the CV shows a public project with one line on what it achieved. Add outcome, e.g. "Bookings up 45% in six months".',
    ]);
  });
});

describe('one-line texts', () => {
  const tooLong = (count: number, max: number) =>
    `is too long (${count} characters; at most ${max} fit); shorten it to at most ${max} characters.`;

  it('allows each one-line text up to its maximum, and says by how much one is over', () => {
    const { content, files } = fixture();
    const vela = content.caseStudies.vela;
    const block = vela.sections[0]!.blocks[1]!;
    vela.subtitle = 'a'.repeat(maxLengths.line);
    vela.sections[0]!.title = 'a'.repeat(maxLengths.title);
    expect(validateContent(content, files)).toEqual([]);

    vela.subtitle = 'a'.repeat(maxLengths.line + 1);
    vela.role = 'a'.repeat(maxLengths.line + 12);
    vela.outcome = 'a'.repeat(maxLengths.line + 1);
    vela.sections[0]!.title = 'a'.repeat(maxLengths.title + 1);
    vela.coverAlt = 'a'.repeat(maxLengths.alt + 1);
    if (block.kind === 'images') {
      block.images[0]!.alt = 'a'.repeat(maxLengths.alt + 1);
      block.caption = 'a'.repeat(maxLengths.line + 1);
    }
    vela.lessons[0]!.title = 'a'.repeat(maxLengths.title + 1);
    content.site.name = 'a'.repeat(maxLengths.name + 1);
    content.site.heroVariants[2] = 'a'.repeat(maxLengths.title + 1);
    content.site.gate.label = 'a'.repeat(maxLengths.label + 1);
    content.about.experience[0]!.company = 'a'.repeat(maxLengths.name + 1);
    content.about.experience[0]!.position = 'a'.repeat(maxLengths.name + 1);
    content.about.galleries[0]!.items[0]!.tag = 'a'.repeat(maxLengths.label + 1);
    content.cv.skills[0]!.items[1] = 'a'.repeat(maxLengths.name + 1);
    expect(validateContent(content, files)).toEqual([
      `content/site.yaml: name ${tooLong(maxLengths.name + 1, maxLengths.name)}`,
      `content/site.yaml: heroVariants[2] ${tooLong(maxLengths.title + 1, maxLengths.title)}`,
      `content/site.yaml: gate.label ${tooLong(maxLengths.label + 1, maxLengths.label)}`,
      `content/about/index.md: galleries[0].items[0].tag ${tooLong(maxLengths.label + 1, maxLengths.label)}`,
      `content/about/index.md: experience[0].position ${tooLong(maxLengths.name + 1, maxLengths.name)}`,
      `content/about/index.md: experience[0].company ${tooLong(maxLengths.name + 1, maxLengths.name)}`,
      `content/cv.yaml: skills[0].items[1] ${tooLong(maxLengths.name + 1, maxLengths.name)}`,
      `content/projects/vela/index.md: subtitle ${tooLong(maxLengths.line + 1, maxLengths.line)}`,
      `content/projects/vela/index.md: role ${tooLong(maxLengths.line + 12, maxLengths.line)}`,
      `content/projects/vela/index.md: outcome ${tooLong(maxLengths.line + 1, maxLengths.line)}`,
      `content/projects/vela/index.md: coverAlt ${tooLong(maxLengths.alt + 1, maxLengths.alt)}`,
      `content/projects/vela/index.md: sections[0].title ${tooLong(maxLengths.title + 1, maxLengths.title)}`,
      `content/projects/vela/index.md: sections[0].blocks[1].images[0].alt ${tooLong(maxLengths.alt + 1, maxLengths.alt)}`,
      `content/projects/vela/index.md: sections[0].blocks[1].caption ${tooLong(maxLengths.line + 1, maxLengths.line)}`,
      `content/projects/vela/index.md: lessons[0].title ${tooLong(maxLengths.title + 1, maxLengths.title)}`,
    ]);
  });

  it('counts the characters of the text, not the spaces around it', () => {
    const { content, files } = fixture();
    content.caseStudies.vela.subtitle = `  ${'a'.repeat(maxLengths.line)}  `;
    expect(validateContent(content, files)).toEqual([]);
  });

  it('keeps a project name to its maximum', () => {
    const { content, files } = fixture();
    const long = `V${'e'.repeat(maxLengths.projectName)}la`;
    const slug = long.toLowerCase();
    const withLong = { ...content, caseStudies: { ...content.caseStudies, [slug]: study(long) } };
    const longFiles = [`content/projects/${slug}/index.md`, ...frames(`content/projects/${slug}/media/cover`, 8), `content/projects/${slug}/media/calendar.png`];
    expect(validateContent(withLong, [...files, ...longFiles])).toEqual([
      `content/projects/${slug}/index.md: name ${tooLong(long.length, maxLengths.projectName)}`,
    ]);
  });

  it('refuses invisible and direction-changing characters, naming each by its code point and where it is', () => {
    const { content, files } = fixture();
    content.site.name = 'Nora\u200B Castell';
    content.caseStudies.vela.subtitle = 'A booking app \u202Eoidutss llams rof\u202C';
    content.caseStudies.vela.sections[0]!.title = '\uFEFFResearch';
    content.about.experience[0]!.company = 'Tes\u2066sera\u2069';
    content.cv.languages[0]!.language = 'Spanish\u061C';
    const block = content.caseStudies.vela.sections[0]!.blocks[0]!;
    if (block.kind === 'comment') block.title = 'Inter\u2060views';
    expect(validateContent(content, files)).toEqual([
      'content/site.yaml: name has an invisible character, ZERO WIDTH SPACE (U+200B) at character 5, which can hide or reorder the text around it; delete it.',
      'content/about/index.md: experience[0].company has invisible characters, LEFT-TO-RIGHT ISOLATE (U+2066) at character 4 and POP DIRECTIONAL ISOLATE (U+2069) at character 9, which can hide or reorder the text around them; delete them.',
      'content/cv.yaml: languages[0].language has an invisible character, ARABIC LETTER MARK (U+061C) at character 8, which can hide or reorder the text around it; delete it.',
      'content/projects/vela/index.md: subtitle has invisible characters, RIGHT-TO-LEFT OVERRIDE (U+202E) at character 15 and POP DIRECTIONAL FORMATTING (U+202C) at character 33, which can hide or reorder the text around them; delete them.',
      'content/projects/vela/index.md: sections[0].title has an invisible character, ZERO WIDTH NO-BREAK SPACE (U+FEFF) at character 1, which can hide or reorder the text around it; delete it.',
      'content/projects/vela/index.md: sections[0].blocks[0].title has an invisible character, WORD JOINER (U+2060) at character 6, which can hide or reorder the text around it; delete it.',
    ]);
  });

  it('refuses every listed invisible character, and lets other characters through', () => {
    const { content, files } = fixture();
    const invisible = [0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff, 0x061c];
    content.cv.tools = invisible.map((char) => `Fig${String.fromCodePoint(char)}ma`);
    const problems = validateContent(content, files);
    expect(problems).toHaveLength(invisible.length);
    invisible.forEach((char, i) =>
      expect(problems[i]).toMatch(new RegExp(`tools\\[${i}\\] has an invisible character, [A-Z -]+ \\(U\\+${char.toString(16).toUpperCase().padStart(4, '0')}\\)`)),
    );

    const visible = fixture();
    visible.content.cv.tools = ['Figma · Tokens Studio', 'Café – “Déjà vu”', 'مرحبا', '設計', 'Design 🎨'];
    expect(validateContent(visible.content, visible.files)).toEqual([]);
  });
});

describe('links', () => {
  it('takes https:// only, saying so for an http:// link', () => {
    const { content, files } = fixture();
    content.site.profileUrl = 'http://www.linkedin.com/in/nora';
    content.site.url = 'http://nora.example.com';
    content.about.experience[0]!.companyUrl = 'http://tessera.example.com';
    content.caseStudies.vela.prototypes[0]!.href = 'http://prototypes.example.com/mobile';
    content.caseStudies.vela.caseStudyUrl = 'ftp://files.example.com/vela';
    const insecure = (what: string) => `starts with http://, which browsers mark as not secure; write ${what} with https:// instead.`;
    expect(validateContent(content, files)).toEqual([
      `content/site.yaml: profileUrl ${insecure('your profile link')}`,
      `content/site.yaml: url ${insecure("the site's public address")}`,
      `content/about/index.md: experience[0].companyUrl ${insecure("the company's site")}`,
      `content/projects/vela/index.md: prototypes[0].href ${insecure('the prototype link')}`,
      "content/projects/vela/index.md: caseStudyUrl is not a full web address; write the full case study link starting with https://, or leave it empty ('') to show it as unavailable.",
    ]);
  });

  it('refuses a user name or password in a link', () => {
    const { content, files } = fixture();
    content.site.profileUrl = 'https://www.linkedin.com@example.net/in/nora';
    content.about.experience[0]!.companyUrl = 'https://nora:secret@tessera.example.com/';
    content.caseStudies.vela.prototypes[2]!.href = 'https://@prototypes.example.com/desktop';
    content.caseStudies.solenne.caseStudyUrl = 'https://medium.com/@nora/solenne';
    content.caseStudies.solenne.prototypes[2]!.href = 'https:\\\\nora@prototypes.example.com/desktop';
    const userInfo = 'has a user name or password before an @, which can disguise where the link goes; remove the part between https:// and the @.';
    expect(validateContent(content, files)).toEqual([
      `content/site.yaml: profileUrl ${userInfo}`,
      `content/about/index.md: experience[0].companyUrl ${userInfo}`,
      `content/projects/solenne/index.md: prototypes[2].href ${userInfo}`,
      `content/projects/vela/index.md: prototypes[2].href ${userInfo}`,
    ]);
  });

  it('takes mailto: in no link field, and the email field without it', () => {
    const { content, files } = fixture();
    content.site.profileUrl = 'mailto:nora@example.com';
    content.site.email = 'mailto:nora@example.com';
    expect(validateContent(content, files)).toEqual([
      'content/site.yaml: email is not an email address; write it like name@example.com.',
      'content/site.yaml: profileUrl is not a full web address; write your profile link starting with https://, e.g. https://www.example.com/page.',
    ]);
  });
});

describe('reserved project names', () => {
  const withProject = (name: string) => {
    const { content, files } = fixture();
    const slug = name.toLowerCase();
    const caseStudies = { ...content.caseStudies, [slug]: study(name) };
    const projectFiles = [`content/projects/${slug}/index.md`, ...frames(`content/projects/${slug}/media/cover`, 8), `content/projects/${slug}/media/calendar.png`];
    return validateContent({ ...content, caseStudies }, [...files, ...projectFiles]);
  };

  it('reserves every name the build writes at the top of the site', () => {
    for (const name of buildOutputNames) expect(reservedSlugs).toContain(name.toLowerCase());
    for (const name of ['Protected-Snapshot', 'Protected', 'Assets', 'Og', 'Resume', 'Sitemap', 'Robots', 'Tokens', '404'])
      expect(withProject(name)).toEqual([
        `content/projects/${name.toLowerCase()}/index.md: name "${name}" would give the address /${name.toLowerCase()}, which the site uses for something else; choose another name.`,
      ]);
  });

  it('reserves the addresses the servers answer themselves: the editor, the content files, each language', () => {
    expect(reservedSlugs).toEqual(expect.arrayContaining([editorFolder, contentFolder, ...reservedSegments()]));
    for (const name of ['Admin', 'ADMIN', 'Content', 'Es'])
      expect(withProject(name)).toEqual([
        `content/projects/${name.toLowerCase()}/index.md: name "${name}" would give the address /${name.toLowerCase()}, which the site uses for something else; choose another name.`,
      ]);
    const { content, files } = fixture();
    Object.assign(content.caseStudies.mango, { codename: { name: 'Admin' } });
    expect(validateContent(content, files)).toEqual([
      'content/projects/mango/index.md: codename.name "Admin" would give the address /admin, which the site uses for something else; choose another name.',
    ]);
  });

  it('refuses the names Windows keeps for devices, in any case, for a name and a codename', () => {
    for (const name of ['Con', 'PRN', 'aux', 'Nul', 'Com1', 'COM9', 'lpt1', 'Lpt9'])
      expect(withProject(name)).toEqual([
        `content/projects/${name.toLowerCase()}/index.md: name "${name}" would give the address /${name.toLowerCase()}, whose folder cannot be created on Windows (${name.toUpperCase()} is a name Windows keeps for a device), so the site could not be edited or built there; choose another name.`,
      ]);
    for (const name of ['Cons', 'Com0', 'Com10', 'Lpt', 'Auxo', 'Null']) expect(withProject(name)).toEqual([]);

    const { content, files } = fixture();
    Object.assign(content.caseStudies.mango, { codename: { name: 'Aux' } });
    expect(validateContent(content, files)).toEqual([
      'content/projects/mango/index.md: codename.name "Aux" would give the address /aux, whose folder cannot be created on Windows (AUX is a name Windows keeps for a device), so the site could not be edited or built there; choose another name.',
    ]);
  });
});
