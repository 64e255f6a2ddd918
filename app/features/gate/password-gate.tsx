import { useWords } from '../../i18n/use-words.ts';
import { wordsAttributes } from '../../i18n/script-words.ts';
import { gateField, gateForm, gateMessage, gateSubmit, type GateWord } from './gate-contract.ts';

type PasswordGateProps = {
  /**
   * The design system's specimen: the field in this state, in a plain group
   * rather than a form, so nothing can be submitted from it.
   */
  shownStatus?: 'wrong';
};

/**
 * The password form's markup. Its only handler is the gate's script
 * (gate-control.ts), which shows the busy, wrong and unavailable states, in
 * the words the form carries.
 */
export function PasswordGate({ shownStatus }: PasswordGateProps) {
  const words = useWords().gate;
  const wrong = shownStatus === 'wrong';
  const fields = (
    <>
      <label htmlFor="password" className="gate__label">
        {words.password}
      </label>
      <div className="gate__row">
        <input
          id="password"
          type="password"
          className="gate__input"
          placeholder={words.placeholder}
          autoComplete="current-password"
          aria-invalid={wrong || undefined}
          aria-describedby="gate-message"
          required
          {...gateField.props}
        />
        <button type={shownStatus ? 'button' : 'submit'} className="button" {...gateSubmit.props}>
          {words.unlock}
        </button>
      </div>
      <p id="gate-message" className="gate__message" role="alert" {...gateMessage.props}>
        {wrong ? words.wrongPassword : ''}
      </p>
    </>
  );
  const statusWords = wordsAttributes<GateWord>({
    unlock: words.unlock,
    unlocking: words.unlocking,
    wrong: words.wrongPassword,
    unavailable: words.unavailable,
  });
  // No method and no field name: nothing typed here can ever be sent to the server, even without JavaScript.
  return shownStatus ? (
    <div className="gate" role="group" aria-label={words.password}>
      {fields}
    </div>
  ) : (
    <form className="gate" noValidate {...statusWords} {...gateForm.props}>
      {fields}
    </form>
  );
}
