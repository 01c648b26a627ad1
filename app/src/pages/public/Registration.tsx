import { Button } from '@lnf/ui';
import { useSetAtom } from 'jotai';
import { registration as copy } from '../../content/registration';
import { loginModalAtom } from '../../state/loginModal';
import { FormLayout } from './FormLayout';
import styles from './Registration.module.css';

/** /registration: what an account gives, then the Create Account panel of the login modal. */
export default function Registration() {
  const openModal = useSetAtom(loginModalAtom);
  return (
    <FormLayout intro={copy.intro} formHeading="Three steps to your account">
      <ol className={styles.Steps}>
        {copy.steps.map((step) => (
          <li key={step.title}>
            <strong>{step.title}</strong>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
      <div className={styles.Actions}>
        <Button size="lg" onPress={() => openModal({ open: true, panel: 'create-account' })}>
          {copy.create}
        </Button>
        <Button size="lg" variant="secondary" onPress={() => openModal({ open: true, panel: 'login' })}>
          {copy.login}
        </Button>
      </div>
    </FormLayout>
  );
}
