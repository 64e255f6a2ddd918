/**
 * Every word the site's code writes, in English: labels, headings, button
 * and status texts, accessible names. The owner's words are content
 * (content/*.md and *.yaml, `site.…`), never here. es.ts has the same shape,
 * checked by its type (Words) and by words.test.ts.
 *
 * A text with values is a function of them; a text a script or a library
 * fills in at run time holds a `{placeholder}` instead.
 */
export const en = {
  /** How dates and numbers are written (Intl): British English, as the site is. */
  format: { locale: 'en-GB' },
  skipLink: 'Skip to content',
  header: {
    nav: 'Main',
    home: 'Back to home',
    about: 'About',
  },
  theme: { dark: 'Dark theme' },
  footer: { email: 'Email' },
  /** After the text of a link that opens in a new tab (read out, not shown). */
  newTab: '(opens in a new tab)',
  /** The page shown when a page fails to render. */
  error: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please reload, or go back to the home page.',
    home: 'Back to the home page',
  },
  home: {
    introduction: 'Introduction',
    work: 'Selected work',
  },
  hero: { hint: 'Shows another introduction' },
  /** After a private project's name on its card (read out, not shown). */
  card: { private: 'password protected' },
  caseStudy: {
    otherProjects: 'Other projects',
    /** The heading shown above the lessons (the content's own `## Lessons` heading is parsed, not shown). */
    lessons: 'Lessons',
    prototypes: 'Prototypes',
    /** The content names each prototype by one of these kinds (app/features/content/schema.ts). */
    prototypeKinds: {
      Mobile: 'Mobile',
      Tablet: 'Tablet',
      Desktop: 'Desktop',
      Dashboard: 'Dashboard',
      Website: 'Website',
      App: 'App',
    },
    prototypeOnRequest: 'On request',
    fullCaseStudy: 'Read the full case study',
    fullCaseStudyOnRequest: 'Available on request',
  },
  cover: {
    roleDescription: 'slideshow',
    label: (name: string) => `${name} cover`,
    pause: 'Pause slideshow',
    play: 'Play slideshow',
  },
  sectionIndex: { label: 'Sections' },
  media: {
    playLarger: (alt: string) => `Play larger: ${alt}`,
    /** A cover frame's or a card image's alt text, after the content's own. */
    frame: (alt: string, frame: number, total: number) => `${alt} (frame ${frame} of ${total})`,
    cardImage: (alt: string, image: number, total: number) => `${alt} (image ${image} of ${total})`,
    privateCard: (name: string) => `${name}: protected project`,
  },
  /** Each page's title, description and link-preview text, where the content gives none. */
  pages: {
    about: 'About',
    aboutPreview: (name: string, title: string) => `About ${name}: ${title}`,
    caseStudy: (name: string) => `${name} case study`,
    caseStudyUnknown: 'Case study',
    caseStudyPreview: (name: string, subtitle: string, owner: string) => `${name}: ${subtitle}. A case study by ${owner}.`,
    protectedCaseStudy: (name: string) => `${name} case study (protected)`,
    protectedUnknown: 'Protected case study',
    protectedDescription: (subtitle: string) => `${subtitle}. This case study covers work under NDA and opens with a password.`,
    protectedPreview: (name: string, subtitle: string, owner: string) => `${name}: ${subtitle}. A protected case study by ${owner}.`,
    gateDescription: (name: string, subtitle: string, owner: string) =>
      `${name}: ${subtitle}. The case study is under NDA: enter the password to open it, or ask ${owner} for access.`,
    designSystem: 'Design system',
    designSystemPreview: (title: string, owner: string) => `${title}: colours, type and components of ${owner}’s portfolio`,
    cv: 'CV',
    cvDescription: (name: string, summary: string) => `${name}’s CV: ${summary}`,
    cvPreview: (name: string, role: string, location: string) => `Curriculum vitae of ${name}: ${role}, ${location}`,
    notFound: 'Page not found',
    /** The eyebrows of the link-preview images. */
    previews: {
      home: 'Portfolio',
      about: (firstName: string) => `About ${firstName}`,
      cv: 'Curriculum vitae',
      designSystem: 'Design system',
      caseStudy: 'Case study',
      protectedCaseStudy: 'Protected case study',
    },
  },
  /** The lightbox's own labels (yet-another-react-lightbox's, by their English defaults). */
  lightbox: {
    viewer: 'Image viewer',
    images: 'Images',
    previous: 'Previous',
    next: 'Next',
    close: 'Close',
    slide: 'Slide',
    carousel: 'Carousel',
    /** The library fills in the numbers. */
    slideOf: '{index} of {total}',
    caption: 'Caption',
    showCaptions: 'Show captions',
    hideCaptions: 'Hide captions',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  about: {
    story: 'Story',
    experience: 'Experience',
    principles: 'Design principles',
  },
  gate: {
    /** The title, placeholder and wrong-password message are fixed by the spec. */
    title: 'This content is protected',
    placeholder: 'Enter password',
    wrongPassword: 'Incorrect password. Try again.',
    unavailable: 'The protected case study could not be loaded. Check your connection and try again.',
    password: 'Password',
    unlock: 'Unlock',
    unlocking: 'Unlocking…',
    opening: 'Opening the protected case study…',
    noScript:
      'Unlocking needs JavaScript: the password is checked in your browser and never sent anywhere. Turn JavaScript on to enter it.',
    teaser: { role: 'Role', year: 'Year', industry: 'Industry' },
    lockBar: {
      label: 'Protected case study',
      text: 'Unlocked in this browser.',
      lock: 'Lock',
    },
    /** Why a share link could not open the case study; the gate's script fills in the date. */
    shareLink: {
      malformed:
        'This link is incomplete or damaged, so it cannot open the case study. Check that it was copied whole, enter the password, or request access.',
      invalid:
        'This link cannot open the case study: it has been changed, or the password has changed since it was made. Enter the password, or request access.',
      otherProject: 'This link opens a different private project, not this one. Enter the password, or request access.',
      expired: 'This link expired on {date}. Enter the password, or request a new link.',
    },
  },
  /** Headings and fixed words of the CV: the page, the PDF and the JSON Resume. */
  cv: {
    title: 'Curriculum vitae',
    summary: 'Profile',
    experience: 'Experience',
    work: 'Selected case studies',
    skills: 'Skills',
    tools: 'Tools',
    education: 'Education',
    languages: 'Languages',
    contact: 'Contact',
    onRequest: 'Available on request',
    /** The line after the case studies the CV names, when the home page has more (`{count}`: how many more). */
    moreWork: '{count} more case studies on the portfolio',
    /** The end of a range of dates that runs to today (`2024 – present`). */
    present: 'present',
    download: 'Download CV (PDF)',
    /** The link to /cv from the footer. */
    page: 'CV',
    /** The link to /cv from the about page. */
    fullCv: 'See the full CV',
    /** The link to the CV's JSON Resume (resume.json), beside the PDF's. */
    jsonResume: 'CV as JSON Resume',
  },
  /** A case study as a PDF (its page's download link, the file itself) and the portfolio deck. */
  documents: {
    download: 'Download as PDF',
    caseStudy: 'Case study',
    role: 'Role',
    year: 'Year',
    outcome: 'Outcome',
    portfolio: 'Portfolio',
    contents: 'Contents',
    contact: 'Contact',
    preparedFor: (recipient: string) => `Prepared for ${recipient}`,
    confidential: (recipient: string) => `Confidential, prepared for ${recipient}`,
  },
  designSystem: {
    download: (file: string) => `Download ${file}`,
    sections: {
      colour: 'Colour',
      type: 'Type',
      spacing: 'Spacing',
      shape: 'Radius, stroke and shadow',
      motion: 'Motion',
      components: 'Components',
    },
    light: 'Light',
    dark: 'Dark',
    contrast: 'Contrast, light and dark',
    contrastText: 'Every pair the site draws, measured with the WCAG formula when the tokens are built. A test fails the build below AA.',
    accents: 'Project accents',
    primitives: 'Primitives',
    sizes: 'Sizes',
    tracking: 'Letter spacing',
    trackingSample: 'Design systems',
    /** `--color-text` on `--color-bg`. */
    on: 'on',
    /** What a pair's role needs: "Text, needs 4.5:1". */
    needs: (role: string, ratio: number) => `${role}, needs ${ratio}:1`,
    roles: { body: 'Text', large: 'Large text', ui: 'UI part' },
    /** A pair below AA (AA and AAA are the same in every language). */
    fail: 'Fail',
    /** Where the site draws each pair of colours (contrast-pairs.ts). */
    pairUses: {
      text: 'Body text and headings',
      typed: 'Typed text in a field, gallery tags',
      headerHover: 'Header links on their hover fill',
      muted: 'Secondary text, captions, dates',
      buttonLabel: 'The primary button’s label',
      highlightAndEmail: 'Headline highlights, the footer’s email',
      highlight: 'Headline highlights',
      gateError: 'The gate’s error message',
      fieldBorder: 'The password field’s border',
      invalidBorder: 'An invalid field’s border',
      focus: 'The focus ring',
      accentText: 'Section numbers, hovered links',
      accentFill: 'The card’s icon on hover',
    },
    motion: {
      play: 'Play',
      reset: 'Reset',
      still: 'Your system asks for reduced motion, so this demo stays still.',
    },
    /** The components shown live, by specimen (specimens.ts). */
    specimens: {
      'project-card': 'Project card',
      buttons: 'Buttons',
      'prototype-links': 'Prototype links',
      'gate-field': 'Password field',
      'slideshow-control': 'Slideshow control',
      'theme-toggle': 'Theme toggle',
      'section-title': 'Section title and comment block',
    },
    states: {
      private: 'Private',
      public: 'Public',
      atRest: (access: string) => `${access}, at rest`,
      midCycle: (access: string, image: number, total: number) => `${access}, mid-cycle (image ${image} of ${total})`,
      primary: 'Primary',
      unavailable: 'Unavailable',
      fullCaseStudy: 'Full case study',
      onRequest: 'On request',
      wrongPassword: 'After a wrong password',
    },
  },
} as const;

/** A catalogue's shape: the English one's, each text any string (a function keeps its parameters). */
type Widened<T> = T extends string
  ? string
  : T extends (...args: infer Args) => string
    ? (...args: Args) => string
    : { readonly [Key in keyof T]: Widened<T[Key]> };

export type Words = Widened<typeof en>;
