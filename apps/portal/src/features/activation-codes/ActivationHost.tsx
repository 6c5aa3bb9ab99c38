import { useAppSelector } from '../../shared/store/hooks';
import { ActivationDialog } from './ActivationDialog';

/** The activation-code dialog of the shell, open while the app state asks for it and a user is in. */
export default function ActivationHost() {
  const open = useAppSelector((s) => s.app.showActivation);
  const token = useAppSelector((s) => s.app.token);
  return open && token ? <ActivationDialog /> : null;
}
