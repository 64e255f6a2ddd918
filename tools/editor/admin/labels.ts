import type { Decap } from './decap.ts';
import { locales } from '../../../app/i18n/locale.ts';
import { languageName } from '../editor-i18n.ts';

/**
 * Decap's button that writes the entry says "Publish"; here it saves (and the
 * save is recorded), and Publish is what puts the saved changes online. Its
 * words are changed to say so; the rest of Decap's English stays.
 */
export const saveWords = {
  publish: 'Save',
  publishing: 'Saving…',
  published: 'Saved',
  publishNow: 'Save now',
  publishAndCreateNew: 'Save and create new',
  publishAndDuplicate: 'Save and duplicate',
};

export function sayingSave(cms: Decap) {
  const english = cms.getLocale('en') as { editor?: { editorToolbar?: Record<string, string> } } | undefined;
  if (!english?.editor?.editorToolbar) return;
  cms.registerLocale('en', { ...english, editor: { ...english.editor, editorToolbar: { ...english.editor.editorToolbar, ...saveWords } } });
}

/** The button that shows the form in both languages side by side, in the owner's words rather than Decap's "Toggle i18n". */
export const sideBySideWords = { toggleI18n: `${locales.map(languageName).join(' and ')} side by side` };

export function sayingLanguages(cms: Decap) {
  const english = cms.getLocale('en') as { editor?: { editorInterface?: Record<string, string> } } | undefined;
  if (!english?.editor?.editorInterface) return;
  cms.registerLocale('en', {
    ...english,
    editor: { ...english.editor, editorInterface: { ...english.editor.editorInterface, ...sideBySideWords } },
  });
}
