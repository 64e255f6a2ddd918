import type { About } from '../types';

export const about = {
  hero: {
    eyebrow: 'About Nora',
    title: 'I design the systems behind calm, confident products.',
    intro:
      'I am a senior product designer based in Barcelona, with 9 years of experience across retail, travel, fintech and entertainment.\n' +
      'Most of my work sits where product design meets design systems: tokens, components, documentation, and the habits that make teams actually use them.',
  },
  story: [
    {
      title: 'From print to pixels',
      text:
        'I studied graphic design in Valencia and started out laying out posters and brand guidelines in a small studio. The guidelines were my favorite part: a few pages of rules that let other people make good work without me in the room.\n' +
        'It took me a couple of years to notice that this is exactly what a design system does.',
    },
    {
      title: 'Learning products the hard way',
      text:
        'My first product job was at a travel startup where I was the only designer, shipping a screen a day. I learned to test with real users on a budget, to read analytics, and to sit with engineers until the build matched the design. I also learned what happens when nobody writes anything down.',
    },
    {
      title: 'Agencies, freelance and many domains',
      text:
        'Agency and freelance work took me through mortgages, long hotel stays, live music and game items. Each domain had its own vocabulary and fears, and each one taught me to start with research rather than with screens. Across all of them, the projects that lasted were the ones where I left behind a small, well-documented system.',
    },
    {
      title: 'Systems as a practice',
      text:
        'Today I lead design systems work at Tessera, where a library is only one part of the job. The rest is governance, adoption, accessibility and helping product teams move faster without all looking the same. I also mentor junior designers and speak at local meetups about systems that survive contact with real teams.',
    },
  ],
  galleries: [
    {
      title: 'In the studio',
      items: [
        {
          name: 'workshop-wall.svg',
          tag: 'Workshop · 2024',
          mediaType: 'image',
          alt: 'A glass wall covered in sticky notes and printed screens from a component audit, grouped by color into buttons, cards and forms',
        },
        {
          name: 'sketching-loop.mp4',
          tag: 'Sketching · 2025',
          mediaType: 'video',
          alt: 'Short looping video of a hand sketching a mobile checkout screen in black pen, then adding annotations in orange marker',
        },
        {
          name: 'token-review.svg',
          tag: 'Design review · 2025',
          mediaType: 'image',
          alt: 'Laptop on a meeting table showing a grid of color tokens with contrast ratios, with printed notes and a coffee cup beside it',
        },
      ],
    },
    {
      title: 'Talks and mentoring',
      items: [
        {
          name: 'meetup-talk.svg',
          tag: 'Talk · 2023',
          mediaType: 'image',
          alt: 'Speaker on a small stage in front of a slide titled "Adoption is the product", with an audience of about forty people in the foreground',
        },
        {
          name: 'mentoring-session.svg',
          tag: 'Mentoring · 2024',
          mediaType: 'image',
          alt: 'Two people at a desk reviewing a portfolio on a large monitor, one pointing at a case study layout',
        },
        {
          name: 'critique-notes.svg',
          tag: 'Design critique · 2025',
          mediaType: 'image',
          alt: 'Open notebook with critique notes in three columns, what works, questions and next steps, next to a printed wireframe',
        },
      ],
    },
    {
      title: 'Away from the screen',
      items: [
        {
          name: 'ceramics-bench.svg',
          tag: 'Ceramics · 2022',
          mediaType: 'image',
          alt: 'A row of handmade ceramic cups in different glazes drying on a wooden workbench',
        },
        {
          name: 'pyrenees-sketchbook.svg',
          tag: 'Sketchbook · 2023',
          mediaType: 'image',
          alt: 'Sketchbook open on a rock with a watercolor of mountain ridges, and the same ridges in the background',
        },
        {
          name: 'barceloneta-morning.svg',
          tag: 'Barcelona · 2024',
          mediaType: 'image',
          alt: 'Early morning on a Barcelona beach with an empty shoreline, low sun over the sea and a bicycle leaning on a railing',
        },
      ],
    },
  ],
  experience: [
    {
      position: 'Senior Product Designer, Design Systems',
      company: 'Tessera',
      companyUrl: 'https://tessera.example.com',
      dates: '2024 – present',
      text:
        'I lead the design side of Mosaic, the design system behind Tessera\'s scheduling platform for clinics and hospitals. I own the token architecture, the accessibility standards and the contribution process used by seven product teams. In the first year, system adoption went from 35% to 81% of screens.',
    },
    {
      position: 'Lead Product Designer',
      company: 'Northbound Studio',
      companyUrl: 'https://northbound.example.com',
      dates: '2022 – 2024',
      text:
        'At this Barcelona product studio I led design for client teams, including a shared design system for a global fashion retailer and the first public release of Huru, an NFT rental marketplace. I ran discovery, set up design operations for each client and mentored three designers.',
    },
    {
      position: 'Independent Product Designer',
      company: 'Freelance',
      dates: '2020 – 2022',
      text:
        'I worked directly with startups as a lead or solo designer. Projects included long-stay search and pricing for Stayforlong and a dashboard, website and app for Clubberize. Each engagement ended with a documented component library the in-house team could maintain.',
    },
    {
      position: 'Product Designer',
      company: 'Brava Digital',
      companyUrl: 'https://bravadigital.example.com',
      dates: '2019 – 2020',
      text:
        'A digital agency specialized in financial services. I designed the Hypo mortgage chatbot and the Lowtaux broker website, working closely with copywriters, risk teams and advisors. This is where I started treating content as part of the system.',
    },
    {
      position: 'UX/UI Designer',
      company: 'Tramuntana Labs',
      companyUrl: 'https://tramuntana.example.com',
      dates: '2018 – 2019',
      text:
        'As the only designer at a travel booking startup, I designed search, booking and the first version of a shared UI kit. I ran guerrilla usability tests every two weeks and learned to work in short cycles with engineering.',
    },
    {
      position: 'Junior Designer',
      company: 'Estudio Pla',
      companyUrl: 'https://estudiopla.example.com',
      dates: '2017 – 2018',
      text:
        'A small branding and web studio in Valencia. I produced brand guidelines, websites and print for local businesses, and built my first reusable templates for the studio\'s web projects.',
    },
  ],
  principles: [
    {
      title: 'Start with the real comparison',
      text: 'People judge a product against whatever they would do instead. I find that alternative first, because it sets the bar for every screen.',
    },
    {
      title: 'Systems serve products',
      text: 'A design system exists to help teams ship better work faster. If a rule slows a team down without protecting users, the rule should change.',
    },
    {
      title: 'Accessible by default',
      text: 'Contrast, focus, labels and keyboard behavior belong in the components, not in a checklist at the end. Built once, they reach every screen.',
    },
    {
      title: 'Words are interface',
      text: 'Labels, errors and explanations do as much work as layout. I write real copy in my designs from the first draft.',
    },
    {
      title: 'Measure what the business feels',
      text: 'I agree on the metric before the test, and I pick one that matters beyond the screen: bookings, signed contracts, fewer support tickets.',
    },
  ],
  lessons: [
    {
      title: 'Documentation is a product',
      text: 'The best component is useless if nobody can find out when to use it. Good docs need research, writing and maintenance, just like features.',
    },
    {
      title: 'Adoption is earned, not mandated',
      text: 'Teams adopt a system when it saves them time this sprint. Office hours, quick fixes and an open contribution process did more than any mandate.',
    },
    {
      title: 'Go where the product is used',
      text: 'A door queue at 1 a.m., a shop floor on a Saturday, a kitchen table with mortgage papers. Context research changed my designs more than any workshop.',
    },
    {
      title: 'Leave things better documented than you found them',
      text: 'Whether I stay for years or a few months, I try to leave behind decisions written down and a system others can extend without me.',
    },
  ],
} satisfies About;
