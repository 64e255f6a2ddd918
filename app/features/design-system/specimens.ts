/**
 * The site's components the page shows live, and the classes that style
 * each: the tokens listed under a component are the ones those classes read.
 */
export const specimens = [
  { id: 'project-card', title: 'Project card', classes: ['project-card'] },
  { id: 'buttons', title: 'Buttons', classes: ['button', 'is-unavailable', 'unavailable-note'] },
  { id: 'prototype-links', title: 'Prototype links', classes: ['prototypes', 'chip', 'external-link'] },
  { id: 'gate-field', title: 'Password field', classes: ['gate'] },
  { id: 'slideshow-control', title: 'Slideshow control', classes: ['icon-button', 'cover__controls', 'cover__toggle'] },
  { id: 'theme-toggle', title: 'Theme toggle', classes: ['icon-button', 'theme-toggle'] },
  { id: 'section-title', title: 'Section title and comment block', classes: ['section-title', 'cs-section', 'comment'] },
] as const;

export type SpecimenId = (typeof specimens)[number]['id'];
