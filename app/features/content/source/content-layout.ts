import { parseDocument, type Document, type ToStringOptions } from 'yaml';
import { splitFrontmatter } from './frontmatter.ts';

/**
 * How the content files are laid out, by hand or by the editor: YAML as the
 * `yaml` package writes it, every value on one line however long (a block
 * text keeps its `|` and its paragraphs). The editor writes exactly this, so
 * a change to one field changes that field's lines and no others.
 */
export const yamlLayout: ToStringOptions = { lineWidth: 0 };

/** A YAML document as the content files lay it out. */
export const laidOutYaml = (document: Document) => document.toString(yamlLayout);

/** A Markdown content file from its fields (a YAML document) and its body, exactly as written. */
export const markdownFile = (fields: Document, body: string) => `---\n${laidOutYaml(fields)}---\n${body}`;

/** Whether a content file is a Markdown file with fields at the top (rather than a YAML file). */
export const isMarkdown = (file: string) => /\.md$/.test(file);

/**
 * A content file laid out as the editor writes it: the fields re-written in
 * the layout above, a Markdown body untouched. A file already in that layout
 * comes back unchanged. A file YAML cannot read comes back as it is: the
 * content check reports it.
 */
export function laidOut(text: string, file: string): string {
  if (!isMarkdown(file)) {
    const document = parseDocument(text);
    return document.errors.length > 0 ? text : laidOutYaml(document);
  }
  const { yaml, body, problems } = splitFrontmatter(text, file);
  if (problems.length > 0 || /\r/.test(text)) return text;
  const document = parseDocument(yaml);
  return document.errors.length > 0 ? text : markdownFile(document, body);
}
