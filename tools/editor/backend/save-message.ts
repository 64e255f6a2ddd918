import { editorCollections } from '../editor-config.ts';
import { languageName } from '../editor-i18n.ts';
import { languageOf } from './locale-files.ts';
import { translatedFile } from '../../../app/features/content/source/translation.ts';

/** The folder of a case study's files, and what follows it: a file in content/projects/<name>/ gives <name> and the rest of its path. */
const projectPath = /^content\/projects\/([^/]+)\/(.+)$/;

/** What the owner calls the entry a file belongs to, and the labels of its form's fields by name. */
function entryOf(file: string, projectName: (slug: string) => string | undefined) {
  const { projects, pages } = editorCollections();
  const labels = (fields: readonly { name: string; label: string }[]) => new Map(fields.map((field) => [field.name, field.label]));
  const project = projectPath.exec(file);
  if (project) {
    const slug = project[1]!;
    return { title: projectName(slug) ?? slug, within: project[2]!, labels: labels(projects.fields) };
  }
  // The file itself, or a file in the folder of its own (the about page's media): not content/ as a whole.
  const folderOf = (entry: string) => entry.replace(/[^/]+$/, '');
  const page =
    pages.files.find((entry) => file === entry.file) ??
    pages.files.find((entry) => folderOf(entry.file) !== 'content/' && file.startsWith(folderOf(entry.file)));
  if (page) return { title: page.label, within: file.slice(page.file.lastIndexOf('/') + 1), labels: labels(page.fields) };
  return { title: file, within: file, labels: new Map<string, string>() };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export type SavedFile = {
  /** The file, from the repository root. */
  file: string;
  /** The fields a save changed (`body` for a Markdown file's text); none for a file added or removed whole. */
  changed?: readonly string[];
  /** A file added (an upload) or removed, rather than edited. */
  whole?: 'added' | 'replaced' | 'removed';
};

/**
 * A save's record, in the owner's words: the entry, then what changed in it,
 * by the labels of its form. `Huru: subtitle`, `Site settings: headlines,
 * projects on the home page`, `Huru: added media/cover/01.webp`.
 * `projectName` gives a case study's name from its folder.
 */
export function saveMessage(saved: readonly SavedFile[], projectName: (slug: string) => string | undefined): string {
  const byEntry = new Map<string, string[]>();
  for (const { file, changed = [], whole } of saved) {
    // A translation's fields are its English file's, in its language: `Huru: subtitle (Spanish)`.
    const language = whole ? undefined : languageOf(file);
    const { title, within, labels } = entryOf(language ? translatedFile(file, [language])! : file, projectName);
    const inLanguage = language ? ` (${languageName(language)})` : '';
    const what = whole ? [`${whole} ${within}`] : changed.map((field) => `${lowerFirst(labels.get(field) ?? field)}${inLanguage}`);
    byEntry.set(title, [...(byEntry.get(title) ?? []), ...what]);
  }
  const parts = [...byEntry].map(([title, what]) => (what.length > 0 ? `${title}: ${[...new Set(what)].join(', ')}` : `${title}: saved`));
  return parts.join('; ');
}
