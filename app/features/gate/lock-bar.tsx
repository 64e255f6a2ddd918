import { LockIcon } from '~/ui/icons';

/**
 * Above an unlocked case study: the visitor can lock it again (on a shared
 * computer, say). Its only handler is the gate's script (app/start/gate.ts):
 * locking forgets the key and clears the flag, and the password is then
 * needed again.
 */
export function LockBar() {
  return (
    <aside className="lock-bar" aria-label="Protected case study">
      <p className="lock-bar__text">Unlocked in this browser.</p>
      <button type="button" className="button lock-bar__button">
        <LockIcon className="lock-bar__icon" />
        Lock
      </button>
    </aside>
  );
}
