/**
 * The shape of every piece of content on the site. Content files use
 * `satisfies` against these types, so a typo fails the type check.
 */

/** Who may open a case study from its card. */
export type Access = 'public' | 'private';

/**
 * Rich text: plain text in which a line break is written as a newline or
 * as `<br>`. It is split into lines and rendered by React, never as HTML.
 */
export type Text = string;

/** An image that lives in the owning project's (or the about page's) media folder. */
export type ImageRef = {
  /** File name inside the media folder, e.g. `search-results.svg`. */
  file: string;
  /** What the image shows, for people who cannot see it. Never empty. */
  alt: string;
};

/** A titled paragraph (the spec's "comment block"). */
export type CommentBlock = { kind: 'comment'; title: string; text: Text };

/** A row of up to seven images. */
export type ImagesBlock = { kind: 'images'; images: ImageRef[]; caption?: string };

export type Block = CommentBlock | ImagesBlock;

/** A numbered section of a case study; its number comes from its position. */
export type Section = { title: string; blocks: Block[] };

/** A titled lesson learned. */
export type Lesson = { title: string; text: Text };

export type PrototypeKind = 'Mobile' | 'Tablet' | 'Desktop' | 'Dashboard' | 'Website' | 'App';

/** An external prototype link; an empty href shows the link as unavailable. */
export type PrototypeLink = { kind: PrototypeKind; href: string };

export type CaseStudy = {
  /** Display name; the URL is its lower-cased form (Stayforlong → /stayforlong). */
  name: string;
  /** One line under the name on the project card. */
  subtitle: string;
  access: Access;
  /**
   * A private project only: the name and subtitle the public sees instead of
   * the real ones (card, gate, link preview, page title, address). The real
   * name then appears only inside the encrypted case study.
   */
  codename?: { name: string; subtitle: string };
  /** The project's accent colour, used for its card, highlights and cover backdrop. */
  accent: { light: string; dark: string };
  /** The role line under the title: what the owner did, where and when. */
  role: string;
  /**
   * One line on what the project achieved, shown beside it on the CV.
   * Required for a public project; a private one is listed as "available on request".
   */
  outcome?: string;
  /** Short alt text for the cover frames (each frame gets "frame n of 8" added). */
  coverAlt: string;
  /** The about block: what the product is and what the designer was asked to do. */
  about: { title: string; text: Text };
  /** Three prototype links: Mobile/Tablet/Desktop or Dashboard/Website/App. */
  prototypes: PrototypeLink[];
  sections: Section[];
  lessons: Lesson[];
  /** Link of the "Read the full case study" button; empty shows it as unavailable. */
  caseStudyUrl?: string;
};

/** One image or video in an about-page gallery. */
export type MediaItem = {
  /** File name in `content/about/media`; a video's poster is the same name as `.jpg`. */
  name: string;
  /** Short label shown over the item, e.g. "Workshop, 2024". */
  tag: string;
  mediaType: 'image' | 'video';
  alt: string;
};

export type Gallery = { title: string; items: MediaItem[] };

export type ExperienceEntry = {
  position: string;
  company: string;
  /** Company site, opened in a new tab. */
  companyUrl?: string;
  /** `2021 – 2024`, `Mar 2021 – present` or `2019`: the CV and the JSON Resume read the years from it. */
  dates: string;
  text: Text;
};

export type About = {
  hero: { eyebrow: string; title: string; intro: Text };
  story: { title: string; text: Text }[];
  galleries: Gallery[];
  experience: ExperienceEntry[];
  principles: { title: string; text: Text }[];
  lessons: Lesson[];
};

export type Site = {
  /** The owner's name, shown in the header on the home page. */
  name: string;
  /** The current-role line shown under the hero headline. */
  role: string;
  email: string;
  /** Professional network profile. */
  profileUrl: string;
  profileLabel: string;
  /**
   * The home page's public address, used for canonical URLs, link previews
   * and the sitemap. A path in it (`https://nora.github.io/portfolio/`) is
   * the path every link and asset is built under.
   */
  url: string;
  /** Short description for search results and previews. */
  description: string;
  /**
   * The five intro headlines, cycled by clicking. Words between asterisks
   * are highlighted in accent colours: `I build *design systems*`.
   */
  heroVariants: string[];
  /** The line above the footer's links, and the small print under them. */
  footer: { callToAction: string; smallPrint: string };
  /**
   * The password page's own words. Its title ("This content is protected"),
   * the field's placeholder and the wrong-password message are fixed by the
   * site's specification and live in the code.
   */
  gate: {
    /** Small label above the title, e.g. "Under NDA". */
    label: string;
    intro: Text;
    /** Shown before the email link, for visitors without the password. */
    noPassword: string;
    /** Days a visitor's browser keeps the unlocked key before asking for the password again (default 30). */
    rememberDays?: number;
  };
  /** The page shown at an address that is not part of the site. */
  notFound: { label: string; title: string; text: Text; workLink: string; aboutLink: string };
};

/** A group of skills on the CV, e.g. "Design systems": token architecture, documentation, … */
export type SkillGroup = { area: string; items: string[] };

export type EducationEntry = {
  /** The degree or course, e.g. "BA in Graphic Design". */
  degree: string;
  school: string;
  /** Written like an experience entry's dates: `2012 – 2016`. */
  dates: string;
};

export type LanguageSkill = { language: string; level: string };

/**
 * What only the CV says (`/cv`, the PDF and `resume.json`). Name, role,
 * email and profile come from the site; experience from the about page;
 * the work from the projects.
 */
export type Cv = {
  /** Where you work from; the country as its two-letter code (ES, GB, US), which the CV writes out in full. */
  location: { city: string; countryCode: string };
  /** Two or three sentences at the top of the CV. */
  summary: Text;
  skills: SkillGroup[];
  /** The tools you work in, e.g. "Figma". */
  tools: string[];
  education: EducationEntry[];
  languages: LanguageSkill[];
};
