import { render, screen } from '@testing-library/react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { version as reactVersion } from 'react';
import type * as ReactInspector from 'react-inspector';
import { describe, expect, it } from 'vitest';

/*
 * Ladle 5's actions panel shows logged arguments with react-inspector 6, which declares React 18 at
 * most. package.json overrides it, for Ladle only, with react-inspector 9: the same component for
 * React 18 and 19. This checks the copy Ladle resolves is that one and works on the site's React.
 */

// Resolved from Ladle's own folder, as Ladle's code resolves it.
const fromLadle = createRequire(path.resolve('node_modules/@ladle/react/lib/index.js'));
const inspectorPackage = fromLadle('react-inspector/package.json') as { version: string; peerDependencies: { react: string } };

describe("Ladle's react-inspector", () => {
  it("declares the site's React major among its peers", () => {
    const major = reactVersion.split('.')[0];
    const majors = inspectorPackage.peerDependencies.react.split('||').map((range) => range.trim().replace(/^\^/, '').split('.')[0]);
    expect(majors).toContain(major);
  });

  it('renders what Ladle gives it: the names and values of an action', async () => {
    const { Inspector, chromeLight } = (await import(/* @vite-ignore */ fromLadle.resolve('react-inspector'))) as typeof ReactInspector;
    // As Ladle's actions panel passes it: a theme object (typed as a name in react-inspector's typings).
    const theme = { ...chromeLight, BASE_BACKGROUND_COLOR: 'white' } as unknown as string;
    render(<Inspector table={false} sortObjectKeys showNonenumerable={false} data={{ variant: 'primary', pressed: true }} theme={theme} expandLevel={1} />);
    expect((await screen.findAllByText('variant')).length).toBeGreaterThan(0);
    expect(screen.getByRole('tree')).toBeInTheDocument();
    expect(screen.getAllByText('"primary"').length).toBeGreaterThan(0);
  });
});
