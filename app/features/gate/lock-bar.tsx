import { LockIcon } from '../../ui/icons.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { lockButton } from './gate-contract.ts';

/**
 * Above an unlocked case study: the visitor can lock it again (on a shared
 * computer, say). Its only handler is lock-control.ts, in the gate's script:
 * locking forgets the key and clears the flag, and the password is then
 * needed again.
 */
export function LockBar() {
  const words = useWords().gate.lockBar;
  return (
    <aside className="lock-bar" aria-label={words.label}>
      <p className="lock-bar__text">{words.text}</p>
      <button type="button" className="button lock-bar__button" {...lockButton.props}>
        <LockIcon className="lock-bar__icon" />
        {words.lock}
      </button>
    </aside>
  );
}
