import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  clearAccess,
  fetchGateParams,
  fetchPayload,
  passwordPlaceholder,
  seedStoredVerifier,
  submitPassword,
  unavailableMessage,
  wrongPasswordMessage,
} from '~/features/gate/gate';
import { keepDraft, takeDraft } from '~/features/gate/password-draft';
import type { GateParams } from '~/features/gate/protected-payload';
import { takeHeldSubmit } from '~/features/gate/held-submit';

type PasswordGateProps = {
  slug: string;
  onUnlock: () => void;
  /** Hand what was typed to the form that replaces this one (the protected page's shell). */
  handsOver?: boolean;
  /** Shows the form in one state and nothing more: no fetch, no submit (the design-system page). */
  shownStatus?: 'wrong';
};

type Status = 'idle' | 'busy' | 'wrong' | 'unavailable';

export function PasswordGate({ slug, onUnlock, handsOver = false, shownStatus }: PasswordGateProps) {
  const [status, setStatus] = useState<Status>(shownStatus ?? 'idle');
  const busy = useRef(false);
  const unlocked = useRef(false);
  const field = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const params = useRef<Promise<GateParams | null> | null>(null);

  // Fetch the public parameters early and seed storedPassword with the build's verifier, so the
  // first submit only derives the key and anything edited into storage is replaced before it counts.
  useEffect(() => {
    if (shownStatus) return;
    params.current = fetchGateParams(slug);
    void params.current.then((p) => p && seedStoredVerifier(p));
  }, [slug, shownStatus]);

  // Someone typing a password likely has it: fetch the case study meanwhile, so it opens at once.
  const prefetch = () => void (shownStatus || fetchPayload(slug));

  // Layout effect: its cleanup runs while the field is still in the page, focus included.
  useLayoutEffect(() => {
    const input = field.current;
    const draft = takeDraft();
    if (input && draft && !input.value) {
      input.value = draft.value;
      void fetchPayload(slug);
      if (draft.focused) input.focus();
    }

    return () => {
      if (input && handsOver && !busy.current && !unlocked.current)
        keepDraft({ value: input.value, focused: document.activeElement === input });
    };
  }, [handsOver, slug]);

  // Enter pressed before the app started: unlock now. The shell leaves it to the form that replaces it.
  useEffect(() => {
    if (!handsOver && field.current?.value && takeHeldSubmit()) form.current?.requestSubmit();
  }, [handsOver]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current || shownStatus) return; // a double submit while the key is derived does nothing
    busy.current = true;
    clearAccess(); // every submit clears the flag first, even one that cannot finish: a failed try never leaves access behind

    setStatus('busy');
    const password = field.current?.value ?? '';
    try {
      const current = await (params.current ?? (params.current = fetchGateParams(slug)));
      if (!current) {
        params.current = null;
        setStatus('unavailable');
      } else if (await submitPassword(password, current)) {
        unlocked.current = true;
        onUnlock();
        return;
      } else {
        setStatus('wrong');
      }
    } finally {
      busy.current = false;
    }
  }

  const message = status === 'wrong' ? wrongPasswordMessage : status === 'unavailable' ? unavailableMessage : '';

  return (
    // No method and no field name: nothing typed here can ever be sent to the server, even without JavaScript.
    <form ref={form} className="gate" onSubmit={handleSubmit} noValidate>
      <label htmlFor="password" className="gate__label">
        Password
      </label>
      <div className="gate__row">
        <input
          ref={field}
          id="password"
          type="password"
          className="gate__input"
          placeholder={passwordPlaceholder}
          autoComplete="current-password"
          aria-invalid={status === 'wrong' ? true : undefined}
          aria-describedby="gate-message"
          required
          onInput={prefetch}
        />
        <button type="submit" className="button" aria-busy={status === 'busy'} disabled={status === 'busy'}>
          {status === 'busy' ? 'Unlocking…' : 'Unlock'}
        </button>
      </div>
      <p id="gate-message" className="gate__message" role="alert">
        {message}
      </p>
    </form>
  );
}
