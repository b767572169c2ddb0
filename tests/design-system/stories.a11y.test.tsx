import type { ComponentType, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Provider } from '../../ladle/components';

type StoryFn = ComponentType<Record<string, unknown>> & {
  args?: Record<string, unknown>;
  argTypes?: Record<string, { options?: readonly unknown[]; defaultValue?: unknown }>;
};
// Ladle passes its own state to the provider; ours only reads `children`.
const Wrapper = Provider as unknown as ComponentType<{ children: ReactNode }>;
interface StoryModule {
  default?: { title?: string; args?: Record<string, unknown> };
  [story: string]: unknown;
}

// Every story file is found by the glob: a new story is checked without anyone listing it here.
const modules = import.meta.glob<StoryModule>('../../design-system/**/*.stories.tsx', { eager: true });

const argsFor = (story: StoryFn, meta: StoryModule['default']) => {
  const fromTypes = Object.fromEntries(
    Object.entries(story.argTypes ?? {}).map(([name, type]) => [name, type.defaultValue ?? type.options?.[0]]),
  );
  return { ...meta?.args, ...fromTypes, ...story.args };
};

const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, value]) => name !== 'default' && typeof value === 'function')
    .map(([name, value]) => ({ id: `${module.default?.title ?? file} / ${name}`, story: value as StoryFn, meta: module.default })),
);

describe('design-system stories', () => {
  it('exist for every component folder', () => {
    const root = join(process.cwd(), 'design-system/components');
    const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const storyFiles = Object.keys(modules);
    const missing = folders
      .map((folder) => folder.name)
      .filter((name) => !storyFiles.some((file) => file.includes(`/components/${name}/`)));
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)('$id renders with no axe violations', async ({ story: Story, meta }) => {
    const { container } = render(
      <Wrapper>
        <Story {...argsFor(Story, meta)} />
      </Wrapper>,
    );
    // Let effects and portals settle before the audit.
    await act(async () => {});
    const result = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: {
        // jsdom has no layout, so contrast is checked by the theme's own test and in the browser.
        'color-contrast': { enabled: false },
        // A story is a fragment of a page, not a page: landmarks and the h1 are the site's job.
        region: { enabled: false },
        'landmark-one-main': { enabled: false },
        'page-has-heading-one': { enabled: false },
      },
    });
    const summary = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
    expect(summary).toEqual([]);
  });
});
