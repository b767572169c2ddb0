import { messageBeacon, sentEvent, signUpBeacon } from '../../functions/contract/visits';

/**
 * Tells the island loader that a form was accepted (the contact function answered 200 or 202, the
 * newsletter's answered 200), so it counts one message or sign-up for this page (loader/count.ts).
 */
export function reportSent(form: 'message' | 'signUp'): void {
  document.dispatchEvent(new CustomEvent(sentEvent, { detail: form === 'message' ? messageBeacon : signUpBeacon }));
}
