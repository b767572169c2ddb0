/**
 * The contact form's photo code, fetched when the visitor goes for the photo button (focus, hover or
 * press), never with the page: checking, reducing, uploading with retries, and the list with its
 * progress bars. The form's island holds only the button and what this module gives it.
 */
export { createPhotoStore } from './photoStore';
export { PhotoList, PhotoNotice } from './PhotoList';

/** How many of the message's photos the contact function says it could not find or read (`photosNotReceived`). */
export async function photosNotReceivedIn(response: Response): Promise<number> {
  const answer = (await response.json().catch(() => undefined)) as { photosNotReceived?: unknown } | undefined;
  const count = answer?.photosNotReceived;
  return typeof count === 'number' && count > 0 ? count : 0;
}
