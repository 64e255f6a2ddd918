import { LockIcon } from '~/ui/icons';
import { useWords } from '~/features/i18n/use-words';

/**
 * Above an unlocked case study: the visitor can lock it again (on a shared
 * computer, say). Its only handler is the gate's script (app/start/gate.ts):
 * locking forgets the key and clears the flag, and the password is then
 * needed again.
 */
export function LockBar() {
  const words = useWords().gate.lockBar;
  return (
    <aside className="lock-bar" aria-label={words.label}>
      <p className="lock-bar__text">{words.text}</p>
      <button type="button" className="button lock-bar__button">
        <LockIcon className="lock-bar__icon" />
        {words.lock}
      </button>
    </aside>
  );
}
