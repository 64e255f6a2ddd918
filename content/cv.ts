import type { Cv } from './types';

/*
 * What only the CV says. The CV page (/cv), the PDF and resume.json also
 * take your name, role, email and profile from site.ts, your experience
 * from about/about.ts and each project's outcome from its case study.
 */
export const cv = {
  location: { city: 'Barcelona', countryCode: 'ES' },
  summary:
    'Senior product designer with 9 years in retail, travel, fintech and entertainment products. I build design systems that product teams choose to use: token architecture, accessible components, documentation and the contribution process around them.\n' +
    'I am at my best between design and engineering, turning research into decisions a whole team can ship, and measuring them in bookings, conversions and fewer support tickets.',
  skills: [
    {
      area: 'Design systems',
      items: ['Token architecture', 'Component API design', 'Documentation', 'Governance and contribution', 'Adoption metrics'],
    },
    {
      area: 'Product design',
      items: ['Discovery and user research', 'Interaction design', 'Prototyping', 'Content design', 'A/B testing'],
    },
    {
      area: 'Accessibility and leadership',
      items: ['WCAG 2.2 AA', 'Screen reader testing', 'Design critique', 'Mentoring', 'Workshop facilitation'],
    },
  ],
  tools: ['Figma', 'Tokens Studio', 'Storybook', 'Zeroheight', 'Maze', 'Dovetail', 'Jira', 'HTML and CSS'],
  education: [
    { degree: 'Postgraduate Diploma in Interaction Design', school: 'Elisava, Barcelona', dates: '2019 – 2020' },
    { degree: 'BA (Hons) in Graphic Design', school: 'EASD València', dates: '2013 – 2017' },
  ],
  languages: [
    { language: 'Spanish', level: 'Native' },
    { language: 'Catalan', level: 'Native' },
    { language: 'English', level: 'Professional (C1)' },
    { language: 'French', level: 'Conversational (B1)' },
  ],
} satisfies Cv;
