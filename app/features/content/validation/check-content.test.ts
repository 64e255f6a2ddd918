import { closeSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { maxLengths } from '../schema.ts';
import sharp from 'sharp';
import { checkContent, maxProblemsPerFile } from './check-content.ts';
import { formatBytes } from './media-checks.ts';

/** A small real image of each format: the check reads every image in full. */
const tiny = sharp({ create: { width: 16, height: 10, channels: 3, background: '#7a5cc7' } });
const images: Record<string, Buffer> = {
  png: await tiny.clone().png().toBuffer(),
  jpg: await tiny.clone().jpeg().toBuffer(),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="10"><rect width="16" height="10" fill="#7a5cc7"/></svg>'),
};
/** What a file holds when a test does not say: a real image for an image's name, else nothing. */
const contentsOf = (file: string, text: string | Buffer) => (text === '' ? (images[path.extname(file).slice(1)] ?? '') : text);

const site = `name: Nora Castell
role: Senior product designer
email: nora@example.com
profileUrl: https://www.linkedin.com/in/nora
profileLabel: LinkedIn
url: https://nora.example.com
description: A designer.
heroVariants:
  - One
  - Two
  - Three
  - Four
  - '*Five*'
footer:
  callToAction: Hiring?
  smallPrint: Made in Barcelona.
gate:
  label: Under NDA
  intro: Protected work.
  noPassword: 'Ask me.'
  requestAccess:
    label: Request access
    subject: Access to {project}
    body: Hello.
notFound:
  label: '404'
  title: Not here
  text: Old link.
  workLink: Work
  aboutLink: About
designSystem:
  linkText: How it is built
  title: System
  intro: Tokens.
  description: The tokens.
  figmaNote: Load it.
projects:
  - vela
`;

const cv = `location:
  city: Barcelona
  countryCode: ES
summary: Designer of systems.
skills:
  - area: Design systems
    items:
      - Tokens
tools:
  - Figma
education:
  - degree: BA in Graphic Design
    school: EASD València
    dates: 2012 – 2016
languages:
  - language: Spanish
    level: Native
`;

const about = `---
hero:
  eyebrow: About
  title: Hello
  intro: I design.
galleries:
  - title: Studio
    items:
      - name: wall.jpg
        tag: Workshop
        mediaType: image
        alt: A wall of sticky notes
experience:
  - position: Designer
    company: Tessera
    dates: 2021 – present
    text: Systems.
---

## Story

### Start

I began in print.

## Design principles

### Clarity

Say it plainly.

## Lessons

### Write it down

Nobody remembers.
`;

// Line numbers in the tests below count from this file's first line (the opening ---).
const vela = `---
name: Vela
subtitle: A booking app for small studios
access: public
accent:
  light: '#6B3FD4'
  dark: '#B9A2FF'
role: Lead designer · 2024
outcome: Class bookings up 30% in a term
coverAlt: Booking screens on a phone
about:
  title: What it is
  text: |
    A booking app.

    For small studios.
prototypes:
  - kind: Mobile
    href: https://prototypes.example.com/mobile
  - kind: Tablet
    href:
  - kind: Desktop
    href: https://prototypes.example.com/desktop
---

## Research

### Interviews

We spoke to 12 studio owners.

![Weekly calendar with three classes booked](media/calendar.png)
![Research board of interview notes](media/board.png "What we heard.")

## Lessons

### Ask early

Owners knew the answers.
`;

// Each file's Spanish translation: its texts only.
const siteEs = `role: Diseñadora de producto sénior
description: Una diseñadora.
heroVariants:
  - Uno
  - Dos
  - Tres
  - Cuatro
  - '*Cinco*'
footer:
  callToAction: ¿Contratando?
  smallPrint: Hecho en Barcelona.
gate:
  label: Confidencial
  intro: Trabajo protegido.
  noPassword: Pídemela.
  requestAccess:
    label: Solicitar acceso
    subject: Acceso a {project}
    body: Hola.
notFound:
  label: '404'
  title: No está aquí
  text: Enlace antiguo.
  workLink: Trabajo
  aboutLink: Sobre mí
designSystem:
  linkText: Cómo está hecho
  title: Sistema
  intro: Tokens.
  description: Los tokens.
  figmaNote: Cárgalo.
`;

const cvEs = `summary: Diseñadora de sistemas.
skills:
  - area: Sistemas de diseño
    items:
      - Tokens
education:
  - degree: Grado en Diseño Gráfico
languages:
  - language: Español
    level: Nativa
`;

const aboutEs = `---
hero:
  eyebrow: Sobre mí
  title: Hola
  intro: Diseño.
galleries:
  - title: Estudio
    items:
      - tag: Taller
        alt: Una pared de notas adhesivas
experience:
  - position: Diseñadora
    text: Sistemas.
---

## Historia

### Inicio

Empecé en imprenta.

## Principios de diseño

### Claridad

Dilo claro.

## Aprendizajes

### Escríbelo

Nadie se acuerda.
`;

const velaEs = `---
subtitle: Una app de reservas para estudios pequeños
role: Diseñadora principal · 2024
outcome: Reservas de clases un 30 % más en un trimestre
coverAlt: Pantallas de reserva en un móvil
about:
  title: Qué es
  text: Una app de reservas.
---

## Investigación

### Entrevistas

Hablamos con 12 dueños de estudios.

![Calendario semanal con tres clases reservadas](media/calendar.png)
![Tablero de notas de las entrevistas](media/board.png "Lo que oímos.")

## Aprendizajes

### Pregunta pronto

Los dueños sabían las respuestas.
`;

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A site on disk: the four kinds of content file, and every media file they name. */
function siteWith(
  files: Partial<Record<'site' | 'cv' | 'about' | 'vela' | 'siteEs' | 'cvEs' | 'aboutEs' | 'velaEs', string | null>> = {},
  /** Changes the files on disk before the check reads them. */
  change?: (root: string) => void,
) {
  const root = mkdtempSync(path.join(tmpdir(), 'portfolio-content-'));
  roots.push(root);
  const write = (file: string, text: string | null = '') => {
    if (text === null) return;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), contentsOf(file, text));
  };
  write('content/site.yaml', files.site ?? site);
  write('content/cv.yaml', files.cv ?? cv);
  write('content/about/index.md', files.about ?? about);
  write('content/about/media/wall.jpg');
  write('content/projects/vela/index.md', files.vela ?? vela);
  write('content/site.es.yaml', files.siteEs === undefined ? siteEs : files.siteEs);
  write('content/cv.es.yaml', files.cvEs === undefined ? cvEs : files.cvEs);
  write('content/about/index.es.md', files.aboutEs === undefined ? aboutEs : files.aboutEs);
  write('content/projects/vela/index.es.md', files.velaEs === undefined ? velaEs : files.velaEs);
  for (let i = 1; i <= 8; i++) write(`content/projects/vela/media/cover/0${i}.png`);
  write('content/projects/vela/media/calendar.png');
  write('content/projects/vela/media/board.png');
  change?.(root);
  return checkContent(root);
}

const velaFile = 'content/projects/vela/index.md';
const problemsWith = (edit: (text: string) => string) => siteWith({ vela: edit(vela) }).problems;
const velaEsFile = 'content/projects/vela/index.es.md';

describe('a translation of every content file', () => {
  it('lays its texts over the English file, and keeps the rest from there', () => {
    const { translations, problems } = siteWith();
    expect(problems).toEqual([]);
    const study = translations.es.caseStudies.vela as Record<string, unknown>;
    expect(study).toMatchObject({ name: 'Vela', accent: { light: '#6B3FD4' }, subtitle: 'Una app de reservas para estudios pequeños' });
    expect(study.sections).toEqual([
      {
        title: 'Investigación',
        blocks: [
          { kind: 'comment', title: 'Entrevistas', text: 'Hablamos con 12 dueños de estudios.' },
          {
            kind: 'images',
            images: [
              { file: 'calendar.png', alt: 'Calendario semanal con tres clases reservadas' },
              { file: 'board.png', alt: 'Tablero de notas de las entrevistas' },
            ],
            caption: 'Lo que oímos.',
          },
        ],
      },
    ]);
    expect(translations.es.about).toMatchObject({ story: [{ title: 'Inicio' }], experience: [{ company: 'Tessera', position: 'Diseñadora' }] });
  });

  it('stops the build on a missing translation file, naming it', () => {
    expect(siteWith({ velaEs: null }).problems).toEqual([expect.stringMatching(/^content\/projects\/vela\/index\.es\.md: is missing; every page is in each language/)]);
  });

  it('names the file, line and field of a missing text, with where the English one is', () => {
    const problems = siteWith({ velaEs: velaEs.replace('coverAlt: Pantallas de reserva en un móvil\n', '') }).problems;
    expect(problems).toEqual([`${velaEsFile}:1: coverAlt is missing: index.md has it (line 10); write it here in the page's language.`]);
  });

  it('refuses a field that is the same in every language, and a list of another length', () => {
    const problems = siteWith({
      velaEs: velaEs.replace('subtitle:', "accent:\n  light: '#000000'\nsubtitle:"),
      cvEs: cvEs.replace('languages:\n', 'languages:\n  - language: Inglés\n    level: C1\n'),
    }).problems;
    expect(problems).toContainEqual(expect.stringMatching(/^content\/projects\/vela\/index\.es\.md:2: accent is not a text that changes with the language; it is written once, in index\.md/));
    expect(problems).toContainEqual(expect.stringMatching(/^content\/cv\.es\.yaml:\d+: languages has 2 entries, but cv\.yaml has 1/));
  });

  it('refuses a translated text the English file does not have, saying to write it there first', () => {
    expect(siteWith({ velaEs: velaEs.replace('subtitle:', 'teaser:\n  summary: Un resumen.\nsubtitle:') }).problems).toEqual([
      `${velaEsFile}:2: teaser translates a text index.md does not have; write it there first, or remove it here.`,
    ]);
  });

  it('applies the same rules to the translated texts', () => {
    const long = 'a'.repeat(maxLengths.line + 1);
    expect(siteWith({ velaEs: velaEs.replace('subtitle: Una app de reservas para estudios pequeños', `subtitle: ${long}`) }).problems).toEqual([
      expect.stringMatching(/^content\/projects\/vela\/index\.es\.md:2: subtitle is too long/),
    ]);
  });

  it('shows the same images as the English file', () => {
    expect(siteWith({ velaEs: velaEs.replace('media/board.png', 'media/calendar.png') }).problems).toContainEqual(
      expect.stringMatching(/^content\/projects\/vela\/index\.es\.md:\d+: shows calendar\.png as image 2, where index\.md shows board\.png/),
    );
  });
});

describe('content files read into the content the pages show', () => {
  it('reads frontmatter and body into the fields of a case study', () => {
    const { content, problems } = siteWith();
    expect(problems).toEqual([]);
    expect(content.projectOrder).toEqual(['vela']);
    expect(content.caseStudies.vela).toEqual({
      name: 'Vela',
      subtitle: 'A booking app for small studios',
      access: 'public',
      accent: { light: '#6B3FD4', dark: '#B9A2FF' },
      role: 'Lead designer · 2024',
      outcome: 'Class bookings up 30% in a term',
      coverAlt: 'Booking screens on a phone',
      about: { title: 'What it is', text: 'A booking app.\nFor small studios.' },
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
            {
              kind: 'images',
              images: [
                { file: 'calendar.png', alt: 'Weekly calendar with three classes booked' },
                { file: 'board.png', alt: 'Research board of interview notes' },
              ],
              caption: 'What we heard.',
            },
          ],
        },
      ],
      lessons: [{ title: 'Ask early', text: 'Owners knew the answers.' }],
    });
    expect(content.about).toMatchObject({
      story: [{ title: 'Start', text: 'I began in print.' }],
      principles: [{ title: 'Clarity', text: 'Say it plainly.' }],
      lessons: [{ title: 'Write it down', text: 'Nobody remembers.' }],
    });
  });

  it('joins paragraphs with a line break and makes straight quotes typographic', () => {
    const { content } = siteWith({
      vela: vela.replace('We spoke to 12 studio owners.', 'We spoke to 12 owners. They said "call me".\n\nIt\'s the studios\' way.'),
    });
    const block = (content.caseStudies.vela as { sections: { blocks: { text?: string }[] }[] }).sections[0]?.blocks[0];
    expect(block?.text).toBe('We spoke to 12 owners. They said “call me”.\nIt’s the studios’ way.');
  });
});

describe('each problem is one line with the file, the line, the field and the fix', () => {
  it('a frontmatter field the schema refuses', () => {
    expect(problemsWith((text) => text.replace("dark: '#B9A2FF'", 'dark: purple'))).toEqual([
      `${velaFile}:7: accent.dark is not a hex colour; write it as # and six digits or letters a–f, e.g. #6B3FD4.`,
    ]);
    expect(problemsWith((text) => text.replace('subtitle: A booking app for small studios', 'subtitle:'))).toEqual([
      `${velaFile}:3: subtitle is empty; write one line about the project for its card.`,
    ]);
    expect(problemsWith((text) => text.replace('    href: https://prototypes.example.com/desktop', '    href: prototypes.example.com'))).toEqual([
      `${velaFile}:23: prototypes[2].href is not a full web address; write the prototype link starting with https://, or leave it empty ('') to show it as unavailable.`,
    ]);
  });

  it('a one-line text too long, an invisible character, an http:// link', () => {
    expect(problemsWith((text) => text.replace('role: Lead designer · 2024', `role: ${'a'.repeat(maxLengths.line + 1)}`))).toEqual([
      `${velaFile}:8: role is too long (${maxLengths.line + 1} characters; at most ${maxLengths.line} fit); shorten it to at most ${maxLengths.line} characters.`,
    ]);
    expect(problemsWith((text) => text.replace('"What we heard."', `"${'a'.repeat(maxLengths.line + 1)}"`))).toEqual([
      `${velaFile}:33: sections[0].blocks[1].caption is too long (${maxLengths.line + 1} characters; at most ${maxLengths.line} fit); shorten it to at most ${maxLengths.line} characters.`,
    ]);
    expect(problemsWith((text) => text.replace('## Research', '## Re\u200Dsearch'))).toEqual([
      `${velaFile}:26: sections[0].title has an invisible character, ZERO WIDTH JOINER (U+200D) at character 3, which can hide or reorder the text around it; delete it.`,
    ]);
    expect(problemsWith((text) => text.replace('https://prototypes.example.com/desktop', 'http://prototypes.example.com/desktop'))).toEqual([
      `${velaFile}:23: prototypes[2].href starts with http://, which browsers mark as not secure; write the prototype link with https:// instead.`,
    ]);
  });

  it('a misspelt field, and the field it leaves missing', () => {
    expect(problemsWith((text) => text.replace('role:', 'rol:'))).toEqual([
      `${velaFile}:1: role is missing; write what you did, where and when.`,
      `${velaFile}:8: rol is not a field here; check its spelling against CONTENT.md, or remove it.`,
    ]);
  });

  it('a YAML syntax error, in a Markdown file and in a YAML file', () => {
    expect(problemsWith((text) => text.replace('coverAlt: Booking screens on a phone', 'coverAlt: Booking screens: a phone'))).toEqual([
      `${velaFile}:10: coverAlt YAML cannot read this line; if the text holds ": ", put the whole text in quotes.`,
    ]);
    expect(siteWith({ site: site.replace("  - '*Five*'", '  - *Five*') }).problems[0]).toBe(
      'content/site.yaml:13: heroVariants[4] a text cannot start with * in YAML; put the whole text in quotes, e.g. "*9 years* of …".',
    );
  });

  it('an image block of eight images', () => {
    const eight = Array.from({ length: 8 }, () => '![Weekly calendar](media/calendar.png)').join('\n');
    expect(problemsWith((text) => text.replace(/!\[Weekly[^\n]*\n![^\n]*/, eight))).toEqual([
      `${velaFile}:32: sections[0].blocks[1].images has 8 images; an image block holds at most 7. Split it into two blocks.`,
    ]);
  });

  it('an image file that does not exist, an empty alt, and an image outside the media folder', () => {
    expect(problemsWith((text) => text.replace('media/board.png', 'media/bord.png'))).toEqual([
      `${velaFile}:33: sections[0].blocks[1].images[1].file is "bord.png", but there is no content/projects/vela/media/bord.png; add the file there, or correct the name (did you mean "board.png"?).`,
    ]);
    expect(problemsWith((text) => text.replace('[Weekly calendar with three classes booked]', '[ ]'))).toEqual([
      `${velaFile}:32: sections[0].blocks[1].images[0].alt is empty; describe what the image shows for people who cannot see it, e.g. "Checkout screen with the order summary open".`,
    ]);
    expect(problemsWith((text) => text.replace('(media/calendar.png)', '(calendar.png)'))).toEqual([
      `${velaFile}:32: sections[0].blocks[1].images[0].file is "calendar.png", but images live in the project's media folder; write it as media/calendar.png.`,
    ]);
  });

  it('a caption on an image that is not the last of its row', () => {
    expect(problemsWith((text) => text.replace('(media/calendar.png)', '(media/calendar.png "Calendar")'))).toEqual([
      `${velaFile}:32: sections[0].blocks[1].images[0] has a caption ("Calendar"), but only the last image of a row carries the row's caption; move it to the last image, or remove it.`,
    ]);
  });

  it('a section or a titled paragraph without its title', () => {
    expect(problemsWith((text) => text.replace('## Research', '##'))).toEqual([
      `${velaFile}:26: sections[0].title is empty; write the section title.`,
    ]);
    expect(problemsWith((text) => text.replace('### Interviews\n\n', ''))).toEqual([
      `${velaFile}:28: is a paragraph without a title; start a titled paragraph with a ### Title line above it.`,
    ]);
  });

  it('text before the first section, and headings the page has no place for', () => {
    expect(problemsWith((text) => text.replace('## Research', 'An introduction.\n\n## Research'))).toEqual([
      `${velaFile}:26: comes before the first ## section; start the story with a ## Section title line (the fields above go between the --- lines).`,
    ]);
    expect(problemsWith((text) => text.replace('### Interviews', '#### Interviews'))).toEqual([
      `${velaFile}:28: is a heading with 4 #, which the page has no place for; use ## for a numbered section, ### for a titled paragraph.`,
      `${velaFile}:30: is a paragraph without a title; start a titled paragraph with a ### Title line above it.`,
    ]);
  });

  it('raw HTML, refused and never rendered', () => {
    expect(problemsWith((text) => text.replace('We spoke to 12 studio owners.', 'We spoke to <b>12</b> owners.'))).toEqual([
      `${velaFile}:30: sections[0].blocks[0].text has HTML, which the site never shows as code; remove the tags and write plain text; 1 more place in this text cannot be shown either.`,
    ]);
    expect(problemsWith((text) => text.replace('## Lessons', '<div class="note">Note</div>\n\n## Lessons'))).toEqual([
      `${velaFile}:35: is HTML, which the site never shows as code; remove the tags and write plain text.`,
    ]);
  });

  it('lists, code, quotes, bold text and links, which the page cannot show', () => {
    const after = (construct: string) => problemsWith((text) => text.replace('studio owners.\n', `studio owners.\n\n${construct}\n`));
    expect(after('- one\n- two')).toEqual([`${velaFile}:32: is a list, which the page cannot show; write it as a sentence in a paragraph.`]);
    expect(after('```\ncode\n```')).toEqual([
      `${velaFile}:32: is a code block, which the page cannot show; write it as a paragraph (indent text by fewer than four spaces).`,
    ]);
    expect(after('> A quote.')).toEqual([
      `${velaFile}:32: is a quote block (> …), which the page cannot show; write the quote in a paragraph, in "quotes".`,
    ]);
    // One problem per text, naming its field: the first thing the page cannot show, and how many more there are.
    expect(problemsWith((text) => text.replace('We spoke to 12 studio owners.', 'We spoke to **12** [owners](https://example.com).'))).toEqual([
      `${velaFile}:30: sections[0].blocks[0].text has **bold** text, which the page cannot show; remove the stars (write \\* for a star); 1 more place in this text cannot be shown either.`,
    ]);
    expect(problemsWith((text) => text.replace('### Interviews', '### *Inter*views').replace('### Ask early', '### Ask [early](https://example.com)'))).toEqual([
      `${velaFile}:28: sections[0].blocks[0].title has *italic* or _italic_ text, which the page cannot show; remove the stars or underscores (write \\* for a star).`,
      `${velaFile}:37: lessons[0].title has a link, which the page cannot show inside a text; write the text alone (prototype and case-study links are fields at the top of the file).`,
    ]);
  });

  it('a section after the lessons, and fields that belong in the body', () => {
    expect(problemsWith((text) => `${text}\n## Later\n\n### More\n\nText.\n`)).toEqual([
      `${velaFile}:41: ## Later comes after ## Lessons, which must be the last section; move it above ## Lessons.`,
    ]);
    expect(problemsWith((text) => text.replace('role:', 'lessons: []\nrole:'))).toEqual([
      `${velaFile}:8: lessons is written in the text, as the ## Lessons section at the end, not among the fields at the top; move it there.`,
    ]);
  });

  it('a file without its frontmatter lines', () => {
    expect(problemsWith((text) => text.replace(/^---\n/, ''))[0]).toBe(
      `${velaFile}:1: must start with a line of only ---, then the fields (name, subtitle, …), then another --- line, then the text.`,
    );
  });

  it('the home page order, in site.yaml, naming a project that does not exist: the one a typo meant, if one is close', () => {
    expect(siteWith({ site: site.replace('  - vela', '  - velo') }).problems).toEqual([
      'content/site.yaml:38: projects[0] is "velo", but there is no content/projects/velo; did you mean "vela"?',
    ]);
    expect(siteWith({ site: site.replace('  - vela', '  - vela\n  - orchid') }).problems).toEqual([
      'content/site.yaml:39: projects[1] is "orchid", but there is no content/projects/orchid; add the project (npm run new-project -- orchid), or remove the line.',
    ]);
  });

  it('the about page: a part it does not have, and a gallery item the schema refuses', () => {
    const edited = about.replace('## Design principles', '## Principles').replace('mediaType: image', 'mediaType: photo');
    expect(siteWith({ about: edited }).problems).toEqual([
      'content/about/index.md:26: ## Principles is not a part of the about page; its parts are ## Story, ## Design principles, ## Lessons.',
      'content/about/index.md:11: galleries[0].items[0].mediaType must be \'image\' or \'video\'.',
    ]);
  });
});

describe('long texts', () => {
  // A megabyte of words, quotes and spaces: every step that reads a text goes over it once.
  const megabyte = `${Array.from({ length: 200_000 }, (_, i) => (i % 7 === 0 ? `"it's"   ` : i % 5 === 0 ? "'90s   \t" : 'word ')).join('').slice(0, (1 << 20) - 1)}.`;

  it(
    'answers a one-megabyte paragraph with its limit, in the file and in its translation',
    () => {
      expect(megabyte).toHaveLength(1 << 20);
      const limit = (file: string, at: number, field: string) =>
        `${file}:${at}: ${field} is too long (${megabyte.length} characters; at most ${maxLengths.text} fit); shorten it to at most ${maxLengths.text} characters.`;
      expect(siteWith({ vela: vela.replace('We spoke to 12 studio owners.', megabyte) }).problems).toEqual([limit(velaFile, 30, 'sections[0].blocks[0].text')]);
      expect(siteWith({ velaEs: velaEs.replace('Hablamos con 12 dueños de estudios.', megabyte) }).problems).toEqual([limit(velaEsFile, 15, 'sections[0].blocks[0].text')]);
    },
    // Slow by nature on a busy machine; the bench, not this test, is where speed is measured.
    120_000,
  );

  it(
    'answers a one-megabyte block of fields the same way',
    () => {
      const edited = site.replace('description: A designer.', `description: |\n  ${megabyte.replace(/\t/g, ' ')}\n\n  ${megabyte.replace(/\t/g, ' ')}`);
      expect(siteWith({ site: edited }).problems).toEqual([
        expect.stringMatching(new RegExp(`^content/site\\.yaml:7: description is too long \\(\\d+ characters; at most ${maxLengths.description} fit\\)`)),
      ]);
    },
    120_000,
  );

  it(
    'answers a megabyte of Markdown signs the same way, in a paragraph wrapped over many lines',
    () => {
      const stars = Array.from({ length: 1 << 13 }, () => '*a_b`c[d'.repeat(16)).join('\n');
      expect(stars.length).toBeGreaterThan(1 << 20);
      expect(siteWith({ vela: vela.replace('We spoke to 12 studio owners.', stars) }).problems).toEqual([
        `${velaFile}:30: sections[0].blocks[0].text is too long (${stars.length} characters; at most ${maxLengths.text} fit); shorten it to at most ${maxLengths.text} characters.`,
      ]);
    },
    120_000,
  );

  // Markdown's parser matches every star of a text against the stars before it: a text full of them
  // is read as plain text, in one pass, and answered with one problem per field.
  it('answers a heading of twenty thousand emphasis runs with one problem, its length, naming file, line and field', { timeout: 120_000 }, () => {
    const problems = problemsWith((text) => text.replace('## Research', `## ${'*a'.repeat(20_000)}`));
    expect(problems).toEqual([
      `${velaFile}:26: sections[0].title is too long (40000 characters; at most ${maxLengths.title} fit); shorten it to at most ${maxLengths.title} characters.`,
    ]);
  });

  it('answers an alt text and a caption of twenty thousand emphasis runs the same way', { timeout: 120_000 }, () => {
    expect(problemsWith((text) => text.replace('Weekly calendar with three classes booked', '*a'.repeat(20_000)))).toEqual([
      `${velaFile}:32: sections[0].blocks[1].images[0].alt is too long (40000 characters; at most ${maxLengths.alt} fit); shorten it to at most ${maxLengths.alt} characters.`,
    ]);
    expect(problemsWith((text) => text.replace('"What we heard."', `"${'*a'.repeat(20_000)}"`))).toEqual([
      `${velaFile}:33: sections[0].blocks[1].caption is too long (40000 characters; at most ${maxLengths.line} fit); shorten it to at most ${maxLengths.line} characters.`,
    ]);
  });

  it('answers a hundred paragraphs of emphasis runs with one problem each, never a stack overflow', { timeout: 120_000 }, () => {
    const paragraphs = Array.from({ length: 100 }, (_, i) => `### Paragraph ${i}\n\n${'*a'.repeat(4_990)}`).join('\n\n');
    const problems = problemsWith((text) => text.replace('### Interviews\n\nWe spoke to 12 studio owners.', paragraphs));
    // The first fifty, then how many more: the file is fixed from the top.
    expect(problems).toHaveLength(maxProblemsPerFile + 1);
    problems.slice(0, maxProblemsPerFile).forEach((problem, i) =>
      expect(problem).toBe(
        `${velaFile}:${30 + 4 * i}: sections[0].blocks[${i}].text is too long (9980 characters; at most ${maxLengths.text} fit); shorten it to at most ${maxLengths.text} characters.`,
      ),
    );
    expect(problems.at(-1)).toBe(`${velaFile}: has 50 more problems after these; fix these first, then check again.`);
    // Within the length, the same signs are one problem of their own.
    expect(problemsWith((text) => text.replace('We spoke to 12 studio owners.', '*a'.repeat(1_000)))).toEqual([
      `${velaFile}:30: sections[0].blocks[0].text has 1000 formatting signs (* _ \` [ ] < > \\ &), more than any text of the page holds (at most 200); the page shows no italic, bold, code or link, so remove the stars, underscores, backticks and brackets (write \\* for a star you mean).`,
    ]);
  });

  it('answers a megabyte of list items, headings or images with a few lines', { timeout: 120_000 }, () => {
    const megabyte = (unit: string) => unit.repeat(Math.ceil((1 << 20) / unit.length));
    for (const body of [megabyte('- a\n'), megabyte('### *a*\n'), megabyte('![a](media/calendar.png)\n'), megabyte('> *a* [b](c)\n\n')]) {
      const problems = problemsWith((text) => text.replace('We spoke to 12 studio owners.', body));
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${velaFile}:25: has more than 10,000 lines of text below the fields`))]);
    }
  });

  it('takes the longest texts the limits allow', () => {
    const paragraph = `${'word '.repeat(maxLengths.text / 5 - 1)}words`;
    expect(siteWith({ vela: vela.replace('We spoke to 12 studio owners.', paragraph) }).problems).toEqual([]);
    expect(siteWith({ vela: vela.replace('We spoke to 12 studio owners.', `${paragraph}!`) }).problems).toEqual([
      `${velaFile}:30: sections[0].blocks[0].text is too long (${maxLengths.text + 1} characters; at most ${maxLengths.text} fit); shorten it to at most ${maxLengths.text} characters.`,
    ]);
  });
});

describe('invisible characters, in every field of every file, in both languages', () => {
  const refused = (name: string) => new RegExp(`has an invisible character, ${name.replace(/[()+]/g, '\\$&')} at character \\d+, which can hide or reorder the text around it; delete it\\.$`);

  it('direction controls: in a field at the top, in a text of several paragraphs, in the story', () => {
    expect(siteWith({ vela: vela.replace('For small studios.', 'For small \u202Eoidutss.') }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:13: about\\.text ${refused('RIGHT-TO-LEFT OVERRIDE (U+202E)').source}`),
    ]);
    expect(siteWith({ vela: vela.replace('We spoke to 12', 'We spoke to \u2067 12') }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:30: sections\\[0\\]\\.blocks\\[0\\]\\.text ${refused('RIGHT-TO-LEFT ISOLATE (U+2067)').source}`),
    ]);
    expect(siteWith({ velaEs: velaEs.replace('Los dueños sabían', 'Los dueños\u200F sabían') }).problems).toEqual([
      expect.stringMatching(`^${velaEsFile}:24: lessons\\[0\\]\\.text ${refused('RIGHT-TO-LEFT MARK (U+200F)').source}`),
    ]);
    expect(siteWith({ siteEs: siteEs.replace('description: Una diseñadora.', 'description: Una \u061Cdiseñadora.') }).problems).toEqual([
      expect.stringMatching(`^content/site\\.es\\.yaml:2: description ${refused('ARABIC LETTER MARK (U+061C)').source}`),
    ]);
  });

  it('control characters, C0 and C1, in any field; a line break only where a field holds several lines', () => {
    expect(siteWith({ cv: cv.replace('city: Barcelona', 'city: Barce\u0007lona') }).problems).toEqual([
      expect.stringMatching(`^content/cv\\.yaml:2: location\\.city ${refused('BELL (U+0007)').source}`),
    ]);
    expect(siteWith({ about: about.replace('I began in print.', 'I began \u001B[31min print.') }).problems).toEqual([
      expect.stringMatching(`^content/about/index\\.md:24: story\\[0\\]\\.text ${refused('ESCAPE (U+001B)').source}`),
    ]);
    expect(siteWith({ vela: vela.replace('Lead designer · 2024', 'Lead designer\u0000 · 2024') }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:8: role ${refused('NULL (U+0000)').source}`),
    ]);
    expect(siteWith({ site: site.replace('email: nora@example.com', 'email: nora\u0085@example.com') }).problems).toEqual(
      expect.arrayContaining([expect.stringMatching(`^content/site\\.yaml:3: email ${refused('NEXT LINE (U+0085)').source}`)]),
    );
    expect(siteWith({ vela: vela.replace('kind: Tablet', 'kind: Tab\u0008let') }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:20: prototypes\\[1\\]\\.kind ${refused('BACKSPACE (U+0008)').source}`),
    ]);
    // A tab and paragraphs in a text of several lines are text; in a one-line field they are not.
    expect(siteWith({ vela: vela.replace('For small studios.', 'For small\tstudios.') }).problems).toEqual([]);
    expect(siteWith({ vela: vela.replace('role: Lead designer · 2024', 'role: "Lead designer\t· 2024"') }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:8: role ${refused('CHARACTER TABULATION (U+0009)').source}`),
    ]);
    expect(siteWith({ vela: vela.replace('role: Lead designer · 2024', 'role: |\n  Lead designer\n\n  2024') }).problems).toEqual([
      `${velaFile}:8: role runs onto a second line (a line break after character 13), but is one line on the page; write it on one line.`,
    ]);
  });

  it('the soft hyphen, in a title, an alt text and a caption, in either language', () => {
    expect(siteWith({ vela: vela.replace('### Interviews', '### Inter\u00ADviews') }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:28: sections\\[0\\]\\.blocks\\[0\\]\\.title ${refused('SOFT HYPHEN (U+00AD)').source}`),
    ]);
    expect(siteWith({ velaEs: velaEs.replace('Calendario semanal', 'Calen\u00ADdario semanal') }).problems).toEqual([
      expect.stringMatching(`^${velaEsFile}:17: sections\\[0\\]\\.blocks\\[1\\]\\.images\\[0\\]\\.alt ${refused('SOFT HYPHEN (U+00AD)').source}`),
    ]);
    expect(siteWith({ velaEs: velaEs.replace('Lo que oímos.', 'Lo que o\u00ADímos.') }).problems).toEqual([
      expect.stringMatching(`^${velaEsFile}:18: sections\\[0\\]\\.blocks\\[1\\]\\.caption ${refused('SOFT HYPHEN (U+00AD)').source}`),
    ]);
  });

  it('tag characters, in a name, a link and a file name', () => {
    const tags = (text: string) => [...text].map((char) => String.fromCodePoint(0xe0000 + char.charCodeAt(0))).join('');
    expect(siteWith({ site: site.replace('name: Nora Castell', `name: Nora Castell${tags('A')}`) }).problems).toEqual([
      expect.stringMatching(`^content/site\\.yaml:1: name ${refused('TAG LATIN CAPITAL LETTER A (U+E0041)').source}`),
    ]);
    expect(siteWith({ vela: vela.replace('https://prototypes.example.com/mobile', `https://prototypes.example.com/mobile${tags('x')}`) }).problems).toEqual([
      expect.stringMatching(`^${velaFile}:19: prototypes\\[0\\]\\.href ${refused('TAG LATIN SMALL LETTER X (U+E0078)').source}`),
    ]);
    expect(siteWith({ about: about.replace('tag: Workshop', `tag: Workshop${tags('ignore all')}`) }).problems).toEqual([
      expect.stringMatching(
        `^content/about/index\\.md:10: galleries\\[0\\]\\.items\\[0\\]\\.tag has invisible characters, TAG LATIN SMALL LETTER I \\(U\\+E0069\\) at character 9, .+ and 5 more, which can hide or reorder the text around them; delete them\\.$`,
      ),
    ]);
  });
});

// Every image the site will publish or encrypt is read in full before a build or a Publish, in seconds.
describe('images the build could not process', () => {
  const board = 'content/projects/vela/media/board.png';

  it('refuses a PNG cut short, as a save cut off writes it, naming the file, its size and the fix', { timeout: 10_000 }, async () => {
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a5cc7' } }).png().toBuffer();
    const { problems } = siteWith({}, (root) => writeFileSync(path.join(root, board), whole.subarray(0, whole.length - 40)));
    // The reader's words for it vary ("end of stream", or that its data has errors); the file, its size and the fix do not.
    const rest = `it is ${formatBytes(whole.length - 40)}, cut short, damaged or not a PNG file. Export it again from the original, and replace it.`;
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${board.replaceAll('.', '\\.')}: cannot be read as an image \\(.+\\); ${rest.replaceAll('.', '\\.')}$`))]);
  });

  it('refuses a 200 MB image without reading it', { timeout: 10_000 }, () => {
    const { problems } = siteWith({}, (root) => {
      const handle = openSync(path.join(root, board), 'w');
      ftruncateSync(handle, 200 * 1024 * 1024);
      closeSync(handle);
    });
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${board}: is 200\\.0 MB, and an image may be at most 20\\.0 MB; export it smaller`))]);
  });

  it('refuses an SVG whose filter would keep the build drawing for minutes, before anything draws it', { timeout: 10_000 }, () => {
    const bomb = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000"><filter id="t"><feTurbulence baseFrequency="0.01" numOctaves="1000"/></filter><rect width="1600" height="1000" filter="url(#t)"/></svg>';
    const { problems } = siteWith({ vela: vela.replace('media/board.png', 'media/board.svg'), velaEs: velaEs.replace('media/board.png', 'media/board.svg') }, (root) => writeFileSync(path.join(root, 'content/projects/vela/media/board.svg'), bomb));
    expect(problems).toEqual([`content/projects/vela/media/board.svg: has noise of 1000 (<feturbulence numoctaves="1000">, line 1); the site takes at most 10: lower it, or export the artwork as PNG.`]);
  });

  it('reads only what the site will process: an image no page shows is noted, not read', () => {
    const { problems, warnings } = siteWith({}, (root) => writeFileSync(path.join(root, 'content/projects/vela/media/draft.png'), 'not an image'));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([expect.stringMatching(/^content\/projects\/vela\/media\/draft\.png: is left out of the site, and nothing of it is published/)]);
  });
});

describe('symbolic links', () => {
  /** A folder outside the content, holding what a link could bring in. */
  const outside = () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'portfolio-outside-'));
    roots.push(folder);
    const secret = path.join(folder, 'secret.md');
    writeFileSync(secret, vela.replace('A booking app for small studios', 'THE SECRET LINE'));
    return { folder, secret };
  };
  const linkIn = (root: string, file: string, target: string) => {
    rmSync(path.join(root, file), { recursive: true, force: true });
    symlinkSync(target, path.join(root, file));
  };
  const link = (file: string, target: string) =>
    `${file}: is a symbolic link (to ${target}), which the site never follows; the content is read only from files inside content/. Put the file itself here instead of the link, or delete it.`;

  it('refuses a case study that is a link to a file outside content/, naming it, and never reads it', () => {
    const { secret } = outside();
    const { problems, content } = siteWith({}, (root) => linkIn(root, velaFile, secret));
    expect(problems).toEqual([link(velaFile, secret)]);
    expect(JSON.stringify(content)).not.toContain('THE SECRET LINE');
  });

  it('refuses a link even to a file inside content/, and a linked settings file or translation', () => {
    let inside = '';
    const { problems } = siteWith({}, (root) => {
      inside = path.join(root, 'content/site.yaml');
      linkIn(root, 'content/site.es.yaml', inside);
      linkIn(root, 'content/cv.yaml', '../outside.yaml');
    });
    expect(problems).toEqual([link('content/cv.yaml', '../outside.yaml'), link('content/site.es.yaml', inside)]);
  });

  it('refuses a media file that is a link, and a linked folder, without going into it', () => {
    const { folder } = outside();
    const { problems, files } = siteWith({}, (root) => {
      linkIn(root, 'content/projects/vela/media/board.png', '/etc/passwd');
      linkIn(root, 'content/about/media', folder);
    });
    expect(problems).toEqual(
      expect.arrayContaining([link('content/about/media', folder), link('content/projects/vela/media/board.png', '/etc/passwd')]),
    );
    expect(files.filter((file) => file.startsWith('content/about/media/') || file.endsWith('board.png'))).toEqual([]);
  });

  it('refuses a file reached through a linked folder, whose real path is outside content/', () => {
    const { folder } = outside();
    const { problems, content } = siteWith({}, (root) => {
      renameSync(path.join(root, 'content/about'), path.join(folder, 'about'));
      symlinkSync(path.join(folder, 'about'), path.join(root, 'content/about'));
    });
    expect(problems).toEqual([
      `content/about/index.md: lies in content/about, a symbolic link to a folder (to ${path.join(folder, 'about')}), which the site never follows; the content is read only from files inside content/. Replace the linked folder with the folder itself.`,
      link('content/about', path.join(folder, 'about')),
    ]);
    expect(content.about).toEqual({});
  });

  it('refuses a linked folder that points inside content/, as it refuses a linked file', () => {
    const { problems, files } = siteWith({}, (root) => {
      rmSync(path.join(root, 'content/projects/vela/media'), { recursive: true, force: true });
      symlinkSync('../../about/media', path.join(root, 'content/projects/vela/media'));
    });
    expect(problems).toEqual(expect.arrayContaining([link('content/projects/vela/media', '../../about/media')]));
    expect(files.filter((file) => file.startsWith('content/projects/vela/media/'))).toEqual([]);
  });
});

describe('a codename project’s public texts', () => {
  const mango = `---
name: Mango
subtitle: A design system for fashion
access: private
codename:
  name: Lighthouse
teaser:
  outcome: Four UI libraries merged into one
  role: Lead product designer
  year: 2023 – 2024
  industry: Fashion retail
  cover:
    file: layers.png
    alt: Abstract translucent layers
accent:
  light: '#B4471F'
  dark: '#F2A07A'
role: Lead designer · Mango · 2024
coverAlt: The design system
about:
  title: One system
  text: A system for Mango.
prototypes:
  - kind: Mobile
    href:
---

## Audit

### Counting

We counted every button.

## Lessons

### Start small

The first release was small.
`;
  const mangoEs = `---
subtitle: Un sistema de diseño para moda
role: Diseñadora principal · Mango · 2024
coverAlt: El sistema de diseño
about:
  title: Un sistema
  text: Un sistema para Mango.
teaser:
  outcome: Cuatro librerías en una
  role: Diseñadora de producto principal
  industry: Moda
  cover:
    alt: Capas translúcidas abstractas
---

## Auditoría

### Contando

Contamos cada botón.

## Aprendizajes

### Empieza pequeño

La primera versión fue pequeña.
`;
  const mangoFile = 'content/projects/mango/index.md';
  const mangoEsFile = 'content/projects/mango/index.es.md';
  const withMango = (texts: { mango?: string; mangoEs?: string; site?: string; siteEs?: string } = {}, media: string[] = []) =>
    siteWith({ site: (texts.site ?? site).replace('  - vela', '  - vela\n  - mango'), siteEs: texts.siteEs }, (root) => {
      const write = (file: string, text = '') => {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), contentsOf(file, text));
      };
      write(mangoFile, texts.mango ?? mango);
      write(mangoEsFile, texts.mangoEs ?? mangoEs);
      write('content/projects/mango/media/teaser/layers.png');
      for (const file of ['content/projects/mango/media/card/01.png', ...media]) write(file);
      for (let i = 1; i <= 8; i++) write(`content/projects/mango/protected-media/cover/0${i}.png`);
    });

  it('says nothing when they keep the name out, whatever the encrypted texts say', () => {
    expect(withMango()).toMatchObject({ problems: [], warnings: [] });
  });

  it('warns, without stopping the build, when the Spanish teaser’s outcome names the client', () => {
    const { problems, warnings } = withMango({ mangoEs: mangoEs.replace('Cuatro librerías en una', 'Cuatro librerías de MANGO en una') });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `${mangoEsFile}:9: teaser.outcome names "MANGO", the real name of the project its codename Lighthouse hides; anyone can read this text, so write it without the name.`,
    ]);
  });

  it('warns for each public text that names it, in any capitals, in either language, and for a published file named after it', () => {
    const { warnings } = withMango(
      {
        mango: mango.replace('alt: Abstract translucent layers', 'alt: Abstract mango-coloured layers').replace('name: Lighthouse', 'name: Mango-Light'),
        siteEs: siteEs.replace('subject: Acceso a {project}', 'subject: Acceso a {project} (Mango)'),
        site: site.replace('intro: Protected work.', 'intro: Work for mango, protected.'),
      },
      ['content/projects/mango/media/card/mango-card.png'],
    );
    expect(warnings).toEqual([
      `${mangoFile}:6: codename.name names "Mango", the real name of the project its codename Mango-Light hides; anyone can read this text, so write it without the name.`,
      `${mangoFile}:14: teaser.cover.alt names "mango", the real name of the project its codename Mango-Light hides; anyone can read this text, so write it without the name.`,
      `content/site.yaml:19: gate.intro names "mango", the real name of the project ${mangoFile} hides behind its codename Mango-Light; the password page shows this text to anyone, so write it without the name.`,
      `content/site.es.yaml:18: gate.requestAccess.subject names "Mango", the real name of the project ${mangoFile} hides behind its codename Mango-Light; the password page shows this text to anyone, so write it without the name.`,
      'content/projects/mango/media/card/mango-card.png: has "mango" in its name, the real name of the project its codename Mango-Light hides; this file is published with its name, so rename it.',
    ]);
  });

  it('leaves a word that only contains the name alone, and a project without a codename', () => {
    expect(withMango({ mangoEs: mangoEs.replace('Moda', 'Mangostán y moda') }).warnings).toEqual([]);
    expect(withMango({ mango: mango.replace('codename:\n  name: Lighthouse\n', ''), mangoEs: mangoEs.replace('Moda', 'Moda, Mango') }).warnings).toEqual([]);
  });
});

describe('characters the site’s font lacks', () => {
  it('warns, without stopping the build, naming the file, the line, the field, each character and the fix', () => {
    const { problems, warnings } = siteWith({
      vela: vela.replace('subtitle: A booking app for small studios', 'subtitle: A booking app for Łódź and 東京'),
      velaEs: velaEs.replace('Hablamos con 12 dueños de estudios.', 'Hablamos con 12 dueños de estudios → 8 clientes.'),
    });
    expect(problems).toEqual([]);
    expect(warnings).toEqual([
      `${velaFile}:3: subtitle has "Ł" (U+0141), "ź" (U+017A), "東" (U+6771) and "京" (U+4EAC), which the site's font lacks, so pages draw them in another font of the visitor's device; write them otherwise, or add them to the font (latinRanges in app/styles/font-ranges.ts, then npm run fonts).`,
      `${velaEsFile}:15: sections[0].blocks[0].text has "→" (U+2192), which the site's font lacks, so pages draw it in another font of the visitor's device; write it otherwise, or add it to the font (latinRanges in app/styles/font-ranges.ts, then npm run fonts).`,
    ]);
  });

  it('leaves Latin letters, punctuation and line breaks alone, and file names and links, which no page draws', () => {
    expect(siteWith().warnings).toEqual([]);
    const { warnings } = siteWith({
      vela: vela.replace('href: https://prototypes.example.com/mobile', 'href: https://prototypes.example.com/móvil→'),
      about: about.replace('name: wall.jpg', 'name: wall→.jpg'),
    }, (root) => renameSync(path.join(root, 'content/about/media/wall.jpg'), path.join(root, 'content/about/media/wall→.jpg')));
    expect(warnings).toEqual([]);
  });
});

describe('analytics in site.yaml', () => {
  const withAnalytics = (lines: string) => siteWith({ site: `${site}analytics:\n${lines}` }).problems;
  const good = '  provider: plausible\n  host: https://plausible.io\n  site: nora.example.com\n';

  it('is off without the field, and a hosted or local-test setting passes', () => {
    expect(siteWith().problems).toEqual([]);
    expect(withAnalytics(good)).toEqual([]);
    expect(withAnalytics(good.replace('https://plausible.io', 'http://127.0.0.1:4433'))).toEqual([]);
    expect(withAnalytics(good.replace('https://plausible.io', 'http://localhost:8000/'))).toEqual([]);
  });

  it('a provider the site cannot send to: the line, and the providers there are', () => {
    expect(withAnalytics(good.replace('plausible\n', 'matomo\n'))).toEqual([
      'content/site.yaml:40: analytics.provider is not a provider the site can send to; write one of plausible, umami, goatcounter.',
    ]);
  });

  it('an http: host that is not this computer, a host with a path, or with a user name', () => {
    expect(withAnalytics(good.replace('https://plausible.io', 'http://stats.example.com'))).toEqual([
      "content/site.yaml:41: analytics.host starts with http://, which only a test collector on this computer may use (localhost or 127.0.0.1); write the provider's address with https://, e.g. https://plausible.io.",
    ]);
    expect(withAnalytics(good.replace('https://plausible.io', 'https://plausible.io/api/event'))).toEqual([
      "content/site.yaml:41: analytics.host has a path, query or fragment (/api/event); write only the provider's address, e.g. https://plausible.io: the site adds the path each provider receives events at.",
    ]);
    expect(withAnalytics(good.replace('https://plausible.io', 'https://me:secret@plausible.io'))).toEqual([
      'content/site.yaml:41: analytics.host has a user name or password before an @, which would be sent to the provider; remove the part between https:// and the @.',
    ]);
  });

  it('a host with a wildcard or a ; : refused with the line and the fix, never read into the policy', () => {
    expect(withAnalytics(good.replace('https://plausible.io', 'https://*'))).toEqual([
      'content/site.yaml:41: analytics.host holds a "*" (a wildcard), which is not part of a host name; write one address, the provider\'s alone, e.g. https://plausible.io.',
    ]);
    expect(withAnalytics(good.replace('https://plausible.io', "'https://a.com;sandbox'"))).toEqual([
      'content/site.yaml:41: analytics.host holds ";", which is not part of a host name; write one address, the provider\'s alone, e.g. https://plausible.io.',
    ]);
  });

  it('a missing site, and one holding a hidden character', () => {
    expect(withAnalytics(good.replace('  site: nora.example.com\n', ''))).toEqual([
      "content/site.yaml:39: analytics.site is missing; write the site's name or id at the provider, e.g. noracastell.example.com.",
    ]);
    expect(withAnalytics(good.replace('nora.example', 'nora\u200B.example'))).toEqual([
      'content/site.yaml:42: analytics.site has an invisible character, ZERO WIDTH SPACE (U+200B) at character 5, which can hide or reorder the text around it; delete it.',
    ]);
  });
});
