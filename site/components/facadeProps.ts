import { business } from '../content/business';
import { embedCopy } from '../content/navigation';
import type { MapFacadeProps } from './MapFacade';
import type { ReviewsFacadeProps } from './ReviewsFacade';
import type { VideoFacadeProps } from './VideoFacade';

/*
 * The facades' props, from the business facts and the embeds' copy. Islands take their words as props,
 * so their code carries no content modules and the page decides the language.
 */

export const mapFacadeProps = (): MapFacadeProps => ({
  title: business.map.title,
  embedUrl: business.map.embedUrl,
  copy: embedCopy.map,
});

export const videoFacadeProps = (): VideoFacadeProps => ({
  title: business.video.title,
  youtubeId: business.video.youtubeId,
  copy: embedCopy.video,
});

export const reviewsFacadeProps = (): ReviewsFacadeProps => ({
  widgetId: business.reviews.widgetId,
  scriptUrl: business.reviews.widgetScriptUrl,
  readReviewsUrl: business.reviews.readReviewsUrl,
  filledStars: Math.round(business.rating.value),
  copy: embedCopy.reviews,
});
