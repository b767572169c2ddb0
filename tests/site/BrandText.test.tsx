import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BrandText } from '../../site/components/BrandText';
import { business } from '../../site/content/facts/business';
import { LangProvider } from '../../site/i18n/LangContext';
import type { Lang } from '../../site/i18n/lang';

describe('BrandText', () => {
  const sentence = `${business.name} empezó con un camión. Hoy ${business.name} tiene más.`;
  const renderOn = (lang: Lang) =>
    render(
      <LangProvider lang={lang}>
        <p>
          <BrandText text={sentence} />
        </p>
      </LangProvider>,
    );

  it('marks every mention of the brand as English on a Spanish page', () => {
    const { container } = renderOn('es');
    const marked = container.querySelectorAll('span[lang="en-US"]');
    expect(marked).toHaveLength(2);
    for (const span of marked) expect(span.textContent).toBe(business.name);
    expect(container.textContent).toBe(sentence);
  });

  it('leaves English text as it is', () => {
    const { container } = renderOn('en');
    expect(container.querySelector('[lang]')).toBeNull();
    expect(container.textContent).toBe(sentence);
  });
});
