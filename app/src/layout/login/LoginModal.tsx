import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { Modal, Spinner } from '@lnf/ui';
import { MESSAGES, TIMINGS } from '@lnf/sdk';
import { emitLoginRedirect, loginModalAtom, NO_SUCCESS_PAGE, successPageAtom } from '../../state/loginModal';
import { useAuth } from '../../state/auth';
import { LoginPanel } from './LoginPanel';
import { CreateAccountPanel } from './CreateAccountPanel';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import styles from './LoginPanel.module.css';

const titles = { login: 'Login', 'create-account': 'Create Account', 'forgot-password': 'Forgot Password' } as const;

/**
 * One modal, exactly one panel at a time (spec section 4). Closing it ('x', Escape, the
 * backdrop) resets the panel's form and returns the modal to Login. Logged in on /basket with a
 * success page, it shows the message for 2 s, emits loginRedirect and closes.
 */
export function LoginModal() {
  const [state, setState] = useAtom(loginModalAtom);
  const [successPage, setSuccessPage] = useAtom(successPageAtom);
  const { user } = useAuth();
  const redirecting = state.open && user !== null && successPage.showSuccessPage;

  useEffect(() => {
    if (!redirecting) return;
    const timer = setTimeout(() => {
      setSuccessPage(NO_SUCCESS_PAGE);
      setState({ open: false, panel: 'login' });
      emitLoginRedirect();
    }, TIMINGS.successRedirect);
    return () => clearTimeout(timer);
  }, [redirecting, setState, setSuccessPage]);

  function onOpenChange(open: boolean) {
    if (open) return setState((s) => ({ ...s, open: true }));
    setState({ open: false, panel: 'login' });
    if (successPage.showSuccessPage) {
      setSuccessPage(NO_SUCCESS_PAGE);
      // Closed early while redirecting: the basket still hears that the login happened.
      if (redirecting) emitLoginRedirect();
    }
  }

  return (
    <Modal
      size="xs"
      title={redirecting ? successPage.showSuccessHeaderText || 'Login' : titles[state.panel]}
      isOpen={state.open}
      onOpenChange={onOpenChange}
    >
      {redirecting ? (
        <div className={styles.Success} role="status">
          <p>{successPage.showSuccessDescriptionText || MESSAGES.purchaseRequestReceived}</p>
          <p className={styles.Redirecting}>
            <Spinner size="sm" /> {MESSAGES.redirecting}
          </p>
        </div>
      ) : (
        <>
          {state.panel === 'login' && <LoginPanel key="login" />}
          {state.panel === 'create-account' && <CreateAccountPanel key="create-account" />}
          {state.panel === 'forgot-password' && <ForgotPasswordPanel key="forgot-password" />}
        </>
      )}
    </Modal>
  );
}
