/**
 * What a visitor typed into the password field of the protected page's
 * prerendered shell, handed to the form that replaces it when the app moves
 * the address to the gate: the form looks the same, so the typing must not
 * vanish. Kept in memory only, and handed over once.
 */
export type PasswordDraft = { value: string; focused: boolean };

let draft: PasswordDraft | null = null;

export function keepDraft(next: PasswordDraft): void {
  draft = next.value ? next : null;
}

export function takeDraft(): PasswordDraft | null {
  const taken = draft;
  draft = null;
  return taken;
}
