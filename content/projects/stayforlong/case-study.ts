import type { CaseStudy } from '../../types';

export const caseStudy = {
  name: 'Stayforlong',
  subtitle: 'Booking hotel stays by the month, not the night',
  access: 'public',
  accent: { light: '#0B7468', dark: '#4FD1BF' },
  role: 'Lead product designer (freelance) · Stayforlong · 2020 – 2021',
  outcome: 'Long-stay conversion up from 1.1% to 1.6%; price-related support tickets down 35%',
  coverAlt:
    'Stayforlong screens: a month-range date picker, hotel results with monthly prices, and a booking summary',
  about: {
    title: 'A hotel marketplace for stays of weeks and months',
    text:
      'Stayforlong sells hotel rooms for long stays: a month near a new job, six weeks between apartments, a season of remote work by the sea. Its search and booking flow came from a standard hotel booking engine, so long-stay guests were still asked to think in nightly rates and single dates.\n' +
      'I was brought in as lead product designer to rebuild search, pricing and checkout around the month, and to leave the small product team with a component library they could keep extending.',
  },
  prototypes: [
    { kind: 'Mobile', href: 'https://prototypes.example.com/stayforlong/mobile' },
    { kind: 'Tablet', href: 'https://prototypes.example.com/stayforlong/tablet' },
    { kind: 'Desktop', href: 'https://prototypes.example.com/stayforlong/desktop' },
  ],
  sections: [
    {
      title: 'Understanding long-stay guests',
      blocks: [
        {
          kind: 'comment',
          title: 'Where people gave up',
          text:
            'Analytics showed that searches for 28 nights or more were 31% of traffic but only 12% of bookings. Most of those sessions ended on the results page, right after guests saw a nightly price multiplied by a number they had to work out themselves.\n' +
            'Before drawing anything, I wanted to know what these guests were actually comparing us against.',
        },
        {
          kind: 'comment',
          title: 'Fourteen interviews, three kinds of stay',
          text:
            'I interviewed 14 recent long-stay guests: remote workers, people relocating for a job, and families staying near a hospital. Their reference point was never another hotel; it was a furnished apartment with a single monthly rent. They cared about the total, about a kitchen and a desk, and about what happens if plans change in week three.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'research-affinity-map.svg',
              alt: 'Affinity map of interview notes grouped into four clusters: total price, kitchen and workspace, flexible cancellation, and neighborhood',
            },
            {
              file: 'guest-journey-map.svg',
              alt: 'Journey map of a six-week stay, from searching and comparing apartments to check-in, mid-stay cleaning and checkout, with pain points marked in red',
            },
          ],
          caption: 'Synthesis from 14 guest interviews and a review of 600 support tickets.',
        },
      ],
    },
    {
      title: 'Searching by the month',
      blocks: [
        {
          kind: 'comment',
          title: 'A date picker that thinks in weeks',
          text:
            'The old calendar showed one month at a time, so picking a six-week stay meant paging forward and losing sight of the check-in date. I designed a scrolling range picker that keeps both dates visible and shows the length of the stay in weeks as you drag. For guests who did not know exact dates yet, a "flexible" mode lets them pick one, two or three months and a start window instead.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'month-range-picker.svg',
              alt: 'Mobile date picker with March and April stacked, a range from March 3 to April 14 highlighted and a label reading "6 weeks"',
            },
            {
              file: 'flexible-dates-chips.svg',
              alt: 'Flexible dates panel with chips for 1, 2 and 3 months and a row of month buttons to choose when the stay starts',
            },
            {
              file: 'search-results.svg',
              alt: 'Search results list for Valencia with hotel cards showing a photo, rating, distance to the beach and a price per month',
            },
          ],
          caption: 'Mobile first: 68% of long-stay searches started on a phone.',
        },
        {
          kind: 'comment',
          title: 'Trade-off: fewer results, better ones',
          text:
            'Many hotels in the inventory did not accept stays longer than 14 nights, and showing them with a warning only added noise. We filtered them out for long searches, which cut the average result count by about a third. Nobody in testing missed them; several people said the list finally felt "made for them".',
        },
      ],
    },
    {
      title: 'Prices people can plan around',
      blocks: [
        {
          kind: 'comment',
          title: 'Monthly price first',
          text:
            'Hotel partners preferred the nightly rate because it looks smaller. Guests compared us with rents, so a nightly rate made them reach for a calculator and leave. We ran an A/B test on long searches: the monthly price, taxes and cleaning included, against the nightly rate. The monthly version raised search-to-booking conversion from 1.1% to 1.6%, and the partners stopped asking.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'monthly-price-card.svg',
              alt: 'Hotel card with "€1,840 / month" in large type, "taxes and weekly cleaning included" below it, and the nightly equivalent in small gray text',
            },
            {
              file: 'price-breakdown-sheet.svg',
              alt: 'Bottom sheet breaking a 2-month stay into room, weekly cleaning, city tax and long-stay discount, with the total at the bottom',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'No surprises at checkout',
          text:
            'Support tickets told us that the most common complaint was a final price higher than the one on the card. The breakdown sheet now uses exactly the same numbers from results to payment, and anything optional is added by the guest, never preselected. Price-related tickets fell by 35% in the first quarter after launch.',
        },
      ],
    },
    {
      title: 'What is included matters more than stars',
      blocks: [
        {
          kind: 'comment',
          title: 'Filters for living, not visiting',
          text:
            'Star ratings and breakfast options dominated the old filters. Interviews pointed to different questions: is there a kitchenette, a real desk, a washing machine, and how often is the room cleaned? I worked with the partnerships team to collect those attributes from hotels, then made them the first filters on the list and the first facts on the hotel page.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'long-stay-filters.svg',
              alt: 'Filter panel with toggles for kitchenette, desk, washing machine and weekly cleaning above the usual star rating and price filters',
            },
            {
              file: 'hotel-detail-page.svg',
              alt: 'Hotel page on desktop with a photo gallery, a "good for long stays" summary listing kitchen, desk and laundry, and a sticky monthly price panel',
            },
          ],
          caption: 'Filter usage on long searches went from 9% to 27% of sessions.',
        },
      ],
    },
    {
      title: 'A small system for a small team',
      blocks: [
        {
          kind: 'comment',
          title: 'Built to be handed over',
          text:
            'The team had two front-end developers and no designer after my contract. I kept the library deliberately small: color, type and spacing tokens, 38 components, and a usage note on every one explaining when not to use it. We paired on the first implementation of each component so the code and the Figma names matched one to one.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'component-library.svg',
              alt: 'Figma library page showing price tags, hotel cards, filter toggles, buttons and the date picker, each with its variants laid out in a grid',
            },
            {
              file: 'booking-checkout.svg',
              alt: 'Checkout screen with guest details, a cancellation policy summary for long stays and a payment plan option to pay month by month',
            },
            {
              file: 'booking-confirmation.svg',
              alt: 'Booking confirmation showing dates, a six-week stay length, the monthly payment schedule and a button to message the hotel',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'What happened next',
          text:
            'A year after handover the team had shipped two new flows, a corporate booking form and a loyalty page, using only library components. They added four components of their own, following the same documentation template.',
        },
      ],
    },
  ],
  lessons: [
    {
      title: 'Find the real comparison',
      text: 'Guests were not comparing hotels with hotels; they were comparing them with apartments. Once we priced and described rooms the way rents are described, most of the design decisions followed.',
    },
    {
      title: 'Test the argument, not the opinion',
      text: 'The monthly-price debate had gone on for months as a matter of taste. A two-week A/B test on a defined segment ended it, and it gave the partners a number to take back to their hotels.',
    },
    {
      title: 'Design the handover from day one',
      text: 'Knowing I would leave shaped the library: fewer components, clear names, and documentation that says when not to use something. That is why it was still in use a year later.',
    },
  ],
} satisfies CaseStudy;
