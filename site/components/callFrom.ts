import { callPlaceAttribute, type CallPlace } from '../../functions/contract/visits';

/**
 * The attribute every `tel:` link carries, saying where on the page it is: the loader counts a tap
 * under it (functions/contract/visits.ts lists the places).
 */
export const callFrom = (place: CallPlace) => ({ [callPlaceAttribute]: place }) as Record<typeof callPlaceAttribute, CallPlace>;
