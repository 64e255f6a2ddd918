import { useState } from 'react';
import { LockIcon } from '~/ui/icons';
import { lock } from '~/features/gate/gate';

type LockBarProps = { onLocked: () => void };

/**
 * Above an unlocked case study: the visitor can lock it again (on a shared
 * computer, say). Locking forgets the key and clears the flag; the password
 * is then needed again.
 */
export function LockBar({ onLocked }: LockBarProps) {
  const [locking, setLocking] = useState(false);
  return (
    <aside className="lock-bar" aria-label="Protected case study">
      <p className="lock-bar__text">Unlocked in this browser.</p>
      <button
        type="button"
        className="button lock-bar__button"
        disabled={locking}
        onClick={() => {
          setLocking(true);
          void lock().then(onLocked);
        }}
      >
        <LockIcon className="lock-bar__icon" />
        Lock
      </button>
    </aside>
  );
}
