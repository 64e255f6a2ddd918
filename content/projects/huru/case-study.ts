import type { CaseStudy } from '../../types';

export const caseStudy = {
  name: 'Huru',
  subtitle: 'Rent in-game items instead of buying them',
  access: 'public',
  accent: { light: '#6B3FD4', dark: '#B9A2FF' },
  role: 'Lead product designer · Huru, with Northbound Studio · 2022',
  outcome: 'Drop-off at the wallet step cut from 41% to 22% in the first public release',
  coverAlt:
    'Huru screens on a dark background: a catalog of game items, an item detail with a daily rental price, and a wallet confirmation',
  about: {
    title: 'A rental marketplace for in-game items',
    text:
      'Huru lets players rent rare in-game items, such as weapons, characters and land plots, for a few days instead of paying hundreds of dollars to own them. Owners earn a daily fee, and a smart contract returns the item automatically when the rental ends.\n' +
      'The founders had working contracts and a prototype built by engineers. I led design for the first public release: the rental flow, the owner side, and a design system for a dark-first brand.',
  },
  prototypes: [
    { kind: 'Mobile', href: 'https://prototypes.example.com/huru/mobile' },
    { kind: 'Tablet', href: 'https://prototypes.example.com/huru/tablet' },
    { kind: 'Desktop', href: 'https://prototypes.example.com/huru/desktop' },
  ],
  sections: [
    {
      title: 'Renting, not speculating',
      blocks: [
        {
          kind: 'comment',
          title: 'Research where players already were',
          text:
            'We recruited 18 players and 4 guild managers through the game communities on Discord, and ran remote sessions on the prototype. The strongest reaction was to vocabulary: words like "mint", "floor price" and "NFT" made players assume a scam before they understood the offer.\n' +
            'What they wanted was simple: try the legendary sword for a weekend tournament without spending a month of savings.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'discord-research-board.svg',
              alt: 'Research board of quotes from player sessions sorted into trust, price, game fit and wallet setup, with the most repeated quotes enlarged',
            },
            {
              file: 'rental-flow-map.svg',
              alt: 'Flow diagram of a rental from choosing a game to returning the item, with the wallet and collateral steps marked as the biggest drop-off points',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Game first, chain last',
          text:
            'We rewrote the interface in player language: "rent", "days left", "deposit". Blockchain details moved to an expandable panel for the players who wanted them, about one in six in testing. Navigation starts from the game you play, because nobody shops for items across games.',
        },
      ],
    },
    {
      title: 'Browsing items by game',
      blocks: [
        {
          kind: 'comment',
          title: 'Cards that answer "is it worth it?"',
          text:
            'Players judged an item by what it does in the game, not by its token ID. Item cards lead with the in-game stats and rarity, then the daily price and minimum rental. I designed the card with four states, available, rented, yours and unavailable in your region, so the catalog never shows a button that will fail.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'game-catalog.svg',
              alt: 'Catalog for one game with filters for item type and rarity, and a grid of item cards showing artwork, power stat and a daily price',
            },
            {
              file: 'item-card-states.svg',
              alt: 'Four versions of the same item card: available with a rent button, rented with a countdown, owned by you, and unavailable with an explanation',
            },
            {
              file: 'item-detail.svg',
              alt: 'Item detail page with a large artwork, stat bars, a duration slider from 1 to 14 days and a price summary showing fee and refundable deposit',
            },
          ],
          caption: 'Stats first, price second, chain data on request.',
        },
      ],
    },
    {
      title: 'Making the wallet step survivable',
      blocks: [
        {
          kind: 'comment',
          title: 'The step we could not remove',
          text:
            'Every rental needs a wallet signature and a network fee, and 41% of beta users abandoned there. We could not remove the step, so we made it predictable: the fee estimate is shown before the wallet opens, and each transaction state has its own screen and plain message. Failed transactions say what happened and whether any money moved.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'wallet-connect-sheet.svg',
              alt: 'Bottom sheet listing three supported wallets with a short note that connecting does not move any funds',
            },
            {
              file: 'transaction-pending.svg',
              alt: 'Pending rental screen with a progress ring, the estimated wait of about 30 seconds and the item shown as reserved for you',
            },
            {
              file: 'transaction-error.svg',
              alt: 'Error screen reading "The network fee changed, nothing was charged" with buttons to retry at the new fee or cancel',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Result',
          text:
            'After the redesign, drop-off at the wallet step fell from 41% to 22%. Support questions about "lost money" almost disappeared, because the error screens now said clearly that nothing had been charged.',
        },
      ],
    },
    {
      title: 'Owners are users too',
      blocks: [
        {
          kind: 'comment',
          title: 'Listing in under a minute',
          text:
            'The supply side was mostly guild managers holding dozens of items. They needed bulk listing and a clear view of earnings, not a collector gallery. I designed a listing form with suggested daily prices based on recent rentals, and a dashboard that shows which items are out, when they come back and what they earned.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'owner-listing-form.svg',
              alt: 'Listing form with a multi-select of owned items, a suggested daily price with a range of recent rentals, and a maximum rental length',
            },
            {
              file: 'earnings-dashboard.svg',
              alt: 'Owner dashboard with total earnings for the month, a bar chart of daily income and a table of items with status and return dates',
            },
            {
              file: 'rental-timer.svg',
              alt: 'Active rental card with a countdown of 2 days 6 hours, the renter name and a note that the item returns automatically',
            },
          ],
        },
      ],
    },
    {
      title: 'A dark-first design system',
      blocks: [
        {
          kind: 'comment',
          title: 'Tokens for a neon brand',
          text:
            'The brand was neon on near-black, which looks great in a hero image and fails contrast on a price label. I defined semantic color tokens, surface levels and rarity colors, and checked every text pairing against WCAG AA. The five rarity colors also carry a label and an icon, so color is never the only signal.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'color-token-sheet.svg',
              alt: 'Token sheet with four dark surface levels, text colors with their contrast ratios, and five rarity colors each paired with an icon',
            },
            {
              file: 'component-library.svg',
              alt: 'Component library page with buttons, item cards, stat bars, countdown chips and transaction banners on a dark background',
            },
          ],
          caption: '44 components shipped with the beta, all documented in Storybook.',
        },
        {
          kind: 'comment',
          title: 'Launch',
          text:
            'The public beta recorded 2,300 rentals in its first six weeks across three games. Median time from opening an item to a confirmed rental was 1 minute 50 seconds, down from over 5 minutes in the engineers\' prototype.',
        },
      ],
    },
  ],
  lessons: [
    {
      title: 'Words decide trust',
      text: 'The biggest improvement cost no engineering time: replacing crypto jargon with the words players already use. Vocabulary is part of the interface.',
    },
    {
      title: 'Design the failure screens first',
      text: 'On a blockchain, things fail often and slowly. Designing the error and pending states before the happy path made the whole flow calmer.',
    },
    {
      title: 'Dark themes need more rules, not fewer',
      text: 'A dark-first brand made contrast problems easy to miss. Writing the contrast ratio next to every token kept the system honest as it grew.',
    },
  ],
} satisfies CaseStudy;
