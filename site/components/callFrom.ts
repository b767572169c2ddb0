import { callPlaceAttribute, type CallPlace } from '../../functions/count-visits/contract';

/**
 * The attribute every `tel:` link carries, saying where on the page it is: the loader counts a tap
 * under it (functions/count-visits/contract.ts lists the places).
 */
export const callFrom = (place: CallPlace) => ({ [callPlaceAttribute]: place }) as Record<typeof callPlaceAttribute, CallPlace>;
