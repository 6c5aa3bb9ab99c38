import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Tooltip, reducedMotion } from '@platform/ui';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { appActions } from '../../../shared/session/appSlice';
import { useCustomer } from '../../../shared/customer/useCustomer';
import { AppQr } from '../AppQr';
import { FeedbackDialog } from './FeedbackDialog';
import { RAIL_RIGHT, RAIL_WIDTH, railStartsExpanded } from './railLayout';

export const COLLAPSED_HEIGHT = 50;
export const expandedHeight = (isDefaultCustomer: boolean) => (isDefaultCustomer ? 226 : 109);

const Rail = styled.aside<{ $height: number }>`
  position: fixed;
  right: ${RAIL_RIGHT}px;
  bottom: 120px;
  z-index: 90;
  width: ${RAIL_WIDTH}px;
  height: ${({ $height }) => $height}px;
  overflow: hidden;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: 8px;
  box-shadow: 0 2px 12px rgba(0, 0, 0, 0.12);
  transition: height 0.2s;
  ${reducedMotion}
`;

const Item = styled.button<{ $height?: number }>`
  flex: none;
  height: ${({ $height }) => $height ?? COLLAPSED_HEIGHT}px;
  padding: 0 4px;
  /* A longer word (another language, a customer's own) wraps inside the bar rather than being cut. */
  line-height: 1.2;
  overflow-wrap: anywhere;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  font: inherit;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.brandInk};
  }
`;

/** Right-hand side bar of the root shell (spec 1 §2 Layout). */
export function RightSideBar() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const customer = useCustomer();
  const token = useAppSelector((s) => s.app.token);
  const [expanded, setExpanded] = useState(() => railStartsExpanded(window.innerWidth));
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const height = expandedHeight(customer.isDefaultCustomer);
  // The toggle keeps the collapsed height; the tips share the rest of the expanded height.
  const itemHeight = (height - COLLAPSED_HEIGHT) / (customer.isDefaultCustomer ? 4 : 2);
  const openFeedback = () => (token ? setFeedbackOpen(true) : dispatch(appActions.loginDialogShown(true)));
  return (
    <>
      <Rail $height={expanded ? height : COLLAPSED_HEIGHT} data-testid="right-side-bar">
        <Item type="button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? t('sideBar.collapse') : t('sideBar.expand')}
        </Item>
        <Tooltip
          placement="left"
          content={
            <div>
              <div>{t('sideBar.consultLine', { phone: customer.servicePhone })}</div>
              <div>{t('sideBar.consultTip')}</div>
            </div>
          }
        >
          <Item type="button" $height={itemHeight}>
            {t('sideBar.consult')}
          </Item>
        </Tooltip>
        {customer.isDefaultCustomer && (
          <>
            <Tooltip
              placement="left"
              content={<AppQr size={100} target="mobileSite" caption={t('sideBar.publicAccountTip')} />}
            >
              <Item type="button" $height={itemHeight}>
                {t('sideBar.publicAccount')}
              </Item>
            </Tooltip>
            <Tooltip
              placement="left"
              content={<AppQr size={100} logoScale={0.25} caption={t('sideBar.appTip')} />}
            >
              <Item type="button" $height={itemHeight}>
                {t('sideBar.app')}
              </Item>
            </Tooltip>
          </>
        )}
        <Item type="button" $height={itemHeight} onClick={openFeedback}>
          {t('sideBar.feedback')}
        </Item>
      </Rail>
      {feedbackOpen && <FeedbackDialog open onClose={() => setFeedbackOpen(false)} />}
    </>
  );
}
