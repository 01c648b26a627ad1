import { Button, ErrorPage } from '@lnf/ui';
import { useSetAtom } from 'jotai';
import { permissionDenied as copy } from '../content/permission-denied';
import { loginModalAtom } from '../state/loginModal';

/** Where the guard sends a visitor without a portal account. */
export default function PermissionDenied() {
  const openLogin = useSetAtom(loginModalAtom);
  return (
    <ErrorPage
      statusCode={copy.code}
      message={copy.heading}
      description={copy.text}
      homeLabel={copy.home}
      actions={
        <Button size="lg" variant="secondary" onPress={() => openLogin({ open: true, panel: 'login' })}>
          {copy.login}
        </Button>
      }
    />
  );
}
