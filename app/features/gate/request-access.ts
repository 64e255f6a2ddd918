import { projectToken } from '../content/schema.ts';

type RequestTemplate = { subject: string; body: string };

/** The template's text with the project's public name in place of `{project}`. */
export const withProject = (text: string, project: string) => text.replaceAll(projectToken, project);

/**
 * The Request access link: a `mailto:` address whose subject names the
 * project and whose body is a short message the visitor can change. Written
 * as RFC 6068 asks (every reserved character percent-encoded, line breaks as
 * CRLF), so every mail client reads the same subject and message; it needs
 * no script.
 */
export function requestAccessHref(email: string, template: RequestTemplate, project: string): string {
  const subject = withProject(template.subject, project).trim();
  const body = withProject(template.body, project).trim().replace(/\r?\n/g, '\r\n');
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
