import { useMemo } from 'react';
import { currentDomain, toCustomerView, type CustomerView } from './customerConfig';
import { useCustomerDetailQuery } from './customerApi';

export function useCustomer(): CustomerView {
  const { data } = useCustomerDetailQuery(currentDomain());
  return useMemo(() => toCustomerView(data), [data]);
}
