/** Headings and fixed words of the CV, shared by the page and the PDF so they never differ. */
export const cvLabels = {
  title: 'Curriculum vitae',
  summary: 'Profile',
  experience: 'Experience',
  work: 'Selected case studies',
  skills: 'Skills',
  tools: 'Tools',
  education: 'Education',
  languages: 'Languages',
  contact: 'Contact',
  onRequest: 'Available on request',
  download: 'Download CV (PDF)',
  /** The link to /cv from the footer and the about page. */
  page: 'CV',
  fullCv: 'See the full CV',
} as const;
