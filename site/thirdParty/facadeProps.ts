import { business, businessFactsIn } from '../content/facts/business';
import { contentFor } from '../content/siteContent';
import type { Lang } from '../i18n/lang';
import type { MapFacadeProps } from '../components/islands/MapFacade';
import type { ReviewsFacadeProps } from '../components/islands/ReviewsFacade';
import type { VideoFacadeProps } from '../components/islands/VideoFacade';

/*
 * The facades' props, from the business facts and the embeds' copy. Islands take their words as props,
 * so their code carries no content modules and the page decides the language.
 */

export const mapFacadeProps = (lang: Lang): MapFacadeProps => ({
  title: businessFactsIn(lang).map.title,
  embedUrl: business.map.embedUrl,
  copy: contentFor(lang).navigation.embedCopy.map,
});

export const videoFacadeProps = (lang: Lang): VideoFacadeProps => ({
  title: businessFactsIn(lang).video.title,
  youtubeId: business.video.youtubeId,
  copy: contentFor(lang).navigation.embedCopy.video,
});

export const reviewsFacadeProps = (lang: Lang): ReviewsFacadeProps => ({
  widgetId: business.reviews.widgetId,
  scriptUrl: business.reviews.widgetScriptUrl,
  readReviewsUrl: business.reviews.readReviewsUrl,
  filledStars: Math.round(business.rating.value),
  copy: contentFor(lang).navigation.embedCopy.reviews,
});
