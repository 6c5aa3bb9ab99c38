import { useAppDispatch, useAppSelector } from '../store/hooks';
import { appActions } from './appSlice';

/** Visitors get the login dialog (spec 2 §6); returns whether the caller is signed in. */
export function useRequireLogin(): () => boolean {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.app.token);
  return () => {
    if (token) return true;
    dispatch(appActions.loginDialogShown(true));
    return false;
  };
}
