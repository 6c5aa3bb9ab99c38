import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { memberState } from './memberState';
import { useMemberInfoQuery, useTrialInfoQuery } from './membershipApi';
import './i18n';

const Line = styled.button`
  display: block;
  margin-top: 4px;
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  font-size: 12px;
  text-align: left;
  color: ${({ theme }) => theme.colors.brandInk};
  cursor: pointer;
  overflow-wrap: anywhere;
`;

/** The user menu's membership line: the edition or the free trial with its end date; opens /member/index. */
export default function MembershipStatus() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: member } = useMemberInfoQuery();
  const { data: trial } = useTrialInfoQuery({ domain: window.location.hostname });
  if (!member) return null;
  const state = memberState(t, member, trial);
  const until = member.expireTime ?? (member.isMember ? null : trial?.activeUntil);
  return (
    <Line type="button" data-testid="membership-status" onClick={() => void navigate('/member/index')}>
      {until ? t('membership.page.memberUntil', { state, date: until.slice(0, 10) }) : state}
    </Line>
  );
}
