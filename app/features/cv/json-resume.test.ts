import { describe, expect, it } from 'vitest';
import { jsonResumeErrors as schemaErrors } from '../../../tests/json-resume-schema.ts';
import { cvTestContent } from '../../../tests/cv-test-content.ts';
import { cvView } from './cv-view.ts';
import { jsonResume } from './json-resume.ts';

describe('jsonResume', () => {
  const content = cvTestContent();
  const view = cvView(content, '/');
  const resume = jsonResume(view, 'https://nora.example.com/resume.json') as {
    basics: { name: string; email: string; location: { city: string; countryCode: string } };
    work: { name: string; position: string; startDate: string; endDate?: string }[];
    projects: { name: string }[];
  };

  it('is valid against the JSON Resume schema', () => {
    expect(schemaErrors(resume)).toEqual([]);
  });

  it('holds every position with ISO dates, open-ended for the current one', () => {
    expect(resume.work.map((work) => `${work.position} @ ${work.name}`)).toEqual(
      content.about.experience.map((entry) => `${entry.position} @ ${entry.company}`),
    );
    expect(resume.work[0]).toMatchObject({ startDate: view.experience[0]!.range.start });
    expect(resume.work.filter((work) => work.endDate === undefined)).toHaveLength(
      view.experience.filter((entry) => entry.range.end === undefined).length,
    );
  });

  it('states who, where and the projects', () => {
    expect(resume.basics).toMatchObject({
      name: content.site.name,
      email: content.site.email,
      location: { city: content.cv.location.city, countryCode: content.cv.location.countryCode },
    });
    expect(resume.projects.map((project) => project.name)).toEqual(content.projects.map(({ study }) => study.name));
  });

  it('fails the schema when a date is not ISO, so the test above can fail', () => {
    expect(schemaErrors({ ...resume, work: [{ name: 'X', startDate: '2024 – present' }] })).not.toEqual([]);
  });
});
