import { createContext, useContext, useMemo } from 'react';
import { currentDomain, toCustomerView, type CustomerView } from './customerConfig';
import { useCustomerDetailQuery } from './customerApi';

/**
 * A customer configuration shown instead of the host's, for the pieces inside it only: the operator
 * console's live preview renders the real footer with the configuration being edited.
 */
export const CustomerPreviewContext = createContext<CustomerView | null>(null);

export function useCustomer(): CustomerView {
  const preview = useContext(CustomerPreviewContext);
  const { data } = useCustomerDetailQuery(currentDomain());
  const view = useMemo(() => toCustomerView(data), [data]);
  return preview ?? view;
}
