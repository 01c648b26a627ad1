import { useAtom } from 'jotai';
import { Modal } from '@lnf/ui';
import { loginModalAtom } from '../state/loginModal';
import { LoginPanel } from './LoginPanel';

const titles = { login: 'Login', 'create-account': 'Create Account', 'forgot-password': 'Forgot Password' } as const;

/** One modal, exactly one panel at a time; closing returns to the Login panel (spec section 4). */
export function LoginModal() {
  const [state, setState] = useAtom(loginModalAtom);
  return (
    <Modal
      size="xs"
      title={titles[state.panel]}
      isOpen={state.open}
      onOpenChange={(open) => setState({ open, panel: 'login' })}
    >
      {state.panel === 'login' && <LoginPanel />}
    </Modal>
  );
}
