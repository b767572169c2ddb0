import type { GlobalProvider } from '@ladle/react';
import { useEffect } from 'react';
import { themeClass, ToastRegion } from '../design-system';

/**
 * Every story renders inside the theme with the app's one toast region, as the site does. The class also goes on `<html>` because
 * tooltips and toasts render in portals on `document.body`, outside the story's own tree.
 */
export const Provider: GlobalProvider = ({ children }) => {
  useEffect(() => {
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, []);
  return (
    <div className={themeClass}>
      {children}
      <ToastRegion />
    </div>
  );
};
