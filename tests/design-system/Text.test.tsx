import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from '../../design-system/components/Text/Text';
import * as styles from '../../design-system/components/Text/Text.css';
import { textElements, textTones } from '../../design-system/components/Text/textOptions';

const classesOf = (className: string) => className.split(' ');

describe('Text', () => {
  it.each(textElements)('renders as a <%s>', (element) => {
    render(<Text as={element}>Lorem</Text>);
    expect(screen.getByText('Lorem').tagName).toBe(element.toUpperCase());
  });

  it('renders a paragraph in regular weight by default', () => {
    render(<Text>Lorem</Text>);
    const text = screen.getByText('Lorem');
    expect(text.tagName).toBe('P');
    expect(text).toHaveClass(styles.text.classNames.variants.weight.regular);
  });

  it.each(textTones)('applies the %s tone', (tone) => {
    render(<Text tone={tone}>Lorem</Text>);
    expect(screen.getByText('Lorem')).toHaveClass(...classesOf(styles.text({ tone })));
  });

  it('makes strong text bold unless a weight is given', () => {
    render(
      <>
        <Text as="strong">Bold</Text>
        <Text as="strong" weight="medium">
          Medium
        </Text>
      </>,
    );
    const weights = styles.text.classNames.variants.weight;
    expect(screen.getByText('Bold')).toHaveClass(weights.bold);
    expect(screen.getByText('Medium')).toHaveClass(weights.medium);
    expect(screen.getByText('Medium')).not.toHaveClass(weights.bold);
  });
});
