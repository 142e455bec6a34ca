import { callEndpoint } from '@/lib/http/call-endpoint';
import { globalKey } from '@/lib/query-keys';
import { feedbackRoutes } from '@portal/contract/routes';
import { queryOptions } from '@tanstack/react-query';

/**
 * The user's own newest feedback and what their quota leaves: the user's, whichever firm is on
 * screen (the cache goes at sign-out). Asked each time the dialog opens.
 */
export const myFeedbackQuery = () =>
  queryOptions({
    queryKey: globalKey('myFeedback'),
    queryFn: ({ signal }) => callEndpoint(feedbackRoutes.listMyFeedback, { signal, silent: true }),
    staleTime: 0,
  });
