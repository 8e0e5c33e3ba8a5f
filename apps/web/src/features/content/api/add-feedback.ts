import type { content } from '@dance/contracts';
import { useMutation } from '@tanstack/react-query';
import { defineCall, request, type CallInput } from '../../../lib/request.ts';

export const addFeedbackCall = defineCall<typeof content.addFeedback>()('POST', '/api/feedback/add-feedback');

export const addFeedback = (body: CallInput<typeof addFeedbackCall>) => request(addFeedbackCall, body);

export const useAddFeedback = () => useMutation({ mutationFn: addFeedback });
