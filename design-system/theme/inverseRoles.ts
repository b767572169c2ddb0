import { vars } from './vars.css';

/**
 * The roles re-pointed on a dark surface (an inverse Card, an inverse Link's band): links, their hover
 * and the focus ring take the colours that stay visible on it. Re-pointing the roles rather than
 * setting colours keeps the hover and focus rules written once, in the components.
 */
export const inverseRoles = {
  [vars.color.focusRing]: vars.color.focusRingInverse,
  [vars.color.link]: vars.color.linkInverse,
  [vars.color.linkHover]: vars.color.textInverse,
};
