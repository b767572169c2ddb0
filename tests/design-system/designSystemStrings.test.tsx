import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { describe, expect, it } from 'vitest';
import { DesignSystemStringsProvider, useDesignSystemStrings } from '../../design-system/intl/DesignSystemStringsProvider';
import {
  designSystemLocales,
  designSystemSourceLocale,
  designSystemStrings,
  type DesignSystemStringKey,
} from '../../design-system/intl/designSystemStrings';

const keys = Object.keys(designSystemStrings[designSystemSourceLocale]).sort() as DesignSystemStringKey[];

/** What the components read, and what React Aria's own dictionary chooses, under a locale. */
function stringsUnder(locale: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider locale={locale}>{children}</I18nProvider>;
  const { result } = renderHook(
    () => ({ ours: useDesignSystemStrings(), reactAria: useLocalizedStringFormatter<DesignSystemStringKey>(designSystemStrings) }),
    { wrapper },
  );
  return result.current;
}

describe('designSystemStrings', () => {
  it('lists every locale of the dictionary, the source locale first', () => {
    expect(designSystemLocales).toEqual(Object.keys(designSystemStrings));
    expect(designSystemLocales[0]).toBe(designSystemSourceLocale);
  });

  it.each(designSystemLocales)('has every string of the source locale in %s, none of them empty', (locale) => {
    const strings: Record<string, string> = designSystemStrings[locale];
    expect(Object.keys(strings).sort()).toEqual(keys);
    for (const key of keys) expect(strings[key]?.trim(), key).not.toBe('');
  });

  it.each(designSystemLocales)('gives the components the %s words under that locale', (locale) => {
    expect(stringsUnder(locale).ours).toBe(designSystemStrings[locale]);
  });

  it.each([...designSystemLocales, 'es', 'es-MX', 'ES-us', 'en', 'en-GB', 'fr-FR', 'zh-Hant-TW'])(
    "chooses the words for %s as React Aria's dictionary does",
    (locale) => {
      const { ours, reactAria } = stringsUnder(locale);
      for (const key of keys) expect(ours[key], key).toBe(reactAria.format(key));
    },
  );

  it("gives the components an app's words for a locale it has none for, in place of its own", () => {
    const given = Object.fromEntries(keys.map((key) => [key, `⟦${key}⟧`])) as Record<DesignSystemStringKey, string>;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nProvider locale="en-XA">
        <DesignSystemStringsProvider strings={given}>{children}</DesignSystemStringsProvider>
      </I18nProvider>
    );
    expect(renderHook(() => useDesignSystemStrings(), { wrapper }).result.current).toBe(given);
  });
});
