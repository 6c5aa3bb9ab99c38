import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { appActions } from '../../shared/session/appSlice';
import { FreeTrialDialog } from './FreeTrialDialog';
import { useMemberInfoQuery } from './membershipApi';
import { membershipSlice } from './membershipSlice';
import { PayDialog } from './PayDialog';
import { PayResultDialog } from './PayResultDialog';
import { VipDialog } from './VipDialog';

/**
 * The membership dialogs of the shell (VIP, pay, result, free trial) and the member
 * info kept in the app state (isMemberData).
 */
export default function MembershipHost() {
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => s.app.token);
  const showVip = useAppSelector((s) => s.app.showVIPDialog);
  const showTrial = useAppSelector((s) => s.app.showFreeTrial);
  const isFirst = useAppSelector((s) => s.app.orgInfo.isFirst);
  const ssoType = useAppSelector((s) => s.app.userInfo?.ssoType);
  const { vipTab, pay, result } = useSelector(membershipSlice.selectSlice);
  const { data: member } = useMemberInfoQuery(undefined, { skip: !token });

  useEffect(() => {
    dispatch(
      appActions.memberDataSet(
        token && member ? { isMember: member.isMember, tenantType: member.tenantType } : null,
      ),
    );
  }, [dispatch, token, member]);

  // Single-sign-on users never see the trial, nor does anyone while the organisation form is due.
  const trialAllowed = Boolean(token) && !isFirst && !ssoType;
  return (
    <>
      {showVip && !pay && !result && <VipDialog tab={vipTab} />}
      {pay && <PayDialog key={`${pay.orderNo}-${pay.payType}`} pay={pay} />}
      {result && <PayResultDialog result={result} />}
      {showTrial && trialAllowed && <FreeTrialDialog />}
    </>
  );
}
