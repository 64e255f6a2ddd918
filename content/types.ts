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
  /** The project's accent colour, used for its card, highlights and cover backdrop. */
  accent: { light: string; dark: string };
  /** The role line under the title: what the owner did, where and when. */
  role: string;
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
  };
  /** The page shown at an address that is not part of the site. */
  notFound: { label: string; title: string; text: Text; workLink: string; aboutLink: string };
  /**
   * The /design-system page: how this site is built. Its swatches, scales and
   * components come from the token files and the components themselves.
   */
  designSystem: {
    /** The link to the page from the footer and the about page, and the page's small label. */
    linkText: string;
    title: string;
    intro: Text;
    /** For search results and link previews. */
    description: string;
    /** How to bring tokens.json into Figma. */
    figmaNote: Text;
  };
};
