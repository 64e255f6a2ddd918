import type { CaseStudy } from '../../types';

export const caseStudy = {
  name: 'Clubberize',
  subtitle: 'Live music events, from promoter to front door',
  access: 'public',
  accent: { light: '#C0266D', dark: '#FF8CC0' },
  role: 'Product designer (freelance) · Clubberize · 2021 – 2022',
  outcome: 'Checkout conversion from the event page up from 3.8% to 5.1%',
  coverAlt:
    'Clubberize screens: a promoter dashboard with live ticket sales, an event page with the lineup, and a ticket QR code in the app',
  about: {
    title: 'One platform for the people who run nights and the people who go out',
    text:
      'Clubberize is a ticketing and discovery platform for live music: promoters create events and sell tickets in a dashboard, fans find events on a public website, and the app holds their tickets and gets them through the door.\n' +
      'As venues reopened in 2021, I joined as the only product designer to redesign all three surfaces and give them one shared design system.',
  },
  prototypes: [
    { kind: 'Dashboard', href: 'https://prototypes.example.com/clubberize/dashboard' },
    { kind: 'Website', href: 'https://prototypes.example.com/clubberize/website' },
    { kind: 'App', href: 'https://prototypes.example.com/clubberize/app' },
  ],
  sections: [
    {
      title: 'Three products, one night out',
      blocks: [
        {
          kind: 'comment',
          title: 'Following an event end to end',
          text:
            'I started by shadowing two promoters through a whole event cycle, from announcing the lineup to closing the door at 5 a.m. I also interviewed 11 regular event-goers and spent two nights with door staff.\n' +
            'The same event looked like three different things in the three products: a different name field, different ticket types, different times.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'service-blueprint.svg',
              alt: 'Service blueprint of one event with lanes for promoter, fan, door staff and system, and handoffs between dashboard, website and app marked',
            },
          ],
          caption: 'The blueprint that became the brief for all three products.',
        },
        {
          kind: 'comment',
          title: 'One event model',
          text:
            'Before any screens, we agreed a single event model with engineering: event, lineup, ticket tier, and entry. Every screen in the three products maps to those four objects, which later made the shared components possible.',
        },
      ],
    },
    {
      title: 'A dashboard promoters can run on a Friday night',
      blocks: [
        {
          kind: 'comment',
          title: 'Built for a phone at the bar',
          text:
            'Promoters set events up at a desk but checked them at the venue, on a phone, with loud music around them. The dashboard overview answers three questions at a glance: how many tickets are sold, how many people are in, and whether anything needs attention. Event creation is a five-step builder that saves as a draft at every step.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'dashboard-overview.svg',
              alt: 'Promoter dashboard with tonight\'s event: 412 of 500 tickets sold, 286 people checked in, and an alert that the early-bird tier sold out',
            },
            {
              file: 'event-builder.svg',
              alt: 'Event builder on step 2 of 5, with fields for venue, doors open and last entry, and a live preview of the public event page on the right',
            },
            {
              file: 'ticket-tier-editor.svg',
              alt: 'Ticket tier editor listing early bird, general and door tiers with price, quantity and an automatic switch when a tier sells out',
            },
            {
              file: 'live-sales-chart.svg',
              alt: 'Line chart of ticket sales over the two weeks before an event, with spikes labeled "lineup announced" and "headliner post"',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Outcome',
          text:
            'Median time to publish an event went from 34 minutes to 12. Promoters stopped sending lineups to support by email, which had been the main reason for late event pages.',
        },
      ],
    },
    {
      title: 'The website sells the lineup',
      blocks: [
        {
          kind: 'comment',
          title: 'Lineup above the fold',
          text:
            'Most visitors arrived from an artist\'s social post on a phone, so the event page had to load fast and say who is playing before anything else. The lineup module shows set times when the promoter publishes them and links each artist to their other upcoming dates. Ticket prices show the final amount with fees, because fees added at checkout were the top complaint in reviews.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'website-event-page.svg',
              alt: 'Public event page on mobile with the poster, date and venue, a lineup of four artists with set times and a "from €18, fees included" ticket button',
            },
            {
              file: 'lineup-module.svg',
              alt: 'Lineup module on desktop listing artists by stage with set times and a small "also playing" link under each name',
            },
          ],
          caption: 'Checkout conversion from the event page rose from 3.8% to 5.1%.',
        },
      ],
    },
    {
      title: 'The app gets you in the door',
      blocks: [
        {
          kind: 'comment',
          title: 'Designed for the queue',
          text:
            'At the door, signal is weak, screens are dim and people are cold. The ticket opens offline, turns the screen to full brightness and shows the QR code with the holder\'s name large enough for staff to read. Door staff use a scan mode in the same app with a green or red full-screen response and a sound.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'app-ticket-wallet.svg',
              alt: 'Ticket wallet in the app with tonight\'s ticket at the top, showing a large QR code, the holder\'s name and an "available offline" badge',
            },
            {
              file: 'door-scan-screen.svg',
              alt: 'Door staff scan screen filled with green, a check mark, the guest\'s name and ticket tier, and a counter of 286 people in',
            },
            {
              file: 'discover-feed.svg',
              alt: 'Discover feed in the app with events this weekend near Barcelona, filtered by the genres the user follows',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Faster queues',
          text:
            'Average scan time at pilot venues dropped from 9 seconds to 4 per guest. On a 500-person night that is over 40 minutes less queueing across the door.',
        },
      ],
    },
    {
      title: 'One system across three surfaces',
      blocks: [
        {
          kind: 'comment',
          title: 'Shared tokens, different densities',
          text:
            'The dashboard needs dense tables; the app needs big touch targets in the dark. Rather than two libraries, I built one set of tokens with two density modes and a dark theme used by the app at night. Components such as the event card and ticket tier exist once and adapt by mode.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'token-architecture.svg',
              alt: 'Diagram of three token layers, core, semantic and component, with compact and comfortable density modes feeding the dashboard, website and app',
            },
            {
              file: 'component-library.svg',
              alt: 'Component library with the event card shown in compact, comfortable and dark variants next to ticket tier rows and status badges',
            },
          ],
          caption: 'One library, 52 components, three products.',
        },
      ],
    },
  ],
  lessons: [
    {
      title: 'Agree on the model before the screens',
      text: 'The single event model took two weeks of workshops, and it saved months. Three products could share components only because they shared the same objects.',
    },
    {
      title: 'Visit the context',
      text: 'I would never have designed the offline, full-brightness ticket from an office. Two nights at the door were the most useful research of the project.',
    },
    {
      title: 'Density is a mode, not a fork',
      text: 'Treating compact and comfortable as modes of one system kept the dashboard and the app consistent without forcing either into the other\'s layout.',
    },
  ],
} satisfies CaseStudy;
