import type { GlobalProvider } from '@ladle/react';
import { useEffect } from 'react';
import { I18nProvider, themeClass, ToastRegion } from '../design-system';
import { defaultStoryLocale, storyLocales, type StoryLocale } from './storyLocales';

/**
 * The locale switch in Ladle's controls panel, on every story. Ladle finds this export by its name in
 * the file's syntax (a `const`, not a function) and takes its value from the running module.
 */
export const argTypes = {
  locale: {
    name: 'Locale',
    options: [...storyLocales],
    control: { type: 'inline-radio' },
    defaultValue: defaultStoryLocale,
  },
};

type ProviderProps = Parameters<GlobalProvider>[0] & { locale?: StoryLocale };

/** The locale chosen in the controls panel (Ladle keeps every control's value in its global state). */
function chosenLocale({ globalState, locale }: Partial<ProviderProps>): StoryLocale {
  const value = (globalState?.control as Record<string, { value?: unknown }> | undefined)?.locale?.value ?? locale;
  return storyLocales.find((candidate) => candidate === value) ?? defaultStoryLocale;
}

/**
 * Every story renders inside the theme with the app's one toast region, as the site does, in the chosen
 * locale. The class and the language also go on `<html>` because tooltips and toasts render in portals
 * on `document.body`, outside the story's own tree.
 */
export const Provider: GlobalProvider = (props) => {
  const { children } = props;
  const locale = chosenLocale(props);
  useEffect(() => {
    document.documentElement.classList.add(themeClass);
    return () => document.documentElement.classList.remove(themeClass);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <I18nProvider locale={locale}>
      <div className={themeClass} lang={locale}>
        {children}
        <ToastRegion />
      </div>
    </I18nProvider>
  );
};
