import type { CaseStudy } from '../../types';

export const caseStudy = {
  name: 'Mango',
  subtitle: 'A design system for fashion e-commerce and stores',
  access: 'private',
  accent: { light: '#B4471F', dark: '#F2A07A' },
  role: 'Lead product designer, design system · Mango, with Northbound Studio · 2023 – 2024',
  coverAlt:
    'Design system overview: color and type tokens, product card variants and a store associate app screen, with brand details blurred',
  about: {
    title: 'One system for the online store, the apps and the shop floor',
    text:
      'A global fashion retailer was running its e-commerce site, iOS and Android apps and an in-store associate app with four separate UI libraries. Every seasonal campaign meant redesigning the same components four times.\n' +
      'I led the design side of a new shared design system, working with a team of two designers and four engineers from the client\'s platform team. The work is under NDA, so screens here are simplified and brand details are removed.',
  },
  prototypes: [
    { kind: 'Mobile', href: '' },
    { kind: 'Tablet', href: '' },
    { kind: 'Desktop', href: '' },
  ],
  sections: [
    {
      title: 'Audit: one brand, many buttons',
      blocks: [
        {
          kind: 'comment',
          title: 'Counting what already existed',
          text:
            'We captured every component on the four platforms, 1,900 screenshots in total, and grouped them in a shared board. There were 14 primary button styles, 9 product card layouts and 62 distinct grays. The audit turned a vague "we are inconsistent" into a list the leadership team could prioritize.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'component-audit.svg',
              alt: 'Audit board with rows of primary buttons collected from web, iOS, Android and the store app, 14 variants side by side with their platform labels',
            },
            {
              file: 'color-inventory.svg',
              alt: 'Grid of 62 gray swatches found in production, clustered into the 8 neutral tokens that replaced them',
            },
          ],
          caption: 'Screens simplified; brand assets removed.',
        },
        {
          kind: 'comment',
          title: 'Choosing where to start',
          text:
            'We ranked components by how often they appeared and how often they changed each season. The product card, size selector and price were at the top of both lists, so they became the first release instead of the usual buttons and inputs.',
        },
      ],
    },
    {
      title: 'Tokens that survive seasons',
      blocks: [
        {
          kind: 'comment',
          title: 'Three tiers',
          text:
            'Tokens are organized in three tiers: core values, semantic roles such as "surface" or "price-sale", and a small set of component tokens. Campaign themes override only the semantic tier, so a new season changes colors and type across every platform without touching component code.\n' +
            'The first campaign shipped on the system took two days of theming instead of three weeks of redesign.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'token-tiers.svg',
              alt: 'Diagram of core, semantic and component token tiers, with arrows showing a campaign theme overriding only the semantic tier',
            },
            {
              file: 'seasonal-theme-swap.svg',
              alt: 'The same product listing shown twice, in the default theme and in a summer campaign theme, with identical layout and different colors and type',
            },
          ],
        },
      ],
    },
    {
      title: 'Components for browsing and for the shop floor',
      blocks: [
        {
          kind: 'comment',
          title: 'Same component, different context',
          text:
            'Store associates use the same product data as shoppers, but standing up, one-handed, often while talking to a customer. The size selector and product card have a "floor" variant with larger targets and stock by store shown first. Sharing the component meant a fix for screen readers on the website also reached the store app.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'product-card-variants.svg',
              alt: 'Product card in four variants, grid, list, campaign and store floor, with image, name, price and sale price placeholders',
            },
            {
              file: 'size-selector.svg',
              alt: 'Size selector with sizes XS to XL, one size crossed out as sold out and another marked "last units", with visible focus outlines',
            },
            {
              file: 'stock-lookup-app.svg',
              alt: 'Store associate app showing a scanned item with stock in this store, nearby stores and the warehouse, and a button to order for home delivery',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Accessibility as a default',
          text:
            'Every component shipped with keyboard behavior, screen reader labels and contrast checks documented. Building it once in the system was cheaper than fixing it four times, which was the argument that got accessibility budget approved.',
        },
      ],
    },
    {
      title: 'Documentation and adoption',
      blocks: [
        {
          kind: 'comment',
          title: 'A system is only real when it is used',
          text:
            'We published a documentation site with usage guidance, do and don\'t examples and code for each platform. Weekly office hours and a simple contribution process let product teams propose components instead of building their own. We tracked adoption by scanning the codebases every sprint.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'documentation-site.svg',
              alt: 'Documentation page for the product card with a live example, usage guidelines, do and don\'t examples and tabs for web, iOS and Android code',
            },
            {
              file: 'contribution-flow.svg',
              alt: 'Contribution flow from a team proposal through design review, build and release, with the average time for each step',
            },
            {
              file: 'adoption-dashboard.svg',
              alt: 'Adoption dashboard with a line chart rising from 0 to 78% of screens using system components over 12 months, split by platform',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Outcome',
          text:
            'After twelve months, 78% of screens across the four platforms used system components, and UI bugs reported by QA fell by 40%. The client\'s team now runs the system on its own.',
        },
      ],
    },
  ],
  lessons: [
    {
      title: 'Start where change hurts most',
      text: 'Beginning with the product card instead of the button meant the first release saved real work every season, which bought trust for the rest.',
    },
    {
      title: 'Adoption is the product',
      text: 'Office hours, contribution rules and an adoption metric mattered as much as the components. A system nobody uses is just a Figma file.',
    },
    {
      title: 'Themes belong in tokens',
      text: 'Keeping campaign changes to one token tier made seasons cheap. Every exception we allowed at component level came back to cost us later.',
    },
  ],
  caseStudyUrl: '',
} satisfies CaseStudy;
