import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Heading } from '../../design-system/components/Heading/Heading';
import * as styles from '../../design-system/components/Heading/Heading.css';
import {
  defaultHeadingSize,
  headingLevels,
  headingSizes,
  type HeadingLevel,
} from '../../design-system/components/Heading/headingOptions';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Heading', () => {
  it.each(headingLevels)('renders level %i as an <h%i>', (level) => {
    render(<Heading level={level}>Title</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Title' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it.each(headingLevels)('gives level %i its default size', (level) => {
    render(<Heading level={level}>Title</Heading>);
    expect(screen.getByRole('heading')).toHaveClass(...styles.heading({ size: defaultHeadingSize[level] }).split(' '));
  });

  it.each(headingSizes)('keeps the level when size="%s"', (size) => {
    render(
      <Heading level={3} size={size}>
        Title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.tagName).toBe('H3');
    expect(heading).toHaveClass(...styles.heading({ size }).split(' '));
  });

  it('passes id and className through, so a section can be labelled by its heading', () => {
    render(
      <section aria-labelledby="section-title">
        <Heading level={2} id="section-title" className="custom">
          Section title
        </Heading>
      </section>,
    );
    expect(screen.getByRole('region', { name: 'Section title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass('custom');
  });

  it.each([0, 7])('throws in development for level %i', (level) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Heading level={level as HeadingLevel}>Title</Heading>)).toThrow(
      /Heading level must be one of 1, 2, 3, 4, 5, 6/,
    );
  });
});
