import { gateWords } from '~/features/gate/gate';

type PasswordGateProps = {
  /**
   * The design system's specimen: the field in this state, in a plain group
   * rather than a form, so nothing can be submitted from it.
   */
  shownStatus?: 'wrong';
};

/**
 * The password form's markup. Its only handler is the gate's script
 * (gate-control.ts), which shows the busy, wrong and unavailable states.
 */
export function PasswordGate({ shownStatus }: PasswordGateProps) {
  const wrong = shownStatus === 'wrong';
  const fields = (
    <>
      <label htmlFor="password" className="gate__label">
        Password
      </label>
      <div className="gate__row">
        <input
          id="password"
          type="password"
          className="gate__input"
          placeholder={gateWords.placeholder}
          autoComplete="current-password"
          aria-invalid={wrong || undefined}
          aria-describedby="gate-message"
          required
        />
        <button type={shownStatus ? 'button' : 'submit'} className="button">
          {gateWords.unlock}
        </button>
      </div>
      <p id="gate-message" className="gate__message" role="alert">
        {wrong ? gateWords.wrongPassword : ''}
      </p>
    </>
  );
  // No method and no field name: nothing typed here can ever be sent to the server, even without JavaScript.
  return shownStatus ? (
    <div className="gate" role="group" aria-label="Password">
      {fields}
    </div>
  ) : (
    <form className="gate" noValidate>
      {fields}
    </form>
  );
}
