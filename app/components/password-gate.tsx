import { useEffect, useRef, useState, type FormEvent } from 'react';
import { clearAccess, fetchPayload, seedStoredVerifier, submitPassword, wrongPasswordMessage } from '~/lib/gate';
import type { ProtectedPayload } from '~/lib/protected-payload';

type PasswordGateProps = { slug: string; onUnlock: () => void };

type Status = 'idle' | 'busy' | 'wrong' | 'unavailable';

export function PasswordGate({ slug, onUnlock }: PasswordGateProps) {
  const [status, setStatus] = useState<Status>('idle');
  const busy = useRef(false);
  const payload = useRef<Promise<ProtectedPayload | null> | null>(null);

  // Fetch the public parameters early and seed storedPassword, as the spec asks.
  useEffect(() => {
    payload.current = fetchPayload(slug);
    void payload.current.then((p) => p && seedStoredVerifier(p));
  }, [slug]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // a double submit while the key is derived does nothing
    busy.current = true;
    clearAccess(); // the spec: every submit clears the flag first, even one that cannot finish

    setStatus('busy');
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    try {
      const current = await (payload.current ?? (payload.current = fetchPayload(slug)));
      if (!current) {
        payload.current = null;
        setStatus('unavailable');
      } else if (await submitPassword(password, current)) {
        onUnlock();
        return;
      } else {
        setStatus('wrong');
      }
    } finally {
      busy.current = false;
    }
  }

  const message =
    status === 'wrong'
      ? wrongPasswordMessage
      : status === 'unavailable'
        ? 'The protected case study could not be loaded. Check your connection and try again.'
        : '';

  return (
    <form className="gate" method="post" onSubmit={handleSubmit} noValidate>
      <label htmlFor="password" className="gate__label">
        Password
      </label>
      <div className="gate__row">
        <input
          id="password"
          name="password"
          type="password"
          className="gate__input"
          placeholder="Enter password"
          autoComplete="current-password"
          aria-invalid={status === 'wrong' ? true : undefined}
          aria-describedby="gate-message"
          required
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
