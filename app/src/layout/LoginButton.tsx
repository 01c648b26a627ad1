import { Button } from '@lnf/ui';
import { useSetAtom } from 'jotai';
import { loginModalAtom } from '../state/loginModal';

/**
 * The header's Login: the first view's only React Aria Button, so it is a chunk of its own. The
 * header hydrates without it; until it arrives the server's button stays, and a press on it is
 * replayed once it has hydrated.
 */
export default function LoginButton({ label }: { label: string }) {
  const setLoginModal = useSetAtom(loginModalAtom);
  return (
    <Button variant="ghost" size="sm" onPress={() => setLoginModal({ open: true, panel: 'login' })}>
      {label}
    </Button>
  );
}
