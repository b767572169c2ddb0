// What a form's send needs from TanStack Query, in one module so that `useSend` can fetch it on first
// use: the mutation observer and the app's one query client.
export { MutationObserver } from '@tanstack/react-query';
export { appQueryClient } from '../queryClient';
