/**
 * The most photos the home page's gallery shows. Every photo is in the page's HTML (hidden until 'See
 * More Work'), so each one added lengthens the home page for every visitor, expanded or not; 24 is six
 * rows of the desktop grid, enough to show the range of the work. Photos past it stay in the content;
 * their order there decides which show. Apart from `Gallery.tsx` so the browser tests, which load no
 * styles, can read it.
 */
export const galleryMaxPhotos = 24;
