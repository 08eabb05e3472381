import type { QueryClient } from '@tanstack/react-query';
import { walletKeys } from '@/lib/query-keys';

/** After money moved (a payment, a refund, a payout): the balance, the movements, a method's payments, the receipts. */
export const refreshMoney = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: walletKeys.money });

/** After a card or bank account was saved, made the default or removed. */
export const refreshMethods = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: walletKeys.methods });
