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
} satisfies Site;
