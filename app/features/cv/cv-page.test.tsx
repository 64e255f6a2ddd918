// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cvPdfs } from 'virtual:cv-pdf';

const cvPdf = cvPdfs.en;
import { CvPage } from './cv-page.tsx';
import { LocaleContext } from '../../i18n/use-locale.tsx';
import { catalogues } from '../../i18n/words.ts';
import { cvTestContent, withProjects } from '../../../tests/cv-test-content.ts';
import { cvCaseStudies, cvView, displayAddress } from './cv-view.ts';
import { formatFileSize } from './cv-files.ts';

const cvLabels = catalogues.en.cv;

function renderCv(content = cvTestContent()) {
  render(
    <MemoryRouter>
      <CvPage view={cvView(content, '/')} />
    </MemoryRouter>,
  );
  return content;
}

// Role queries over a whole CV page are slow in jsdom on a busy machine.
describe('CvPage', { timeout: 30_000 }, () => {
  it('lists every experience entry of the about content: position, company, dates and text', () => {
    const { about } = renderCv();
    const list = within(screen.getByRole('region', { name: cvLabels.experience })).getAllByRole('listitem');
    expect(list).toHaveLength(about.experience.length);
    about.experience.forEach((entry, i) => {
      const item = within(list[i]!);
      expect(item.getByRole('heading', { level: 3 }).textContent).toContain(`${entry.position}, ${entry.company}`);
      expect(item.getByText(entry.dates)).toBeTruthy();
      expect(list[i]!.textContent).toContain(entry.text.split('\n')[0]!.slice(0, 60));
    });
  });

  it('links each case study, a private one marked available on request', () => {
    const content = renderCv();
    const work = screen.getByRole('region', { name: cvLabels.work });
    for (const { slug, study } of content.projects) {
      const link = within(work).getByRole('link', { name: study.name });
      const item = within(link.closest('li')!);
      if (study.access === 'private') {
        expect(link.getAttribute('href')).toBe('/private/');
        expect(item.getByText(cvLabels.onRequest)).toBeTruthy();
      } else {
        expect(link.getAttribute('href')).toBe(`/${slug}/`);
        expect(item.getByText(study.outcome!)).toBeTruthy();
      }
    }
  });

  it('names the first case studies of a long portfolio, and links to the home page for the rest', () => {
    const content = cvTestContent();
    const { projects } = withProjects(content, 30);
    renderCv({ ...content, projects });
    const items = within(screen.getByRole('region', { name: cvLabels.work })).getAllByRole('listitem');
    expect(items).toHaveLength(cvCaseStudies + 1);
    const more = within(items.at(-1)!).getByRole('link', { name: '22 more case studies on the portfolio' });
    expect(more.getAttribute('href')).toBe('/');
  });

  it('offers the PDF with its size, and contact details from the site', () => {
    const content = renderCv();
    const download = screen.getByRole('link', { name: new RegExp(`^${cvLabels.download.replace(/[()]/g, '\\$&')}`) });
    expect(download.getAttribute('href')).toBe(`/${cvPdf.fileName}`);
    expect(download.hasAttribute('download')).toBe(true);
    expect(download.textContent).toContain(formatFileSize(cvPdf.bytes));
    const contact = within(screen.getByRole('list', { name: cvLabels.contact }));
    expect(contact.getByRole('link', { name: content.site.email }).getAttribute('href')).toBe(`mailto:${content.site.email}`);
    expect(contact.getByRole('link', { name: new RegExp(`^${content.site.profileLabel}`) }).getAttribute('href')).toBe(
      content.site.profileUrl,
    );
  });

  it('carries, for paper, the address of each link whose text is not its address', () => {
    const { about } = renderCv();
    const printed = [...document.querySelectorAll('.print-address')].map((node) => node.textContent);
    for (const entry of about.experience.filter((e) => e.companyUrl)) expect(printed).toContain(` (${displayAddress(entry.companyUrl!)})`);
  });

  it('speaks the page’s language: its headings, its own notes and the download', () => {
    const content = cvTestContent();
    const labels = catalogues.es.cv;
    render(
      <MemoryRouter initialEntries={['/es/cv']}>
        <LocaleContext value="es">
          <CvPage view={cvView(content, '/', 'es')} />
        </LocaleContext>
      </MemoryRouter>,
    );
    for (const heading of [labels.summary, labels.experience, labels.work, labels.skills, labels.education, labels.languages]) {
      expect(screen.getByRole('region', { name: heading })).toBeTruthy();
    }
    expect(screen.getByRole('list', { name: labels.contact })).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(`^${labels.download.replace(/[()]/g, '\\$&')}`) }).textContent).toContain(
      formatFileSize(cvPdf.bytes, 'es'),
    );
    const work = within(screen.getByRole('region', { name: labels.work }));
    for (const { slug, study } of content.projects.filter(({ study }) => study.access === 'public')) {
      expect(work.getByRole('link', { name: study.name }).getAttribute('href')).toBe(`/es/${slug}/`);
    }
  });
});
