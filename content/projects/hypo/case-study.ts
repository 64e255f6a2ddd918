import type { CaseStudy } from '../../types';

export const caseStudy = {
  name: 'Hypo',
  subtitle: 'Mortgage pre-qualification as a conversation',
  access: 'public',
  accent: { light: '#2E7D32', dark: '#7FD98A' },
  role: 'Product and conversation designer · Hypo, with Brava Digital · 2019',
  outcome: 'Pre-qualification completion up from 36% to 58%; median time from 11 to 6 minutes',
  coverAlt:
    'Hypo chat screens: a welcome message with quick replies, an income question with a number field, and a pre-qualification result card',
  about: {
    title: 'A chatbot that tells you what you can borrow',
    text:
      'Hypo is an online mortgage lender. Before talking to anyone, applicants had to complete a 28-field pre-qualification form, and 71% of those who started it never finished.\n' +
      'The team wanted to try a conversational version. I designed the conversation, the chat interface and its components, and ran the research that decided which questions could be dropped.',
  },
  prototypes: [
    { kind: 'Mobile', href: 'https://prototypes.example.com/hypo/mobile' },
    { kind: 'Tablet', href: 'https://prototypes.example.com/hypo/tablet' },
    { kind: 'Desktop', href: 'https://prototypes.example.com/hypo/desktop' },
  ],
  sections: [
    {
      title: 'Why a chatbot at all',
      blocks: [
        {
          kind: 'comment',
          title: 'The form was the problem, not the format',
          text:
            'I was skeptical: a chatbot can easily be a slow form with a face. So we first audited the form with the risk team and found that 9 of the 28 fields were not used in the pre-qualification decision at all. They were removed from both versions before we compared anything.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'legacy-form-audit.svg',
              alt: 'The old 28-field form printed as one long page, with nine fields crossed out and notes from the risk team beside the remaining ones',
            },
            {
              file: 'conversation-flow-map.svg',
              alt: 'Flow diagram of the conversation with branches for single and joint applicants, employed and self-employed, and exits to a human advisor',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Branching instead of asking everything',
          text:
            'A conversation earns its place when it can skip questions. Self-employed applicants get different income questions than employees, and joint applicants are asked about the second person only once. The average applicant answered 13 questions instead of 19.',
        },
      ],
    },
    {
      title: 'Writing the conversation',
      blocks: [
        {
          kind: 'comment',
          title: 'Wizard of Oz before any code',
          text:
            'To test the script before it was built, I played the bot myself from a second laptop while 10 participants chatted with "Hypo". This showed where people hesitated, what they typed instead of tapping quick replies, and which questions felt intrusive without an explanation.\n' +
            'Every sensitive question now comes with a short line saying why we ask.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'wizard-of-oz-setup.svg',
              alt: 'Test setup with a participant\'s phone showing the chat and a second laptop where the researcher types the bot\'s replies from a script',
            },
            {
              file: 'chat-welcome.svg',
              alt: 'Chat opening with a welcome message that says the check takes about five minutes and does not affect credit scores, plus a "Let\'s start" reply',
            },
            {
              file: 'quick-reply-chips.svg',
              alt: 'Question "Are you buying alone or with someone?" followed by two quick-reply chips, "Alone" and "With someone", and a free-text field',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'A voice, not a character',
          text:
            'Early drafts gave the bot jokes and emojis. Participants found that odd when discussing their debts. We kept the tone warm but plain, with short sentences and no pretending to be human.',
        },
      ],
    },
    {
      title: 'Numbers in a chat window',
      blocks: [
        {
          kind: 'comment',
          title: 'Structured input inside a conversation',
          text:
            'Typing "about 2.5k after tax" into a chat is natural, but parsing it is risky for a lending decision. Number questions open a formatted currency field with the unit and period visible, such as "€ per month, after tax". Every few questions the bot shows a summary card so applicants can check and edit what they said.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'income-input-message.svg',
              alt: 'Chat question about monthly net income with a number field formatted in euros and a hint explaining what counts as income',
            },
            {
              file: 'summary-card.svg',
              alt: 'Summary card in the chat listing the answers so far, home price, savings, income and existing loans, each with an edit link',
            },
            {
              file: 'edit-answer.svg',
              alt: 'Editing a previous answer: the savings amount is reopened in place and the later messages fade until the change is confirmed',
            },
          ],
          caption: 'Editing an answer never restarts the conversation.',
        },
      ],
    },
    {
      title: 'Ending with an answer',
      blocks: [
        {
          kind: 'comment',
          title: 'Give the result, then ask',
          text:
            'The old form ended with "an advisor will contact you". The chat ends with a pre-qualification result: an indicative loan range, a monthly payment and the main reason behind it. Only then does it offer a call with an advisor, who receives the full conversation so the applicant never repeats themselves.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'prequalification-result.svg',
              alt: 'Result card reading "You could borrow €180,000 – €205,000" with an estimated monthly payment and a note that the final offer depends on documents',
            },
            {
              file: 'advisor-handoff.svg',
              alt: 'Handoff message offering a call with an advisor, showing the advisor\'s photo and name and three time slots for today and tomorrow',
            },
          ],
        },
        {
          kind: 'comment',
          title: 'Results',
          text:
            'In a four-week split test, 58% of chat users finished pre-qualification, against 36% on the shortened form. Median completion time fell from 11 minutes to 6, and advisors reported shorter first calls because the context was already there.',
        },
      ],
    },
    {
      title: 'Chat components as a system',
      blocks: [
        {
          kind: 'comment',
          title: 'Designing the states nobody scripts',
          text:
            'A chat interface is a small set of components with many states: bot and user messages, typing indicator, quick replies, input cards, summaries and errors. I documented each with its states and writing guidelines, so the content team could add new questions without a designer. Error messages always say what went wrong and what to do next, in the same voice as the rest of the conversation.',
        },
        {
          kind: 'images',
          images: [
            {
              file: 'chat-component-sheet.svg',
              alt: 'Component sheet with bot and user bubbles, a typing indicator, quick-reply chips, an input card and a summary card, each with its states',
            },
            {
              file: 'error-recovery-message.svg',
              alt: 'Chat error message saying the connection dropped and the answers are saved, with a "Try again" button below',
            },
          ],
        },
      ],
    },
  ],
  lessons: [
    {
      title: 'Fix the questions before the format',
      text: 'Cutting the fields nobody used helped both versions. The chatbot won the test, but only after the form had been given a fair chance.',
    },
    {
      title: 'Prototype conversations with people',
      text: 'A Wizard of Oz test cost two days and no code, and it rewrote a third of the script. Conversations have to be heard, not only read.',
    },
    {
      title: 'Give value before asking for more',
      text: 'Showing the result before offering an advisor felt risky to sales. It built the trust that made people accept the call.',
    },
  ],
} satisfies CaseStudy;
