import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { courseKeys } from '../api/keys.ts';
import { paymentStatusQuery } from '../../../lib/api/payment-status.ts';
import { clearCoursePayment, pendingCoursePayment } from './pending-payment.ts';

/**
 * Back from the cashier: waits for the course's payment to settle, then refreshes the course so
 * its lessons show unlocked. True while it waits.
 */
export function useCoursePayment(courseId: number | null): boolean {
  const queryClient = useQueryClient();
  const [pending] = useState(() => (courseId === null ? null : pendingCoursePayment(courseId)));
  const status = useQuery({ ...paymentStatusQuery(pending?.payment_id ?? 0), enabled: pending !== null });
  const state = status.data?.status;
  useEffect(() => {
    if (!state || state === 'pending') return;
    clearCoursePayment();
    void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  }, [state, queryClient]);
  return pending !== null && (state === undefined || state === 'pending') && !status.error;
}
