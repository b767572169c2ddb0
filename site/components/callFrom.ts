import { callPlaceAttribute, textPlaceOf, type CallPlace, type TextedCallPlace } from '../../functions/contract/visits';

/**
 * The attribute every `tel:` link carries, saying where on the page it is: the loader counts a tap
 * under it (functions/contract/visits.ts lists the places).
 */
export const callFrom = (place: CallPlace) => ({ [callPlaceAttribute]: place }) as Record<typeof callPlaceAttribute, CallPlace>;

/** The same for the text (`sms:`) link beside the call button at `place`: counted as a call tap from `text-<place>`. */
export const textFrom = (place: TextedCallPlace) => callFrom(textPlaceOf(place));
