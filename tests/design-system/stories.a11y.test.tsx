import type { ComponentType, ReactNode } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { toast } from '../../design-system';
import { requestTimeout } from '../../site/contact/api';
import { Provider } from '../../ladle/components';
import { storyLocales, type StoryLocale } from '../../ladle/storyLocales';
import { axeViolationsIn } from '../axeInJsdom';

type StoryFn = ComponentType<Record<string, unknown>> & {
  args?: Record<string, unknown>;
  argTypes?: Record<string, { options?: readonly unknown[]; defaultValue?: unknown }>;
};
// Ladle passes its own state to the provider; ours reads `children` and the locale control.
const Wrapper = Provider as unknown as ComponentType<{ children: ReactNode; locale?: StoryLocale }>;
interface StoryModule {
  default?: { title?: string; args?: Record<string, unknown> };
  [story: string]: unknown;
}

// Every story file is found by the globs (the same folders as ladle/config.mjs): a new story is
// checked without anyone listing it here.
const modules = import.meta.glob<StoryModule>(['../../design-system/**/*.stories.tsx', '../../site/**/*.stories.tsx'], { eager: true });

const argsFor = (story: StoryFn, meta: StoryModule['default']) => {
  const fromTypes = Object.fromEntries(
    Object.entries(story.argTypes ?? {}).map(([name, type]) => [name, type.defaultValue ?? type.options?.[0]]),
  );
  return { ...meta?.args, ...fromTypes, ...story.args };
};

// Every story in every locale of Ladle's switch: designers see both, and both must pass.
const cases = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name, value]) => name !== 'default' && typeof value === 'function')
    .flatMap(([name, value]) =>
      storyLocales.map((locale) => ({ id: `${module.default?.title ?? file} / ${name} (${locale})`, file, name, locale, story: value as StoryFn, meta: module.default })),
    ),
);

/** What a site form story in each state (its export's name) shows once it is there. */
const formStates: Record<string, (container: HTMLElement) => boolean> = {
  // Send pressed on the empty form: the required fields say what they need.
  Invalid: (container) => container.querySelector('[aria-invalid="true"]') !== null,
  // Waiting for the function.
  Sending: (container) => container.querySelector('button[data-pending]') !== null,
  Sent: answered,
  Failed: answered,
};
/** The function answered: the toast is up (in the region on document.body) and the button is free. */
function answered(container: HTMLElement) {
  return document.querySelector('[role="alertdialog"]') !== null && container.querySelector('button[data-pending]') === null;
}

describe('Ladle stories', () => {
  it('exist for every component folder', () => {
    const root = join(process.cwd(), 'design-system/components');
    // private/ holds what the components share, none of it a component of its own.
    const folders = readdirSync(root, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'private');
    const storyFiles = Object.keys(modules).filter((file) => file.includes('/design-system/'));
    const missing = folders
      .map((folder) => folder.name)
      .filter((name) => !storyFiles.some((file) => file.includes(`/components/${name}/`)));
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });

  it('show the foundations and at least eight sections of the site', () => {
    const foundations = cases.filter(({ file }) => file.includes('/design-system/foundations/')).map(({ name }) => name);
    expect(foundations).toEqual(expect.arrayContaining(['ColourPairs', 'ColourRoles', 'TypeScale', 'Spacing', 'Radii', 'Shadows', 'Motion']));
    expect(cases.filter(({ file, locale }) => file.includes('/site/') && locale === 'en-US').length).toBeGreaterThanOrEqual(8);
  });

  it.each(cases)('$id renders with no axe violations', async ({ story: Story, meta, file, name, locale }) => {
    // Each story starts with no toast: one left from the story before would pass for this one's.
    act(() => toast.dismissAll());
    // A failed send is logged, as it is on the site (tests/site/stories.test.tsx checks it); kept out
    // of the output here.
    const logged = name === 'Failed' || name === 'Sending' ? vi.spyOn(console, 'error').mockImplementation(() => undefined) : undefined;
    onTestFinished(() => logged?.mockRestore());
    // A Sending story's endpoint never answers. Left alone, the form's own timeout would end the send
    // 15 s later, and log it, in whatever file then runs in this worker: the clock is moved on to it
    // once the state is audited.
    const sending = name === 'Sending' && file.includes('/site/');
    if (sending) {
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      onTestFinished(() => {
        vi.useRealTimers();
      });
    }
    let container: HTMLElement = document.createElement('div');
    // Awaited: a section with islands suspends until their modules are there.
    await act(async () => {
      ({ container } = render(
        <Wrapper locale={locale}>
          <Story {...argsFor(Story, meta)} />
        </Wrapper>,
      ));
    });
    // A form story presses send after mounting (storySupport.tsx): audit the state it shows, once
    // it shows it.
    const reached = formStates[name];
    if (reached && file.includes('/site/')) await waitFor(() => expect(reached(container), `the ${name} state`).toBe(true));
    // The site's sections are text first: one that rendered none (still suspended, say) audits nothing.
    if (file.includes('/site/')) expect(container.textContent?.trim(), 'the story rendered no text').not.toBe('');
    expect(await axeViolationsIn(container)).toEqual([]);
    if (sending) {
      // The request's timeout starts when it reaches fetch, which may still be ahead (the first story
      // loads the sending code): the clock moves on, turn by turn, until the form has given up.
      const pending = () => container.querySelector('button[data-pending]');
      const deadline = performance.now() + 10_000;
      while (pending() && performance.now() < deadline) {
        await act(() => vi.advanceTimersByTimeAsync(requestTimeout));
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(pending(), 'the send given up').toBeNull();
    }
  });
});
