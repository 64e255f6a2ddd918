import type { Site } from './types';

export const site = {
  name: 'Nora Castell',
  role: 'Senior product designer, design systems at Tessera',
  email: 'nora.castell@example.com',
  profileUrl: 'https://www.linkedin.com/in/nora-castell-design',
  profileLabel: 'LinkedIn',
  url: 'https://noracastell.example.com',
  description:
    'Nora Castell is a senior product designer in Barcelona with 9 years of experience building design systems for retail, travel and fintech products.',
  heroVariants: [
    'I turn scattered interfaces into *design systems* that teams actually want to use.',
    '*9 years* of designing products people trust with their money, homes and nights out.',
    'Good *components* are boring on purpose, so your product can be *bold*.',
    'I design the *tokens*, the *rules* and the docs nobody has time to write.',
    'From first sketch to shipped *system*, I make complex products feel *simple*.',
  ],
  footer: {
    callToAction: 'Hiring, or have a product that needs a system?',
    smallPrint: 'Designed and built in Barcelona.',
  },
  gate: {
    label: 'Under NDA',
    intro:
      'This case study covers work under a non-disclosure agreement. If you have the password, enter it below.',
    noPassword: 'No password? Email me and I’ll walk you through the work on a call:',
    rememberDays: 30,
  },
  notFound: {
    label: 'Error 404',
    title: 'This page isn’t part of the portfolio.',
    text: 'The link may be old, or the address mistyped. The work is one click away.',
    workLink: 'See the selected work',
    aboutLink: 'About me',
  },
} satisfies Site;
