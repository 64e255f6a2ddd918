/**
 * The site's components the page shows live, and the classes that style
 * each: the tokens listed under a component are the ones those classes read.
 * Their titles are in the catalogue (`designSystem.specimens`).
 */
export const specimens = [
  { id: 'project-card', classes: ['project-card'] },
  { id: 'buttons', classes: ['button', 'is-unavailable', 'unavailable-note'] },
  { id: 'prototype-links', classes: ['prototypes', 'chip', 'external-link'] },
  { id: 'gate-field', classes: ['gate'] },
  { id: 'slideshow-control', classes: ['icon-button', 'cover__controls', 'cover__toggle'] },
  { id: 'theme-toggle', classes: ['icon-button', 'theme-toggle'] },
  { id: 'section-title', classes: ['section-title', 'cs-section', 'comment'] },
] as const;

export type SpecimenId = (typeof specimens)[number]['id'];
