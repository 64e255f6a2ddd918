import type { CaseStudy } from '../../types';

export const caseStudy = {
  name: 'Lowtaux',
  subtitle: 'Compare mortgage offers and book an advisor',
  access: 'public',
  accent: { light: '#1F56C9', dark: '#8DB7FF' },
  role: 'Product designer · Lowtaux, with Brava Digital · 2019 – 2020',
  outcome: 'Advisor bookings up 32% in the three months after launch',
  coverAlt:
    'Lowtaux screens: a mortgage calculator, a table comparing offers from several banks, and an advisor booking calendar',
  about: {
    title: 'A mortgage broker website people could trust',
    text:
      'Lowtaux is a mortgage broker: it negotiates with banks for its clients and earns a fee from the bank, not from the buyer. Its old website looked like a lead form with a logo, and most visitors left before learning what the company actually did.\n' +
      'I was the product designer on the redesign, working with a copywriter, two developers and the broker\'s advisors. The goal was a site where buyers can compare real offers, understand them, and book time with an advisor when they are ready.',
  },
  prototypes: [
    { kind: 'Mobile', href: 'https://prototypes.example.com/lowtaux/mobile' },
    { kind: 'Tablet', href: 'https://prototypes.example.com/lowtaux/tablet' },
    { kind: 'Desktop', href: 'https://prototypes.example.com/lowtaux/desktop' },
  ],
  sections: [
    {
      title: 'Trust before numbers',
      blocks: [
        {
          kind: 'comment',
          title: 'What first-time buyers feared',
          text:
            'We surveyed 420 people who had bought or were looking for a first home, and ran moderated tests of the old site with 8 of them. The top fear was not the interest rate; it was being pushed into a product by someone on commission.\n' +
            'The old homepage asked for a phone number in the first screen, which confirmed exactly that fear.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'old-homepage-audit.svg',
              alt: 'Annotated screenshot of the old homepage, with notes on the phone-number form above the fold, unexplained jargon and missing information about fees',
            },
            {
              file: 'survey-results.svg',
              alt: 'Bar chart of survey answers ranking buyer worries: being sold to, hidden costs, not understanding the terms, and the interest rate last',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Say how we get paid',
          text:
            'The first design decision was a sentence, not a screen: a short explanation of how Lowtaux earns money, placed on the homepage and next to every offer. In testing, it was the element people mentioned most when asked why they would trust the service.',
        },
      ],
    },
    {
      title: 'A comparison you can actually read',
      blocks: [
        {
          kind: 'comment',
          title: 'One number to compare',
          text:
            'Banks present offers with different rates, fees and required products, such as insurance or a salary account. We normalized every offer to the same loan amount and term, and lead with the monthly payment and the APR including required products. Fixed and variable offers sit in separate tabs, because mixing them made the cheapest option look misleadingly cheap.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'offer-comparison-table.svg',
              alt: 'Desktop table comparing five bank offers by monthly payment, APR, opening fee and required products, with the lowest total cost marked',
            },
            {
              file: 'offer-card-mobile.svg',
              alt: 'Mobile offer card showing the bank, €842 per month, APR 2.9% and a collapsible list of required products such as home insurance',
            },
            {
              file: 'rate-type-toggle.svg',
              alt: 'Segmented control switching between fixed, variable and mixed rate offers, with a one-line explanation of each below',
            },
          ],
          caption: 'The table on desktop becomes stacked cards on mobile, in the same order.',
        },
      ],
    },
    {
      title: 'A calculator that asks less',
      blocks: [
        {
          kind: 'comment',
          title: 'Results before contact details',
          text:
            'The sales team wanted the phone number before showing results; I wanted it after. We agreed to test it. Asking later produced 14% fewer leads in total, but advisors rated far more of them as ready to proceed, and signed mortgages per month went up.\n' +
            'The calculator now needs four inputs: price, savings, income and age.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'mortgage-calculator.svg',
              alt: 'Calculator with four inputs for home price, savings, monthly income and age, and a live result panel updating beside them',
            },
            {
              file: 'affordability-result.svg',
              alt: 'Result screen showing an estimated loan of €210,000, a monthly payment range, and a bar showing savings needed for taxes and fees',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Show the hidden costs',
          text:
            'Many buyers did not know that purchase taxes and fees add around 10% to the price in Spain. The result screen shows that amount next to their savings, so they learn it from us rather than from the notary.',
        },
      ],
    },
    {
      title: 'Booking an advisor',
      blocks: [
        {
          kind: 'comment',
          title: 'Choose the person, the time and the channel',
          text:
            'Advisors used to call leads back at random times. The new flow lets buyers choose an advisor, a slot and whether they want a video call, a phone call or an office visit. A checklist tells them which documents to have ready, which cut the average first call from 50 minutes to 30.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'advisor-profile-cards.svg',
              alt: 'Three advisor cards with a photo, languages spoken, years of experience and the next available slot',
            },
            {
              file: 'advisor-booking-calendar.svg',
              alt: 'Booking calendar with a week view of free slots, and buttons to choose a video call, phone call or office visit',
            },
            {
              file: 'document-checklist.svg',
              alt: 'Confirmation page with the appointment details and a checklist of documents: ID, last three payslips, tax return and bank statements',
            },
          ],
          caption: 'Advisor bookings grew 32% in the three months after launch.',
        },
      ],
    },
    {
      title: 'Plain-language patterns',
      blocks: [
        {
          kind: 'comment',
          title: 'A content system, not just components',
          text:
            'Mortgage terms are unavoidable, so we made them explainable. With the copywriter I built a glossary of 60 terms with one-sentence definitions, and a tooltip component that pulls from it wherever a term appears. Legal notices use a disclosure component with a plain summary on top and the full text underneath.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'glossary-tooltip.svg',
              alt: 'Offer detail with the word "Euribor" underlined and a tooltip explaining it in one sentence, with a link to the full glossary',
            },
            {
              file: 'component-library.svg',
              alt: 'Component sheet with offer cards, the rate-type toggle, input fields with currency formatting, tooltips and legal disclosure panels',
            },
          ],
        },
      ],
    },
  ],
  lessons: [
    {
      title: 'Trust is a design problem',
      text: 'The most effective change was explaining the business model in one sentence. Honest copy did more for conversion than any layout.',
    },
    {
      title: 'Measure the lead, not the count',
      text: 'Fewer, better leads was a hard sell until we tracked signed mortgages instead of form submissions. Pick the metric that matches the business before the test starts.',
    },
    {
      title: 'Words need a system too',
      text: 'A shared glossary kept the site, the advisors and the emails using the same definitions. Content deserves the same care as components.',
    },
  ],
} satisfies CaseStudy;
