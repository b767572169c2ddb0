import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Box } from '../../design-system/layout/Box';
import { Columns } from '../../design-system/layout/Columns';
import * as columnsStyles from '../../design-system/layout/Columns.css';
import { Container } from '../../design-system/layout/Container';
import * as containerStyles from '../../design-system/layout/Container.css';
import { Inline } from '../../design-system/layout/Inline';
import { boxElements, containerWidths } from '../../design-system/layout/layoutOptions';
import { mapResponsive, resolveResponsive } from '../../design-system/layout/responsive';
import { Stack } from '../../design-system/layout/Stack';
import { sprinkles, type Sprinkles } from '../../design-system/theme/sprinkles.css';

/** Every class sprinkles gives for these props must be on the element. */
const expectSprinkles = (element: HTMLElement, props: Sprinkles) => {
  for (const className of sprinkles(props).split(' ')) expect(element).toHaveClass(className);
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Box', () => {
  it.each(boxElements)('renders a <%s> when as="%s"', (element) => {
    render(<Box as={element} data-testid="box" />);
    expect(screen.getByTestId('box').tagName).toBe(element.toUpperCase());
  });

  it('turns sprinkles props into classes and keeps them off the element', () => {
    render(
      <Box as="section" aria-label="Boxed" id="boxed" padding="small" display={{ mobile: 'block', desktop: 'flex' }}>
        Content
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Boxed' });
    expectSprinkles(section, { padding: 'small', display: { mobile: 'block', desktop: 'flex' } });
    expect(section).toHaveAttribute('id', 'boxed');
    expect(section).not.toHaveAttribute('padding');
    expect(section).not.toHaveAttribute('display');
  });

  it('merges the caller className with the sprinkles classes', () => {
    render(<Box data-testid="box" className="custom" gap="large" />);
    const box = screen.getByTestId('box');
    expect(box).toHaveClass('custom');
    expectSprinkles(box, { gap: 'large' });
  });

  it('keeps list semantics on unstyled lists with an explicit role', () => {
    render(
      <Box as="ul">
        <li>Item one</li>
      </Box>,
    );
    expect(screen.getByRole('list')).toHaveAttribute('role', 'list');
  });
});

describe('Stack', () => {
  it('lays children out in a column with the gap from the space scale', () => {
    render(
      <Stack data-testid="stack" space="large" align="center">
        <span>Item one</span>
      </Stack>,
    );
    expectSprinkles(screen.getByTestId('stack'), {
      display: 'flex',
      flexDirection: 'column',
      gap: 'large',
      alignItems: 'center',
    });
  });

  it('accepts a gap and alignment per breakpoint', () => {
    render(<Stack data-testid="stack" space={{ mobile: 'small', desktop: 'xlarge' }} align={{ tablet: 'left' }} />);
    expectSprinkles(screen.getByTestId('stack'), {
      gap: { mobile: 'small', desktop: 'xlarge' },
      alignItems: { tablet: 'flex-start' },
    });
  });
});

describe('Inline', () => {
  it('wraps children in a row', () => {
    render(<Inline data-testid="inline" space="xsmall" align="right" alignY="top" />);
    expectSprinkles(screen.getByTestId('inline'), {
      display: 'flex',
      flexWrap: 'wrap',
      flexDirection: 'row',
      gap: 'xsmall',
      justifyContent: 'flex-end',
      alignItems: 'flex-start',
    });
  });

  it.each([
    ['tablet', { mobile: 'column', tablet: 'row', desktop: 'row' }],
    ['desktop', { mobile: 'column', tablet: 'column', desktop: 'row' }],
  ] as const)('stacks the children below %s', (collapseBelow, flexDirection) => {
    render(<Inline data-testid="inline" collapseBelow={collapseBelow} />);
    expectSprinkles(screen.getByTestId('inline'), { flexDirection });
  });
});

describe('Columns', () => {
  it('renders its children as the items of a grid with a column count per breakpoint', () => {
    render(
      <Columns as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} space="medium">
        <li>Item one</li>
        <li>Item two</li>
        <li>Item three</li>
        <li>Item four</li>
      </Columns>,
    );
    const grid = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getAllByRole('listitem').every((item) => item.parentElement === grid)).toBe(true);
    expect(grid).toHaveClass(
      columnsStyles.grid,
      columnsStyles.columnsAt.mobile[1],
      columnsStyles.columnsAt.tablet[2],
      columnsStyles.columnsAt.desktop[4],
    );
    expectSprinkles(grid, { gap: 'medium' });
  });

  it('adds no class for a breakpoint that repeats the one below', () => {
    render(<Columns data-testid="grid" columns={{ mobile: 2, desktop: 2 }} />);
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass(columnsStyles.columnsAt.mobile[2]);
    expect(grid).not.toHaveClass(columnsStyles.columnsAt.tablet[2]);
    expect(grid).not.toHaveClass(columnsStyles.columnsAt.desktop[2]);
  });

  it('fills rows with as many columns as fit in minItemWidth mode', () => {
    render(<Columns data-testid="grid" minItemWidth="16rem" style={{ color: 'red' }} />);
    const grid = screen.getByTestId('grid');
    expect(grid).toHaveClass(columnsStyles.grid, columnsStyles.autoFill);
    const property = columnsStyles.minItemWidth.replace(/^var\((--[^,)]+).*$/, '$1');
    expect(grid.style.getPropertyValue(property)).toBe('16rem');
    expect(grid.style.color).toBe('red');
  });

  it.each([
    ['neither mode', {}],
    ['both modes', { columns: 2, minItemWidth: '10rem' }],
    ['an unsupported count', { columns: { mobile: 1, desktop: 9 } }],
  ] as const)('throws in development when given %s', (_, props) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Columns {...(props as object)} />)).toThrow(/Columns/);
  });
});

describe('Container', () => {
  it('gives each width its own class', () => {
    const classNames = containerWidths.map((width) => {
      const { unmount } = render(<Container data-testid="container" width={width} />);
      const container = screen.getByTestId('container');
      expect(container).toHaveClass(containerStyles.container, containerStyles.width[width]);
      const className = container.className;
      unmount();
      return className;
    });
    expect(new Set(classNames).size).toBe(containerWidths.length);
  });

  it('adds side padding that grows with the screen and renders the element asked for', () => {
    render(
      <Container as="main">
        <p>Content</p>
      </Container>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveClass(containerStyles.width.default);
    expectSprinkles(main, { paddingX: { mobile: 'medium', tablet: 'large', desktop: 'xlarge' } });
  });
});

describe('resolveResponsive', () => {
  it.each([
    ['one value', 'small', { mobile: 'small', tablet: 'small', desktop: 'small' }],
    ['every breakpoint', { mobile: 'a', tablet: 'b', desktop: 'c' }, { mobile: 'a', tablet: 'b', desktop: 'c' }],
    ['a gap in the middle', { mobile: 'a', desktop: 'c' }, { mobile: 'a', tablet: 'a', desktop: 'c' }],
    ['no mobile value', { tablet: 'b' }, { mobile: undefined, tablet: 'b', desktop: 'b' }],
  ] as const)('carries values up to larger screens for %s', (_, value, expected) => {
    expect(resolveResponsive<string>(value)).toEqual(expected);
  });
});

describe('mapResponsive', () => {
  it.each([
    ['one value', 2, 4],
    ['a value per breakpoint', { mobile: 1, desktop: 3 }, { mobile: 2, desktop: 6 }],
  ] as const)('maps %s and keeps its shape', (_, value, expected) => {
    expect(mapResponsive<number, number>(value, (n) => n * 2)).toEqual(expected);
  });
});
