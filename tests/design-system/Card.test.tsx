import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from '../../design-system/components/Card/Card';
import * as styles from '../../design-system/components/Card/Card.css';
import { cardElements, cardTones } from '../../design-system/components/Card/cardOptions';
import { sprinkles } from '../../design-system/theme/sprinkles.css';

describe('Card', () => {
  it.each(cardElements.filter((element) => element !== 'li'))('renders as a <%s>', (element) => {
    render(
      <Card as={element} data-testid="card">
        Lorem
      </Card>,
    );
    expect(screen.getByTestId('card').tagName).toBe(element.toUpperCase());
  });

  it('renders as a list item inside a list of cards', () => {
    render(
      <ul>
        <Card as="li">Item one</Card>
        <Card as="li">Item two</Card>
      </ul>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it.each(cardTones)('applies the %s tone with the default padding', (tone) => {
    render(
      <Card tone={tone} data-testid="card">
        Lorem
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card).toHaveClass(...styles.card({ tone }).split(' '), ...sprinkles({ padding: 'large' }).split(' '));
    expect(card).not.toHaveClass(styles.interactive);
  });

  it('adds the interactive look when asked and keeps the heading link as the only link', () => {
    render(
      <Card as="article" interactive>
        <h2>
          <a href="/item">Item one</a>
        </h2>
      </Card>,
    );
    expect(screen.getByRole('article')).toHaveClass(styles.interactive);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
